"""The tiles a scenario file lays, read from its text independently of carc.

Used by check_svgs.py to know which tiles a scenario's board picture must show. The reading
follows grammar/Scenario.g4 closely enough for placements: tokens, then for each scenario the
setup's tile statements (`TILE at (X,Y) [ROT]`, and the start tile that `stack real seed N` lays
at (0,0): a river set's spring, else D) and each turn's placements that are not marked
`illegal` (`turn P again:` included; `decline` lays nothing; `abbey (X,Y)` lays Abbey & Mayor's
am/abbey; `castle N (X,Y) SIDE` lays both halves of a German castle; `halfling TILE (X,Y) SIDE` a half tile). Python 3 standard library only.
"""
import re

# Words that start a statement: a module verb's arguments end before them.
STATEMENTS = {"turn", "expect", "final", "draw", "nature", "setup", "cites", "rules", "option", "edition", "players"}
FEATURE_WORDS = {"road", "city", "field", "cloister"}
TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|\(\s*-?\d+\s*,\s*-?\d+\s*\)|[A-Za-z_][A-Za-z0-9_/-]*|-?\d+|[{}:,=;]|\S')
ROT = {"r0": 0, "r90": 90, "r180": 180, "r270": 270}
PORTS = {"NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"}


# The City of Carcassonne as engine/tiles/count.yaml lays it (`start_at`), written out here so
# this reader stays independent of the engine.
COUNT_CITY = [("co/nw", -2, 1), ("co/n1", -1, 1), ("co/n2", 0, 1), ("co/ne", 1, 1),
              ("co/w", -2, 0), ("co/c1", -1, 0), ("co/c2", 0, 0), ("co/e", 1, 0),
              ("co/sw", -2, -1), ("co/s1", -1, -1), ("co/s2", 0, -1), ("co/se", 1, -1)]

# The Wheel of Fortune's sixteen start tiles as engine/tiles/wheel-of-fortune.yaml lays them
# (`start_at`).
WHEEL = [("wf/wheel-nw", -2, 1), ("wf/wheel-north-road", -1, 1), ("wf/wheel-north-city", 0, 1), ("wf/wheel-ne", 1, 1),
         ("wf/wheel-east-road", 1, 0), ("wf/wheel-east-city", 1, -1), ("wf/wheel-se", 1, -2), ("wf/wheel-south-road", 0, -2),
         ("wf/wheel-south-city", -1, -2), ("wf/wheel-sw", -2, -2), ("wf/wheel-west-road", -2, -1), ("wf/wheel-west-city", -2, 0),
         ("wf/wheel-c-nw", -1, 0), ("wf/wheel-c-ne", 0, 0), ("wf/wheel-c-se", 0, -1), ("wf/wheel-c-sw", -1, -1)]

# Castles in Germany, as the verb `castle N (X,Y) SIDE` numbers them: the castle half cg/NAME-w on
# (X,Y), the other half cg/NAME-e on SIDE of it, both turned so (E: r0, S: r90, W: r180, N: r270).
CASTLES = ["koenigstein", "konradsheim", "rieneck", "eltz", "wartburg", "bentheim"]
CASTLE_SIDE = {"E": (1, 0, 0), "S": (0, -1, 90), "W": (-1, 0, 180), "N": (0, 1, 270)}

# Halflings: `halfling TILE (X,Y) SIDE` lays a half tile on (X,Y) turned by SIDE (N: r0, E: r90,
# S: r180, W: r270); laid into a square that holds a half already, the square shows one tile,
# `FIRST+SECOND`, turned as the first half.
HALF_SIDE = {"N": 0, "E": 90, "S": 180, "W": 270}


def resolve_halves(tiles):
    out = []
    for t in tiles:
        if not t[0].startswith("+"):
            out.append(t)
            continue
        first = next((i for i, o in enumerate(out) if o[1:3] == t[1:3]), None)
        if first is None:
            out.append((t[0][1:],) + t[1:])
        else:
            out[first] = (out[first][0] + t[0],) + out[first][1:]
    return out


def tokens(text):
    return [t for t in TOKEN.findall(text) if not t.startswith("#") and t != ";"]


def coord(tok):
    x, y = tok.strip("()").split(",")
    return int(x), int(y)


def block_end(toks, i):
    """toks[i] is '{': the index of its matching '}'."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j] == "{":
            depth += 1
        elif toks[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(toks) - 1


def placement(toks, j):
    """A `TILE at (X,Y) [ROT]` at j: ((tile, x, y, rot), next index)."""
    x, y = coord(toks[j + 2])
    k = j + 3
    rot = 0
    if k < len(toks) and toks[k] in ROT:
        rot = ROT[toks[k]]
        k += 1
    return (toks[j], x, y, rot), k


def real_start(rules, options):
    """The start tile the real supply lays at (0,0): with a river set its one spring (River I's
    before River II's; GQ11's replaces it unless `gq11-spring = left-out`), else D, or the
    Wind Roses' orange rose in its place."""
    if "river1" not in rules and "river2" not in rules:
        return "wr/start" if "wind-roses" in rules else "D"
    if "gq11" in rules and options.get("gq11-spring", "start") == "start":
        return "gq/spring"
    return "r1/spring" if "river1" in rules else "r2/spring"


def scenarios(text):
    """For each scenario of the file: (title, players, setup tiles, tiles after every turn)."""
    toks = tokens(text)
    out = []
    i = 0
    while i < len(toks):
        if toks[i] != "scenario":
            i += 1
            continue
        title = toks[i + 1][1:-1].replace('\\"', '"').replace("\\\\", "\\")
        end = block_end(toks, i + 2)
        body = toks[i + 3:end]
        players, setup, played, rules, options = [], [], [], [], {}
        j = 0
        while j < len(body):
            t = body[j]
            if t == "option" and j + 3 < len(body) and body[j + 2] == "=":
                options[body[j + 1]] = body[j + 3]
            if t == "rules":
                k = j + 1
                while k < len(body):
                    rules.append(body[k])
                    if k + 1 < len(body) and body[k + 1] == ",":
                        k += 2
                    else:
                        break
            if t == "players":
                j += 1
                while j < len(body):
                    players.append(body[j])
                    if j + 1 < len(body) and body[j + 1] == ",":
                        j += 2
                    else:
                        break
            elif t == "setup" and j + 1 < len(body) and body[j + 1] == "{":
                stop = block_end(body, j + 1)
                for k in range(j + 2, stop):
                    if body[k:k + 3] == ["stack", "real", "seed"] or body[k] == "start":
                        # The start of the rules: the City of Carcassonne's twelve tiles with the
                        # Count, else one tile at (0,0) (a spring with a river).
                        if "count" in rules:
                            setup.extend((tile_id, x, y, 0) for tile_id, x, y in COUNT_CITY)
                        elif "wheel-of-fortune" in rules:
                            setup.extend((tile_id, x, y, 0) for tile_id, x, y in WHEEL)
                        else:
                            setup.append((real_start(rules, options), 0, 0, 0))
                        # The School's two tiles beside it (engine/expansions/school: west of the
                        # City's west road with the Count, else east or west of D by school-side).
                        if "school" in rules:
                            if "count" in rules:
                                setup.extend([("sc/west", -4, 1, 0), ("sc/east", -3, 1, 0)])
                            elif options.get("school-side", "east") == "west":
                                setup.extend([("sc/east", -1, 0, 0), ("sc/west", -2, 0, 0)])
                            else:
                                setup.extend([("sc/west", 1, 0, 0), ("sc/east", 2, 0, 0)])
                    if body[k] != "at" or not body[k + 1].startswith("("):
                        continue
                    before = body[max(j + 2, k - 4):k]  # `inner 1` takes a token more
                    if "on" in before:  # a figure: PLAYER FIGURE on KIND [PORT] at (X,Y)
                        continue
                    # A feature named in a tile's `with VERB ARGS` (a ferry's road ends): KIND [PORT] at (X,Y).
                    if body[k - 1] in FEATURE_WORDS or (k >= 2 and body[k - 2] in FEATURE_WORDS):
                        continue
                    tile, _ = placement(body, k - 1)
                    setup.append(tile)
                j = stop
            elif t == "turn" and j + 2 < len(body) and (body[j + 2] == ":" or body[j + 2:j + 4] == ["again", ":"]):
                k = j + 3 if body[j + 2] == ":" else j + 4
                while k < len(body):
                    if body[k] == "decline":  # `turn P again: decline` lays nothing
                        k += 1
                        break
                    if k + 1 < len(body) and body[k + 1] == "at":
                        tile, k = placement(body, k)
                        if k < len(body) and body[k] == "with":  # `with VERB ARGS`: a bridge laid with it
                            k += 1
                            while k < len(body) and body[k] not in (",", "}", "illegal") and body[k] not in STATEMENTS:
                                k += 1
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                        else:
                            played.append(tile)
                    elif (body[k] == "lay" and k + 3 < len(body) and body[k + 2].startswith("(")
                          and body[k + 3].isdigit()):  # The Messages: message 7's tile, `lay TILE (X,Y) DEG`
                        x, y = coord(body[k + 2])
                        tile = (body[k + 1], x, y, int(body[k + 3]))
                        k += 4
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                        else:
                            played.append(tile)
                    elif body[k] == "abbey" and k + 1 < len(body) and body[k + 1].startswith("("):  # Abbey & Mayor's own tile
                        x, y = coord(body[k + 1])
                        k += 2
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                        else:
                            played.append(("am/abbey", x, y, 0))
                    elif (body[k] == "german-castle" and k + 3 < len(body) and body[k + 1].isdigit()
                          and body[k + 2].startswith("(") and body[k + 3] in CASTLE_SIDE):  # a German castle's two halves
                        n, (x, y), (dx, dy, rot) = int(body[k + 1]), coord(body[k + 2]), CASTLE_SIDE[body[k + 3]]
                        k += 4
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                        elif 1 <= n <= len(CASTLES):
                            played.append((f"cg/{CASTLES[n - 1]}-w", x, y, rot))
                            played.append((f"cg/{CASTLES[n - 1]}-e", x + dx, y + dy, rot))
                    elif (body[k] == "halfling" and k + 3 < len(body) and body[k + 2].startswith("(")
                          and body[k + 3] in HALF_SIDE):  # a half tile of the Halflings
                        tile, (x, y), rot = body[k + 1], coord(body[k + 2]), HALF_SIDE[body[k + 3]]
                        k += 4
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                        else:
                            played.append(("+" + tile, x, y, rot))
                    elif body[k] == "pass":
                        k += 1
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                    elif k + 1 < len(body) and body[k + 1] == "on":  # FIGURE on KIND [PORT] [at (X,Y)] [illegal CODE]
                        k += 3
                        if k < len(body) and body[k] in PORTS | {"inner"}:
                            k += 1 + (body[k] == "inner" and k + 1 < len(body) and body[k + 1].isdigit())
                        if k < len(body) and body[k] == "at":
                            k += 2
                        if k < len(body) and body[k] == "illegal":
                            k += 2
                    else:  # a module's verb and its arguments: up to the next comma or statement
                        k += 1
                        while k < len(body) and body[k] not in (",", "}") and body[k] not in STATEMENTS:
                            k += 1
                    if k < len(body) and body[k] == ",":
                        k += 1
                    else:
                        break
                j = k - 1
            j += 1
        out.append((title, players, resolve_halves(setup), resolve_halves(setup + played)))
        i = end + 1
    return out
