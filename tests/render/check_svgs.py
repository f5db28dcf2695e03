#!/usr/bin/env python3
"""Draws every scenario of the library as SVG and checks each picture.

usage: check_svgs.py CARC SCENARIO_DIR

For every scenario (`carc show FILE:N --svg OUT`, at the end with --end and after the setup with
--step 0):
  - the SVG parses as XML and its root is an <svg> element;
  - it holds one <g class="tile"> per tile the scenario lays, with the same tile id, square and
    rotation (read from the scenario text by scenario_tiles.py, not from carc);
  - every figure group names one of the scenario's players and a figure kind.
And its deciding step (`carc show FILE:N --svg OUT`, no step named): one or two boards (the setup
alone, or before and after a step), the tiles of each a subset of the scenario's, the after
board's tiles including the before board's.
Skipped scenarios (an expansion not built yet) are left out. The last line is `N passed, N failed`.
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenario_tiles  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
carc, library = sys.argv[1], sys.argv[2]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def drawn(path):
    root = ET.parse(path).getroot()
    return (root,) + drawn_in(root)


def drawn_in(root):
    tiles, figures = [], []
    for g in root.iter(SVG + "g"):
        cls = g.get("class")
        if cls == "tile":
            x, y = g.get("data-at").split(",")
            tiles.append((g.get("data-tile"), int(x), int(y), int(g.get("data-rot"))))
        elif cls == "figure":
            figures.append((g.get("data-player"), g.get("data-kind")))
    return sorted(tiles), figures


run = subprocess.run([carc, "run", "--format", "json", library], capture_output=True, text=True, timeout=600)
report = json.loads(run.stdout)
# CARC_CHECK_EVERY=K draws every K-th scenario only (the sanitizer build, where each run of carc
# is many times slower); the choice is fixed, so a failure is found again.
every = max(1, int(os.environ.get("CARC_CHECK_EVERY", "1")))
seen = 0
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "board.svg")
    for f in report["files"]:
        with open(f["path"], encoding="utf-8") as fh:
            expected = scenario_tiles.scenarios(fh.read())
        check(f"{f['path']}: scenarios read", len(expected) == len(f["scenarios"]),
              f"carc ran {len(f['scenarios'])}, the text has {len(expected)}")
        for sc, exp in zip(f["scenarios"], expected):
            if sc["status"] == "skipped":
                continue
            seen += 1
            if (seen - 1) % every:
                continue
            title, players, setup_tiles, all_tiles = exp
            name = f"{sc['id']} {sc['title']}"
            check(name + " (title)", title == sc["title"], f"read {title!r}")
            for step, want in ((["--end"], all_tiles), (["--step", "0"], setup_tiles)):
                label = f"{name} {step[0]}"
                r = subprocess.run([carc, "show", sc["id"], "--svg", out] + step, capture_output=True, text=True,
                                   timeout=60)
                if r.returncode != 0:
                    check(label, False, f"exit {r.returncode}: {r.stderr.strip()}")
                    continue
                try:
                    root, tiles, figures = drawn(out)
                except ET.ParseError as e:
                    check(label, False, f"not XML: {e}")
                    continue
                check(label + " (svg root)", root.tag == SVG + "svg", root.tag)
                check(label + " (tiles)", tiles == sorted(want),
                      f"{len(tiles)} drawn, {len(want)} laid; drawn only: {sorted(set(tiles) - set(want))[:5]}, "
                      f"missing: {sorted(set(want) - set(tiles))[:5]}")
                check(label + " (figures)", all(p in players and k for p, k in figures), f"{figures}")
            r = subprocess.run([carc, "show", sc["id"], "--svg", out], capture_output=True, text=True, timeout=60)
            label = name + " (deciding step)"
            if r.returncode != 0:
                check(label, False, f"exit {r.returncode}: {r.stderr.strip()}")
                continue
            try:
                root = ET.parse(out).getroot()
            except ET.ParseError as e:
                check(label, False, f"not XML: {e}")
                continue
            panels = [g for g in root.iter(SVG + "g") if g.get("class") == "panel"]
            boards = [drawn_in(p) for p in panels]
            check(label + " (boards)", root.get("class") == "step-picture" and len(boards) in (1, 2), f"{len(boards)} boards")
            # A square keeps its tile once laid, though the tile may grow: a half tile becomes the
            # square of two halves when the second one comes (compared square by square).
            known = set(all_tiles) | set(setup_tiles)
            # ... and before the second half came, the square showed its first half alone.
            known |= {(k[0].split("+")[0],) + tuple(k[1:]) for k in known if "+" in k[0]}
            squares = lambda ts: {(t[1], t[2]) for t in ts}  # noqa: E731
            check(label + " (tiles)", all(set(t) <= known and squares(setup_tiles) <= squares(t) for t, _ in boards)
                  and (len(boards) < 2 or squares(boards[0][0]) <= squares(boards[1][0])), [t for t, _ in boards])
            check(label + " (figures)", all(p in players and k for _, f in boards for p, k in f), boards)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
