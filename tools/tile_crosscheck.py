#!/usr/bin/env python3
"""Cross-check engine/tiles/*.yaml against reference tile XML (JCZ data).

usage: tools/tile_crosscheck.py [REFERENCE_DIR]
REFERENCE_DIR defaults to ../shared/reference/tiles-jcz-client (relative to the repo root).
Both reference layouts are understood: the newer one (<defs>, counts in <tile-set>) and the
older one (<pack>, <farm>, counts on <tile>).

Besides the features and counts, each tile's `connections` (features a wagon passes between)
are compared, as a set of connected feature pairs, with the reference's wagon moves: the
`wagon-move="a b"` letters of the newer data, the <wagon-move><neighbouring> lists of the older.
Differences we keep on purpose are listed in ACCEPTED with their reason and printed as such.
"""
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent

# our file -> (reference file, tile set used for counts in the newer layout)
FILES = {"base.yaml": ("basic.xml", "basic:1"), "river.yaml": ("river.xml", "river/1:1"),
         "inns-cathedrals.yaml": ("inns_and_cathedrals.xml", "inns-and-cathedrals:1"),
         "traders-builders.yaml": ("traders_and_builders.xml", "traders-and-builders:1"),
         "princess-dragon.yaml": ("princess_and_dragon.xml", "princess-and-dragon:1"),
         "tower.yaml": ("tower.xml", "tower:1"),
         "abbey-mayor.yaml": ("abbey_and_mayor.xml", "abbey-and-mayor:1"),
         "king-robber.yaml": ("king_and_robber.xml", "king-and-robber:1"),
         # River II shares the newer river.xml with River I (its own tile set); GQ11's river
         # tiles are a tile set of their own beside its land tiles.
         "river2.yaml": ("river.xml", "river/2:1"),
         "gq11.yaml": ("gq11.xml", ("gq11", "gq11/river")),
         "count.yaml": ("count.xml", "count"),
         "bridges-castles-bazaars.yaml": ("bridges_castles_and_bazaars.xml", "bridges-castles-and-bazaars:1"),
         # The Besiegers and The Cathars: one file with two tile sets in the newer data, two
         # files in the older (OLDER_FILES).
         "besiegers.yaml": ("siege.xml", ("siege/besiegers", "siege/cathars")),
         # only the older data has The Plague: with the newer one its tiles are reported unchecked
         "plague.yaml": ("plague.xml", "plague:1"),
         # only the older data has The Catapult (no fair element: see IMPLIED_SYMBOLS)
         "catapult.yaml": ("catapult.xml", "catapult:1"),
         # the first printing's tile set (the second swaps the hill curve for one with a garden)
         "hills-sheep.yaml": ("hills_and_sheep.xml", "hills-and-sheep:1"),
         "festival.yaml": ("festival.xml", "festival"),
         "flier.yaml": ("flier.xml", "flier:1"),
         "monasteries.yaml": ("monasteries.xml", "monasteries"),
         "crop-circles.yaml": ("corn_circles.xml", ("corn-circles/1", "corn-circles/2")),
         "wind-roses.yaml": ("wind_roses.xml", "wind-roses"),
         "darmstadt.yaml": ("darmstadt.xml", "darmstadt"),
         "russian.yaml": ("russian_promos.xml", "russian-promos/2013"),
         # Heretics and Shrines: HiG's five tiles and RGG's sixth are the tile set cult/6
         "shrines.yaml": ("cult.xml", "cult/6"),
         # The Abbot's garden tiles: the second base tile set of the newer data (New
         # Carcassonne) has them beside the plain base tiles; only its garden tiles are ours.
         "abbot.yaml": ("basic.xml", "basic:2"),
         "tunnel.yaml": ("tunnel.xml", "tunnel"),
         "goldmines.yaml": ("goldmines.xml", "goldmines"),
         "ferries.yaml": ("ferries.xml", "ferries"),
         "mage-witch.yaml": ("mage_and_witch.xml", "mage-and-witch:1")}

# Tile symbols every tile of one of our files carries that its reference file does not mark,
# because there every tile of the file has it: our file -> symbol (the fair of each Catapult tile).
IMPLIED_SYMBOLS = {"catapult.yaml": "fair"}
# Not listed: wheel-of-fortune.yaml (The Wheel of Fortune), whose tiles neither reference layout
# has (no file, no tile set; searched for the set's names): its catalog says what is reconstructed.
# Nor halflings.yaml (Halflings I and II): neither reference layout has half tiles (no file, no
# tile set); its catalog says the tiles are reconstructed.

# variants of other sets' tiles a module plays instead of them (no reference tile of their own):
# our id -> the tile it varies and why
VARIANTS = {"tu/pd-dragon-tunnel": ("pd/dragon-tunnel", "CAR-62: with The Tunnel its road is two roads into tunnel mouths"),
            "tu/am-tunnel-under-city": ("am/tunnel-under-city", "CAR-140: with The Tunnel its road is two roads into tunnel mouths")}

# our files that hold only some tiles of their reference set: file -> which reference ids are ours
SUBSET = {"abbot.yaml": lambda ref_id: ref_id.endswith("G")}

# our files whose reference file this data does not have (filled by load_reference)
ABSENT = set()

# reference files the older data names differently (or keeps apart: River II)
OLDER_NAMES = {"king_and_robber.xml": "king_and_robber_baron.xml"}
OLDER_FILES = {"river2.yaml": "river_ii.xml", "besiegers.yaml": ("besiegers.xml", "cathars.xml"),
               "monasteries.yaml": "german_monasteries.xml", "wind-roses.yaml": "wind_rose.xml",
               "crop-circles.yaml": ("corn_circles.xml", "corn_circles_ii.xml")}

# our id -> (id in the newer reference, id in the older reference)
MAPPING = {
    "go/cloister-curve": ("GO/LRr", "LRr"), "go/cloister-corner": ("GO/LCc", "LCc"),
    "go/cloister-corner-curve": ("GO/LCcRr", "LCcRr"), "go/cloister-two-curves": ("GO/LRrRr", "LRrRr"),
    "go/two-curves": ("GO/RrRr", "RrRr"), "go/corner-curve": ("GO/CcRr", "CcRr"),
    "go/band-road": ("GO/CRcr", "CRcr"), "go/overpass": ("GO/RRrr.X", "RRrr.X"),
    "bcb/city-bazaar": ("BB/Cccc.b", "Cccc.b"), "bcb/three-caps-road": ("BB/CCCR", "CCCR"),
    "bcb/band-bazaar": ("BB/CFc.b", "CFc.b"), "bcb/triangle-road": ("BB/CFR!", "CFR!"),
    "bcb/cap-road-bazaar": ("BB/CFR.b", "CFR.b"), "bcb/bazaar": ("BB/F.b", "F.b"),
    "bcb/cloister-band": ("BB/LCFc", "LCFc"), "bcb/cloister-road": ("BB/LRFr", "LRFr"),
    "bs/three-sided": ("SI.BE/Ccc", "Ccc"), "bs/corner-gate-east": ("SI.BE/CcR", "CcR"),
    "bs/corner-gate-south": ("SI.BE/RCc", "RCc"), "bs/cap-gate": ("SI.BE/CFR", "CFR"),
    "bs/cap-curve-east": ("SI.BE/CRr", "CRr"), "bs/cap-curve-west": ("SI.BE/RrC", "RrC"),
    "ca/cap": ("SI.CA/C", "C"), "ca/cap-straight": ("SI.CA/RCr", "RCr"),
    "ca/corner": ("SI.CA/Cc", "Cc"), "ca/corner-curve": ("SI.CA/CcRr", "CcRr"),
    "bcb/inn-bazaar": ("BB/R.bi", "R.bi"), "bcb/two-roads-bazaar": ("BB/RFR.b", "RFR.b"),
    "bcb/two-roads-inn-bazaar": ("BB/RFR.bi", "RFR.bi"),
    "A": ("BA/LR", "LR"), "B": ("BA/L", "L"), "C": ("BA/Cccc+", "Cccc+"),
    "D": ("BA/RCr", "RCr"), "E": ("BA/C", "C"), "F": ("BA/CFc+", "CFc+"),
    "G": ("BA/CFc.1", "CFc.1"), "H": ("BA/CFC.2", "CFC.2"), "I": ("BA/CC.2", "CC.2"),
    "J": ("BA/CRr", "CRr"), "K": ("BA/RrC", "RrC"), "L": ("BA/CRRR", "CRRR"),
    "M": ("BA/Cc+", "Cc+"), "N": ("BA/Cc.1", "Cc.1"), "O": ("BA/CcRr+", "CcRr+"),
    "P": ("BA/CcRr", "CcRr"), "Q": ("BA/Ccc+", "Ccc+"), "R": ("BA/Ccc", "Ccc"),
    "S": ("BA/CccR+", "CccR+"), "T": ("BA/CccR", "CccR"), "U": ("BA/RFr", "RFr"),
    "V": ("BA/Rr", "Rr"), "W": ("BA/RRR", "RRR"), "X": ("BA/RRRR", "RRRR"),
    "hs/split-field-side": ("HS/C!.v", "C!.v"), "hs/split-city-side": ("HS/CC!.v", "CC!.v"),
    "hs/corner-hill": ("HS/Cc.h.1", "Cc.h.1"), "hs/two-caps-hill": ("HS/CC.h.2", "CC.h.2"),
    "hs/corner-vineyard": ("HS/Cc.v", "Cc.v"), "hs/opposite-caps-hill": ("HS/CFC.h", "CFC.h"),
    "hs/opposite-caps-vineyard": ("HS/CFC.v", "CFC.v"), "hs/cap-road-hill": ("HS/CFR.h", "CFR.h"),
    "hs/cap-curve-hill": ("HS/CRr.h", "CRr.h"), "hs/cloister-cap-curve": ("HS/LCRr", "LCRr"),
    "hs/cloister-roads": ("HS/LRrR", "LRrR"), "hs/two-caps-road-vineyard": ("HS/RCC.v", "RCC.v"),
    "hs/cottages-hill": ("HS/RFR.h", "RFR.h"), "hs/road-ends-hill": ("HS/RR.h", "RR.h"),
    "hs/curve-cap-hill": ("HS/RrC.h", "RrC.h"), "hs/junction-vineyard": ("HS/RRr.v", "RRr.v"),
    "pl/city-corner": (None, "Cc+"), "pl/two-caps": (None, "CC"), "pl/two-caps-two-roads": (None, "CCRR"),
    "fe/band-cap": ("FE/CCc", "CCc"), "fe/two-corners": ("FE/CcCc", "CcCc"), "fe/cap-road-end": ("FE/CFR", "CFR"),
    "fe/cap-road-east": ("FE/CR", "CR"), "fe/crossing": ("FE/CRCR", "CRCR"), "fe/cap-curve-east": ("FE/CRr", "CRr"),
    "fe/cloister-two-roads": ("FE/LRR", "LRR"), "fe/cap-road-west": ("FE/RC", "RC"),
    "fe/cap-curve-west": ("FE/RrC", "RrC"), "fe/two-curves": ("FE/RrRr", "RrRr"),
    "mw/cap-junction": ("MW/CRRR.3", "CRRR.3"), "mw/corner-curve": ("MW/CcRr.1", "CcRr.1"),
    "mw/three-caps-road": ("MW/CCCR.3", "CCCR.3"), "mw/city-two-roads": ("MW/CRcR", "CRcR"),
    "mw/two-caps": ("MW/CFC", "CFC"), "mw/three-sides-road": ("MW/CccR.1", "CccR.1"),
    "mw/cap-road-curve": ("MW/CRRr.2", "CRRr.2"), "mw/two-caps-curve": ("MW/CCRr.2", "CCRr.2"),
    "fl/field-diagonal": ("FL/F.d", "F.d"), "fl/field-straight": ("FL/F.o", "F.o"),
    "fl/road-diagonal": ("FL/RFr.d", "RFr.d"), "fl/road-along": ("FL/RFr.NS.o", "RFr.NS.o"),
    "fl/road-across": ("FL/RFr.WE.o", "RFr.WE.o"), "fl/curve-diagonal": ("FL/Rr.d", "Rr.d"),
    "fl/curve-north-west": ("FL/Rr.NW.o", "Rr.NW.o"), "fl/curve-south-west": ("FL/Rr.SW.o", "Rr.SW.o"),
    "pl/cap-two-roads": (None, "RRC"), "pl/crossing": (None, "RRRR"), "pl/curve": (None, "Rr"),
    "ab/E": ("BA/CG", None), "ab/H": ("BA/CFCG", None), "ab/I": ("BA/CCG", None), "ab/M": ("BA/Cc+G", None),
    "ab/N": ("BA/CcG", None), "ab/R": ("BA/CccG", None), "ab/U": ("BA/RFrG", None), "ab/V": ("BA/RrG", None),
    "tu/cap-three-mouths": ("TU/CRRR", None), "tu/cap-two-mouths": ("TU/RCR", None),
    "tu/two-mouths": ("TU/RR", None), "tu/crossing": ("TU/RRRR", None),
    "fy/cap-three-roads": ("FR/CRRR", "CRRR"), "fy/three-roads": ("FR/RRR", "RRR"), "fy/four-roads": ("FR/RRRR", "RRRR"),
    "cp/city-cap": (None, "C"), "cp/city-cap-split": (None, "C!"), "cp/city-corner": (None, "Cc+"),
    "cp/city": (None, "Cccc"), "cp/two-caps": (None, "CFC"), "cp/field": (None, "F"), "cp/cloister": (None, "L"),
    "cp/road-ends": (None, "RFR"), "cp/road-ends-bend": (None, "RR"), "cp/road-end-bend-se": (None, "RrR.1"),
    "cp/road-end-bend-ne": (None, "RRr.2"), "cp/crossing": (None, "Rrrr"),
    "r1/spring": ("RI/s", "I.s"), "r1/lake": ("RI.1/I.e", "I.e"),
    "r1/city-caps": ("RI.1/CICI", "CICI"), "r1/city-road": ("RI.1/CIRI", "CIRI"),
    "r1/cloister-road": ("RI.1/LIRI", "LIRI"), "r1/bridge": ("RI.1/RIrI", "RIrI"),
    "r1/straight": ("RI.1/IFI", "IFI"), "r1/city-corner": ("RI.1/CcII", "CcII"),
    "r1/road-curve": ("RI.1/RrII", "RrII"), "r1/curve": ("RI.1/II", "II"),
    "ic/cathedral": ("IC/Cccc.c", "Cccc.c"), "ic/four-cities": ("IC/CCCC", "CCCC"),
    "ic/three-cities": ("IC/CCC", "CCC"), "ic/corner-and-cap": ("IC/CCc+", "CCc+"),
    "ic/crossing": ("IC/CRCR", "CRCR"), "ic/band-two-roads": ("IC/CRcR+", "CRcR+"),
    "ic/cap-split-field": ("IC/C!", "C!"), "ic/cap-road-end": ("IC/CFR", "CFR"),
    "ic/corner-road-end": ("IC/CcR", "CcR"), "ic/corner-inn": ("IC/RCc.i", "RCc.i"),
    "ic/cap-inn-curve": ("IC/RrC.i", "RrC.i"), "ic/corner-inn-curve": ("IC/CcRr+.i", "CcRr+.i"),
    "ic/cloister-road": ("IC/LRFR", "LRFR"), "ic/straight-inn": ("IC/RFr.i", "RFr.i"),
    "ic/curve-inn": ("IC/Rr.i", "Rr.i"), "ic/junction-inn": ("IC/RRR.i", "RRR.i"),
    "ic/two-curves": ("IC/RrRr", "RrRr"),
    "tb/corner-grain": ("TB/Cc.g", "Cc.g"), "tb/corner-wine": ("TB/Cc.w", "Cc.w"),
    "tb/band-cap-cloth": ("TB/CCc.c", "CCc.c"), "tb/band-cap-wine": ("TB/CCc.w", "CCc.w"),
    "tb/three-sided-grain": ("TB/Ccc.g", "Ccc.g"), "tb/corner-two-caps-cloth": ("TB/CcCC.c", "CcCC.c"),
    "tb/corner-two-roads-cloth": ("TB/CcRR!.c", "CcRR!.c"), "tb/corner-two-roads-wine": ("TB/CcRR.w", "CcRR.w"),
    "tb/corner-cap-road-cloth": ("TB/CcRC.c", "CcRC.c"), "tb/corner-cap-road-grain": ("TB/CcRC.g", "CcRC.g"),
    "tb/corner-road-east-cloth": ("TB/CcR.c", "CcR.c"), "tb/corner-road-east-wine": ("TB/CcR!.w", "CcR!.w"),
    "tb/three-sided-road-wine": ("TB/CccR.w", "CccR.w"), "tb/two-corners-wine": ("TB/CcCc.w", "CcCc.w"),
    "tb/band-wine": ("TB/CFc.w", "CFc.w"), "tb/cap-road": ("TB/CR", "CR"),
    "tb/band-road-grain": ("TB/CRc.g", "CRc.g"), "tb/band-road-wine": ("TB/CRc.w", "CRc.w"),
    "tb/band-two-roads-wine": ("TB/CRcR.w", "CRcR.w"), "tb/cloister-three-roads": ("TB/LRRR", "LRRR"),
    "tb/corner-road-south-grain": ("TB/RCc.g", "RCc.g"),
    "tb/corner-road-south-grain-split": ("TB/RCc!.g", "RCc!.g"),
    "tb/cap-road-house": ("TB/RRC", "RRC"), "tb/bridge": ("TB/RRrr", "RRrr"),
    "pd/volcano": ("DG/F.v", "F.v"), "pd/volcano-road-end": ("DG/R.v", "R.v"),
    "pd/volcano-cap": ("DG/C.v", "C.v"), "pd/volcano-curve": ("DG/Rr.v", "Rr.v"),
    "pd/volcano-straight": ("DG/RFr.v", "RFr.v"), "pd/volcano-two-caps": ("DG/CC.v", "CC.v"),
    "pd/dragon-cap": ("DG/C.d", "C.d"), "pd/dragon-cloister-junction": ("DG/LRRR.d", "LRRR.d"),
    "pd/dragon-junction": ("DG/RRR.d", "RRR.d"), "pd/dragon-cloister-in-city": ("DG/LCcc.d", "LCcc.d"),
    "pd/dragon-curve": ("DG/Rr.d", "Rr.d"), "pd/dragon-straight": ("DG/RFr.d", "RFr.d"),
    "pd/dragon-corner": ("DG/Cc.d", "Cc.d"), "pd/dragon-band": ("DG/CFc+.d", "CFc+.d"),
    "pd/dragon-tunnel": ("DG/CRcr.d", "CRcr.d"), "pd/dragon-cap-curve": ("DG/RrC.d", "RrC.d"),
    "pd/dragon-cap-curve-east": ("DG/CRr.d", "CRr.d"),
    "pd/portal-two-curves": ("DG/RrRr.g", "RrRr.g"), "pd/portal-junction": ("DG/RRR.g", "RRR.g"),
    "pd/portal-three-sided": ("DG/Ccc+.g", "Ccc+.g"), "pd/portal-corner-curve": ("DG/CcRr.g", "CcRr.g"),
    "pd/portal-cap-curve": ("DG/RrC.g", "RrC.g"), "pd/portal-cap-curve-east": ("DG/CRr.g", "CRr.g"),
    "pd/princess-cap-junction": ("DG/CRRR.p", "CRRR.p"), "pd/princess-cap-and-corner": ("DG/CCc+.p", "CCc+.p"),
    "pd/princess-three-sided": ("DG/Ccc.p", "Ccc.p"), "pd/princess-corner-split": ("DG/Cc!.p", "Cc!.p"),
    "pd/princess-corner": ("DG/Cc.p", "Cc.p"), "pd/princess-corner-curve": ("DG/CcRr.p", "CcRr.p"),
    "tw/cap": ("TO/C", "C"), "tw/field": ("TO/F", "F"), "tw/cloister": ("TO/L", "L"),
    "tw/two-road-ends": ("TO/RR", "RR"), "tw/three-road-ends": ("TO/RRR", "RRR"),
    "tw/two-curves": ("TO/RrRr.2", "RrRr.2"), "tw/four-road-ends": ("TO/RRRR.1", "RRRR.1"),
    "tw/band-bridge": ("TO/CRcr", "CRcr"), "tw/cap-road-end": ("TO/CFR", "CFR"),
    "tw/cap-curve": ("TO/RrC", "RrC"), "tw/cap-straight": ("TO/RCr", "RCr"), "tw/corner": ("TO/Cc", "Cc"),
    "tw/corner-road-end": ("TO/CcR!", "CcR!"), "tw/two-caps": ("TO/CC.2", "CC.2"),
    "tw/two-caps-road": ("TO/CRCr.2", "CRCr.2"), "tw/three-sided-road-end": ("TO/CccR", "CccR"),
    "tw/three-sided-cap": ("TO/CccC+", "CccC+"),
    "am/city-two-pennants": ("AM/C++", "C++"), "am/two-crossing-cities": ("AM/CCcc+", "CCcc+"),
    "am/cap-over-band": ("AM/CCc+", "CCc+"), "am/two-caps-two-gates": ("AM/CCRR", "CCRR"),
    "am/cloister-four-roads": ("AM/LRRRR", "LRRRR"), "am/cap-gate": ("AM/RC", "RC"),
    "am/cap-road-south-east": ("AM/CRr", "CRr"), "am/cap-road-west-south": ("AM/RrC", "RrC"),
    "am/cap-three-fields": ("AM/C!+", "C!+"), "am/road-end-house": ("AM/R", "R"),
    "am/well-three-roads": ("AM/Rrr", "Rrr"), "am/tunnel-under-city": ("AM/CRcr+", "CRcr+"),
    "kr/cloister-cap": ("KR/LC", "LC"), "kr/cap-gate": ("KR/RC", "RC"), "kr/cap-gate-curve": ("KR/CRrR", "CRrR"),
    "kr/corner-two-gates": ("KR/CcRR!", "CcRR!"), "kr/two-crossing-cities": ("KR/CCcc", "CCcc"),
    "r2/spring": ("RI/s", "I.s"), "r2/fork": ("RI.2/III", "III"), "r2/volcano": ("RI.2/I.v", "I.v"),
    "r2/city-end": ("RI.2/IFC", "IFC"), "r2/city-bridge": ("RI.2/CIcI", "CIcI"),
    "r2/cloister": ("RI.2/LIFI", "LIFI"), "r2/inn-bridge": ("RI.2/RIrI", "RIrI"),
    "r2/city-road": ("RI.2/CIRI", "CIRI"), "r2/curve": ("RI.2/II", "II"),
    "r2/city-corner": ("RI.2/CcII+", "CcII+"), "r2/pig-herd": ("RI.2/II+", "II+"),
    "r2/road-curve": ("RI.2/RrII", "RrII"),
    "gq/spring": ("GQ/RFI", "RFI"), "gq/city-caps": ("GQ/CICI", "CICI"),
    "gq/cloister-crossroads": ("GQ/LRRRR", "LRRRR"), "gq/animals": ("GQ/F", "F"),
    "gq/city-across-road": ("GQ/CRc", "CRc"), "gq/city-across-two-roads": ("GQ/CRcR.1", "CRcR.1"),
    "sh/shrine": ("CU/S", "S"), "sh/shrine-cap": ("CU/SC", "SC"), "sh/shrine-road": ("CU/SR", "SR"),
    "sh/shrine-cap-road": ("CU/SCFR", "SCFR"), "sh/shrine-two-roads": ("CU/SRFR", "SRFR"),
    "sh/shrine-cap-two-roads": ("CU/SRCR", "SRCR"),
    "gq/road-between-caps": ("GQ/CRCr.2", "CRCr.2"), "gq/cap-road-curve": ("GQ/CRRr", "CRRr"),
    "gq/city-corner-split": ("GQ/Cc!", "Cc!"), "gq/city-corner-road": ("GQ/RCc", "RCc"),
    "gq/city-corner-two-roads": ("GQ/CcRR", "CcRR"), "gq/city-corner-cap-road": ("GQ/CcCR", "CcCR"),
    # The City of Carcassonne: the reference numbers the block's tiles from its north-west corner.
    "co/nw": ("CO/1", "1"), "co/n1": ("CO/2", "2"), "co/n2": ("CO/3", "3"), "co/ne": ("CO/4", "4"),
    "co/w": ("CO/5", "5"), "co/c1": ("CO/6", "6"), "co/c2": ("CO/7", "7"), "co/e": ("CO/8", "8"),
    "co/sw": ("CO/9", "9"), "co/s1": ("CO/10", "10"), "co/s2": ("CO/11", "11"), "co/se": ("CO/12", "12"),
    "mo/eberbach": ("MO/M1", "Eberbach"), "mo/maria-laach": ("MO/M2", "MariaLaach"),
    "mo/marienthal": ("MO/M3", "Marienthal"), "mo/maulbronn": ("MO/M4", "Maulbronn"),
    "mo/andechs": ("MO/MR1", "Andechs"), "mo/lorch": ("MO/MR2", "Lorch"),
    "cc1/corner": ("CC.1/Cc.1", "Cc.1"), "cc1/two-caps": ("CC.1/CC.2", "CC.2"), "cc1/cap-road": ("CC.1/CR", "CR"),
    "cc1/curve": ("CC.1/Rr", "Rr"), "cc1/cap-curve": ("CC.1/RrC", "RrC"), "cc1/three-roads": ("CC.1/RRR", "RRR"),
    "cc2/curve-end": ("CC.2/RRr", "RRr"), "cc2/curve-two-ends": ("CC.2/RRRr", "RRRr"),
    "cc2/cap-road": ("CC.2/CFR", "CFR"), "cc2/cap-two-ends": ("CC.2/RCR", "RCR"),
    "cc2/two-caps": ("CC.2/CFC", "CFC"), "cc2/two-corners": ("CC.2/CcCc", "CcCc"),
    "wr/start": ("WR/CFR", "CFR"), "wr/blue": ("WR/Rr", "Rr"), "wr/ne": ("WR/Cc.1", "Cc.1"),
    "wr/se": ("WR/CC.2", "CC.2"), "wr/sw": ("WR/RrC", "RrC"), "wr/nw": ("WR/CFc", "CFc"),
    "da/darmstadtium": ("DA/Cccc", "Cccc"), "da/church-crossing": ("DA/LRRRR", "LRRRR"),
    "da/church-curve": ("DA/LRR", "LRR"),
    "ru/baba-yaga": ("RU/L", "L"), "ru/bogatyr": ("RU/RRrr", "RRrr"),
}

# Feature symbols we read differently on purpose: our id -> (the reference's symbol, ours, the
# reason). The reference's symbol is replaced by ours before comparing; reported as accepted.
ACCEPTED_SYMBOLS = {
    "gq/animals": ("pig-herd", "livestock",
                   "CAR-391: officially the GQ11 animal field is no pig-herd; only the house rule of "
                   "CAR-392 (option gq11-animal-field) counts it as one"),
}

# Connection differences we keep on purpose: (our id, reference version) -> (the differing
# pairs, each as (side, pair), and the reason). Anything else, or an entry that no longer
# shows, is reported. See docs/tile-crosscheck.md.
ACCEPTED = {
    ("ic/crossing", "newer"): ({("only in reference", "city N / city S"),
                                ("only in reference", "city N / road E"),
                                ("only in reference", "city N / road W"),
                                ("only in reference", "city S / road E"),
                                ("only in reference", "city S / road W")},
                               "CAR-171: the crossing belongs to the roads; no city is reached "
                               "through it, and two cities never connect (CAR-170)"),
    ("fe/crossing", "newer"): ({("only in reference", "city N / city S"),
                                ("only in reference", "city N / road E"),
                                ("only in reference", "city N / road W"),
                                ("only in reference", "city S / road E"),
                                ("only in reference", "city S / road W")},
                               "CAR-171 as on ic/crossing: the crossing belongs to the roads"),
    ("fe/crossing", "older"): ({("only in reference", "city N / city S"),
                                ("only in reference", "city N / road E"),
                                ("only in reference", "city N / road W"),
                                ("only in reference", "city S / road E"),
                                ("only in reference", "city S / road W")},
                               "CAR-171 as on ic/crossing: the crossing belongs to the roads"),
}

# Our tile files whose reference data marks no city piece's shape (castle-base): their `cap`
# marks are left out of the comparison.
NO_SHAPES = set()

HALF = {"NL": "NNW", "NR": "NNE", "EL": "ENE", "ER": "ESE",
        "SL": "SSE", "SR": "SSW", "WL": "WSW", "WR": "WNW"}
XML_KIND = {"city": "city", "road": "road", "river": "river", "field": "field", "farm": "field",
            "monastery": "cloister", "cloister": "cloister", "tower": "tower", "garden": "garden"}
# A field touching no side (the inner field of ic/four-cities): ports [] in our catalog.
INNER_FIELD = {"I", "II", "INNER_FARM", "INNER_FARM_B"}
SIDE_ORDER = {p: i for i, p in enumerate(
    "NNW N NNE ENE E ESE SSE S SSW WSW W WNW".split())}
# Reference attributes that mark a feature symbol of ours (attribute -> our symbol name).
SYMBOL_ATTRS = {"inn": "inn", "cathedral": "cathedral", "princess": "princess",
                "pig-herd": "pig-herd", "pig": "pig-herd",  # the older data writes pig="yes"
                "besieged": "siege", "special": "monastery", "monastery": "monastery",
                "darmstadtium": "darmstadtium", "church": "church", "shrine": "shrine", "tunnel": "tunnel"}
# Reference elements that mark a symbol of the whole tile (element -> our tile symbol).
TILE_SYMBOLS = {"volcano": "volcano", "dragon": "dragon", "portal": "portal", "bazaar": "bazaar",
                "plague": "plague-source", "hill": "hill", "vineyard": "vineyard", "festival": "festival",
                "goldmine": "goldmine", "ferry": "ferry", "mage": "mage"}
# A crop circle (<corn-circle type=...>): our tile symbol by the followers it names.
CROP_SYMBOLS = {"City": "crop-shield", "Road": "crop-club", "Field": "crop-pitchfork", "Farm": "crop-pitchfork"}
# The wind rose on a tile (its attribute wind-rose): our tile symbol. The reference writes both
# whole roses NWSE; ours tell the orange start rose from the blue one (read alike below).
WIND_SYMBOLS = {"NE": "wind-ne", "SE": "wind-se", "SW": "wind-sw", "NW": "wind-nw", "NWSE": "wind-rose"}
OUR_WIND = {"wind-rose-orange": "wind-rose", "wind-rose-blue": "wind-rose"}


def normalise(features):
    """features: list of (kind, ports, pennants, border sides, symbols) -> Counter of comparable
    tuples. A border side is replaced by the full side set of the city that owns it."""
    city_of = {s: frozenset(f[1]) for f in features if f[0] == "city" for s in f[1]}
    out = Counter()
    for kind, ports, pennants, borders, symbols in features:
        if kind == "field":  # compare half ports only; middle ports of plain sides are implied
            ports = [p for p in ports if len(p) == 3]
        cities = {"+".join(sorted(city_of.get(s, ["?" + s]))) for s in borders}
        out[(kind, tuple(sorted(ports)), pennants, tuple(sorted(cities)), tuple(sorted(symbols)))] += 1
    return out


def label(kind, ports):
    """A feature as a connection endpoint: kind and its ports, e.g. `city N+E+W`, `cloister`."""
    ports = sorted(ports, key=lambda p: SIDE_ORDER.get(p, 99))
    return f"{kind} {'+'.join(ports)}" if ports else kind


def pairs_of(groups):
    """groups of feature labels -> the set of connected pairs, each written `a / b` (sorted)."""
    return {" / ".join(sorted((a, b))) for g in groups for a in g for b in g if a < b}


def our_connections(t, problems):
    feats = [(f["kind"], f.get("ports", [])) for f in t["features"]]
    groups = []
    for group in t.get("connections", []):
        members = []
        for name in group:
            found = [i for i, (k, ports) in enumerate(feats) if name in ports or (name == k and not ports)]
            if len(found) != 1 or feats[found[0]][0] not in ("city", "road", "cloister"):
                problems.append(f"{t['id']}: connection name {name} names no city, road or cloister")
                continue
            members.append(label(*feats[found[0]]))
        groups.append(members)
    return pairs_of(groups)


# Tiles whose city segments on one side we join into one city (the catalog joins cities by the
# middle of a side): the reference's cities are merged before comparing, reported as accepted.
MERGED_CITIES = {
    "hs/split-city-side": "the two city segments of the east side are one city in our catalog; any tile laid "
                          "there joins them anyway (CAR's note on this tile), see engine/tiles/hills-sheep.yaml",
}


def merged_cities(feats):
    """The reference's features with all its cities made one (see MERGED_CITIES)."""
    ports = sorted({p for (k, ps, n, b, sy), c in feats.items() if k == "city" for p in ps})
    whole = "+".join(sorted(ports))
    out = Counter()
    pennants = sum(n * c for (k, ps, n, b, sy), c in feats.items() if k == "city")
    out[("city", tuple(ports), pennants, (), ())] += 1
    for (k, ps, n, b, sy), c in feats.items():
        if k != "city":
            out[(k, ps, n, tuple(sorted({whole for _ in b})), sy)] += c
    return out


# The walled City of Carcassonne (count.yaml): the reference leaves the city inside the walls out
# and so borders no field on it; ours has it, complete, so that farms count it (CAR-201). It is
# taken out of our side before comparing and reported as accepted.
WALLED_CITY = "CAR-201: the walled City is a completed city the fields around it border; the reference leaves it out"
WALLED = set()


def without_walled_city(t, feats):
    """Our features of a City of Carcassonne tile less the walled city and the borders naming it."""
    def walled(f):  # the city inside the walls: reaches half a side, or fills the tile
        return f[0] == "city" and (any(len(p) == 3 for p in f[1]) or sorted(f[1]) == ["E", "N", "S", "W"])
    wall_sides = {p for f in feats if walled(f) for p in f[1]}
    wall_sides |= {p[0] for f in feats if walled(f) for p in f[1] if len(p) == 3}  # a half port's side
    if not wall_sides:
        return feats
    WALLED.add(t["id"])
    return [(k, ports, n, [b for b in borders if b not in wall_sides], syms)
            for (k, ports, n, borders, syms) in feats if not walled((k, ports))]


def load_ours(problems):
    tiles = {}
    for name in FILES:
        for t in yaml.safe_load((ROOT / "engine/tiles" / name).read_text())["tiles"]:
            if t.get("supply") == "per-player":  # the abbey: not a land tile, not in the reference
                continue
            feats = [(f["kind"], f.get("ports", []), f.get("pennants", 0), f.get("borders", []),
                      f.get("symbols", []) + (["not-cap"] if f.get("cap") is False else [])) for f in t["features"]]
            if "start_at" in t:
                feats = without_walled_city(t, feats)
            feats += [("tile-symbol", [], 0, [], [OUR_WIND.get(sym, sym)]) for sym in t.get("symbols", [])]
            tiles[t["id"]] = (name, t["count"], normalise(feats), our_connections(t, problems))
    return tiles


def load_reference(ref_dir):
    """-> {(our file, reference id): (count, features, connected pairs)}, and whether the data is
    the newer layout. Keyed by our file: River I and II read the same newer file, other sets."""
    tiles = {}
    newer = (ref_dir / "river.xml").exists() and ET.parse(ref_dir / "river.xml").getroot().tag == "defs"
    for our_file, (xml_name, set_ids) in FILES.items():
        if not newer and our_file in OLDER_FILES:
            xml_name = OLDER_FILES[our_file]
        first = xml_name if isinstance(xml_name, str) else xml_name[0]  # a set split in several files
        path = ref_dir / first
        if not path.exists() and first in OLDER_NAMES:  # the older data names some files differently
            path = ref_dir / OLDER_NAMES[first]
        if not path.exists():
            ABSENT.add(our_file)
            continue
        root = ET.parse(path).getroot()
        has_castle_base = any(el.get("castle-base") for el in root.iter())
        if not has_castle_base:  # this data says nothing of city shapes: ours are not compared
            NO_SHAPES.add(our_file)
        set_ids = (set_ids,) if isinstance(set_ids, str) else set_ids
        for xml_one in (xml_name,) if isinstance(xml_name, str) else xml_name:  # the older data splits some sets
            load_reference_file(ref_dir, xml_one, our_file, set_ids, newer, tiles)
    return tiles, newer


def load_reference_file(ref_dir, xml_name, our_file, set_ids, newer, tiles):
    """Adds the tiles of one reference file to `tiles` (see load_reference)."""
    path = ref_dir / xml_name
    if not path.exists() and xml_name in OLDER_NAMES:  # the older data names some files differently
        path = ref_dir / OLDER_NAMES[xml_name]
    root = ET.parse(path).getroot()
    has_castle_base = any(el.get("castle-base") for el in root.iter())
    if not has_castle_base:  # this data says nothing of city shapes: ours are not compared
        NO_SHAPES.add(our_file)
    counts = {r.get("tile"): int(r.get("count", 1))
              for s in root.iter("tile-set") if s.get("id") in set_ids for r in s.iter("ref")}
    for t in root.iter("tile"):
        if t.get("id") is None:
            continue
        feats, letters = [], {}
        if t.get("wind-rose"):
            feats.append(("tile-symbol", [], 0, [], [WIND_SYMBOLS[t.get("wind-rose")]]))
        for el in t:
            if el.tag == "flying-machine":  # the arrow: straight (W) or diagonal (NW) as unrotated
                feats.append(("tile-symbol", [], 0, [], ["flier-diagonal" if len(el.get("direction", "")) == 2
                                                         else "flier-orthogonal"]))
                continue
            if el.tag == "corn-circle":
                feats.append(("tile-symbol", [], 0, [], [CROP_SYMBOLS[el.get("type")]]))
                continue
            if el.tag == "yaga-hut":  # Baba Yaga's hut: our cloister marked baba-yaga
                feats.append(("cloister", [], 0, [], ["baba-yaga"]))
                continue
            if el.tag in TILE_SYMBOLS:
                feats.append(("tile-symbol", [], 0, [], [TILE_SYMBOLS[el.tag]]))
                continue
            kind = XML_KIND.get(el.tag)
            if kind is None:
                continue
            ports = [HALF.get(p, p) for p in (el.text or "").split() if p not in INNER_FIELD]
            pennant = el.get("pennant")  # older data: "yes" or a number
            pennants = int(el.get("pennants", 1 if pennant == "yes" else int(pennant or 0)))
            symbols = [ours for attr, ours in SYMBOL_ATTRS.items() if el.get(attr) in ("yes", "true")]
            if our_file != "tunnel.yaml":  # a road under a city on other sets' tiles is one unbroken road
                symbols = [x for x in symbols if x != "tunnel"]  # without The Tunnel (CAR-62, CAR-140)
            if el.get("resource"):  # a trade good (wine, grain, cloth): the symbol of the same name
                symbols.append(el.get("resource"))
            # A city piece on one side that is no semicircular cap (castles, CAR-299): the
            # newer data marks it castle-base="false", the older one marks caps "true".
            if kind == "city" and len(ports) == 1 and (
                    el.get("castle-base") == "false" or (not newer and has_castle_base and el.get("castle-base") != "true")):
                symbols.append("not-cap")
            feats.append((kind, ports, pennants, (el.get("city") or "").split(), symbols))
            for letter in (el.get("wagon-move") or "").split():  # newer data
                letters.setdefault(letter, []).append(label(kind, ports))
        if our_file in IMPLIED_SYMBOLS:
            feats.append(("tile-symbol", [], 0, [], [IMPLIED_SYMBOLS[our_file]]))
        groups = list(letters.values())
        for n in t.iter("neighbouring"):  # older data: sides, or CLOISTER
            groups.append([next((label(f[0], f[1]) for f in feats if name in f[1]
                                 or (not f[1] and f[0] == name.lower())), "?" + name)
                           for name in n.text.split()])
        count = counts.get(t.get("id"), 0) if root.tag == "defs" else int(t.get("count", 1))
        tiles[(our_file, t.get("id"))] = (count, normalise(feats), pairs_of(groups))  # older ids repeat across files


def main():
    ref_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "../shared/reference/tiles-jcz-client"
    problems, accepted = [], []
    ours = load_ours(problems)
    ref, newer = load_reference(ref_dir)
    version = "newer" if newer else "older"
    for our_id, (fname, count, feats, conns) in ours.items():
        if fname in ABSENT:
            accepted.append(f"{our_id}: not checked, this reference data has no {FILES[fname][0]} (the older data has)")
            continue
        if our_id in VARIANTS:
            accepted.append(f"{our_id}: accepted, a variant of {VARIANTS[our_id][0]} ({VARIANTS[our_id][1]}), checked as that tile")
            continue
        if our_id not in MAPPING:
            problems.append(f"{our_id}: no reference id in MAPPING")
            continue
        ref_id = MAPPING[our_id][0 if newer else 1]
        if ref_id is None:
            accepted.append(f"{our_id}: not checked, this reference data has no such tile (the other data has)")
            continue
        key = (fname, ref_id)
        if key not in ref:
            problems.append(f"{our_id}: reference tile {ref_id} not found")
            continue
        ref_count, ref_feats, ref_conns = ref[key]
        if fname in NO_SHAPES:
            feats = Counter({(k, p, n, b, tuple(x for x in sy if x != "not-cap")): c for (k, p, n, b, sy), c in feats.items()})
        if our_id in WALLED:
            accepted.append(f"{our_id} ({ref_id}): accepted, {WALLED_CITY}")
        if our_id in MERGED_CITIES:
            ref_feats = merged_cities(ref_feats)
            accepted.append(f"{our_id} ({ref_id}): accepted, {MERGED_CITIES[our_id]}")
        if our_id in ACCEPTED_SYMBOLS:
            theirs, mine, reason = ACCEPTED_SYMBOLS[our_id]
            read = Counter({(k, p, n, c, tuple(sorted(mine if x == theirs else x for x in syms))): m
                            for (k, p, n, c, syms), m in ref_feats.items()})
            if read == ref_feats:
                problems.append(f"{our_id} ({ref_id}): the accepted symbol difference no longer shows")
            else:
                accepted.append(f"{our_id} ({ref_id}): accepted, {reason}: the reference's {theirs} read as {mine}")
            ref_feats = read
        if count != ref_count:
            problems.append(f"{our_id} ({ref_id}): count {count}, reference {ref_count}")
        for f in sorted((feats - ref_feats).elements()):
            problems.append(f"{our_id} ({ref_id}): only in ours: {f}")
        for f in sorted((ref_feats - feats).elements()):
            problems.append(f"{our_id} ({ref_id}): only in reference: {f}")
        diff = {("only in ours", p) for p in conns - ref_conns} | {("only in reference", p) for p in ref_conns - conns}
        expected, reason = ACCEPTED.get((our_id, version), (set(), ""))
        lines = [f"{our_id} ({ref_id}): connection {side}: {pair}" for side, pair in sorted(diff)]
        if diff and diff == expected:
            by_side = {}
            for side, pair in sorted(diff):
                by_side.setdefault(side, []).append(pair)
            accepted.append(f"{our_id} ({ref_id}): accepted, {reason}: " + "; ".join(
                f"connections {side}: {', '.join(pairs)}" for side, pairs in by_side.items()))
        else:
            problems += lines
            if expected:
                problems.append(f"{our_id} ({ref_id}): the accepted connection differences no longer match")
    for (our_id, v) in sorted(ACCEPTED):
        if v == version and our_id not in ours:
            problems.append(f"{our_id}: in ACCEPTED but not in the catalog")
    for our_id in sorted(set(MAPPING) - set(ours)):
        problems.append(f"{our_id}: in MAPPING but not in the catalog")
    mapped = {(ours[our_id][0], ids[0 if newer else 1]) for our_id, ids in MAPPING.items() if our_id in ours}
    for our_file, ref_id in sorted(r for r, (n, _, _) in ref.items() if n and r not in mapped):
        if our_file in SUBSET and not SUBSET[our_file](ref_id):
            continue
        problems.append(f"{ref_id} (for {our_file}): reference tile in the set but not in the catalog")
    for line in accepted + problems:
        print(line)
    if problems:
        return 1
    pairs = sum(len(c) for *_, c in ours.values())
    print(f"tiles cross-checked: {len(ours)} types, {pairs} connected pairs, 0 disagreements"
          + (f" ({len(accepted)} tile{'s' * (len(accepted) > 1)} with accepted differences)"
             if accepted else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
