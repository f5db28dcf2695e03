#!/usr/bin/env python3
"""Checks the pictures of the deciding step that `carc show` draws, and the marks on them.

usage: check_step_pictures.py CARC

The scenarios are written here (not read from the library, whose files change), each after the
library's own: a city closed with a knight on it, a farm of three cities, a cloister with a monk.

  - the deciding step: a passing scenario's last step that scored, a failing scenario's step of
    its first failure (the picture's heading says which and why), the setup without steps;
  - the SVG before and after it: two panels, the before board with the knight on the city, the
    after board with that knight faded where it stood and the city highlighted with its points;
  - a farm scored at the end: the field highlighted with the count of the finished cities it
    borders, those cities highlighted too;
  - the text picture: both boards, the players' distinct lower-case marks (blue b, black l) with
    their scores, fields drawn, the step's scores in words;
  - the SVG of a cloister is not a house and its monk stands beside it; pennants are drawn in no
    player's colour;
  - --png (through headless Chromium) at --scale 2 is a PNG of twice the picture's size showing the
    fields' green and the highlight's gold; --svg x.png, --png x.svg and --scale without a picture
    file are refused; a Chromium that cannot be found or a missing folder is a clear error.
The last line is `N passed, N failed`. Python 3 standard library only.
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "report"))
from png_decode import png_pixels  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
carc = sys.argv[1]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + str(detail)[:1500]))
    if ok:
        passed += 1
    else:
        failed += 1


def show(*args, env=None):
    return subprocess.run([carc, "show", *args], capture_output=True, text=True, timeout=300, env=env)


def classes(el):
    return (el.get("class") or "").split()


def groups(root, cls):
    return [g for g in root.iter(SVG + "g") if cls in classes(g)]


def translate(g):
    m = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", g.get("transform", ""))
    return (float(m.group(1)), float(m.group(2))) if m else None


SCENARIOS = {
    "city.carc": """# D at the origin, the pennant band F above it with blue's knight, closed by red's cap E.
scenario "A finished city scores for its knight" {
  players red, blue
  setup {
    D at (0,0)
    F at (0,1) r90
    blue follower on city at (0,1)
  }
  turn red: E at (0,2) r180
  expect {
    event blue scores 8 city at (0,1) N
    score red 0, blue 8
  }
}
""",
    "farm.carc": """scenario "One farm bordering three finished cities scores 9" {
  players red, blue
  setup {
    I at (0,0)
    E at (0,1) r180
    E at (-1,0) r90
    E at (1,0)
    E at (1,1) r180
    blue follower on field SSE at (0,0)
  }
  final
  expect { event blue scores 9 field at (0,0) SSE }
}
""",
    "cloister.carc": """scenario "A monk on a cloister" {
  players red, blue
  setup {
    B at (0,0)
    red follower on cloister at (0,0)
  }
}
""",
}

with tempfile.TemporaryDirectory() as tmp:
    for name, text in SCENARIOS.items():
        with open(os.path.join(tmp, name), "w", encoding="utf-8") as fh:
            fh.write(text)
    city, farm, cloister = (os.path.join(tmp, n) for n in ("city.carc", "farm.carc", "cloister.carc"))
    out = os.path.join(tmp, "step.svg")
    # A city completed in step 1: blue's knight scores 8 and goes home.
    r = show(f"{city}:1", "--svg", out)
    check("show --svg (deciding step) exits 0", r.returncode == 0, r.stderr)
    root = ET.parse(out).getroot()
    check("the picture is a step picture of step 1", "step-picture" in classes(root) and root.get("data-step") == "1",
          root.attrib)
    title = root.find(SVG + "title").text
    check("its heading says why the step decides", title.startswith("deciding step 1 of 1: turn red (line 9); the last step that scored"),
          title)
    panels = groups(root, "panel")
    check("two boards: before and after", len(panels) == 2, len(panels))
    if len(panels) == 2:
        before, after = panels
        live = lambda p: [g for g in p.iter(SVG + "g") if classes(g) == ["figure"]]
        check("before: blue's knight stands on the city", [(g.get("data-player"), g.get("data-feature")) for g in live(before)]
              == [("blue", "city N")], [g.attrib for g in live(before)])
        check("after: no figure stands", live(after) == [], [g.attrib for g in live(after)])
        home = groups(after, "came-home")
        check("after: the knight is drawn faded where it stood",
              len(home) == 1 and home[0].get("data-player") == "blue" and home[0].get("opacity") == "0.4"
              and home[0].get("data-at") == "0,1", [g.attrib for g in home])
        scored = groups(after, "scored")
        check("after: the city is highlighted with its points",
              len(scored) == 1 and scored[0].get("data-kind") == "city" and scored[0].get("data-points") == "8", [g.attrib for g in scored])
        badge = groups(after, "badge")
        check("after: a badge says +8 blue", len(badge) == 1 and "+8 blue" in "".join(badge[0].itertext()), badge)
        check("before: nothing marked", not groups(before, "mark"), [g.attrib for g in groups(before, "mark")])
        lines = [t.text for t in root.iter(SVG + "text") if "step-line" in classes(t)]
        check("the step in words", any("blue scores 8 for the city" in l for l in lines)
              and any("blue follower came home from city N at (0,1) (scored)" in l for l in lines), lines)

    # The farm: final scoring pays blue 9 for three finished cities.
    r = show(f"{farm}:1", "--svg", out)
    root = ET.parse(out).getroot()
    check("farm: the deciding step is final", r.returncode == 0 and "final" in root.find(SVG + "title").text, r.stderr)
    scored = [g for g in root.iter(SVG + "g") if "scored" in classes(g)]
    check("farm: the field is highlighted with its 3 cities",
          len(scored) == 1 and scored[0].get("data-kind") == "field" and scored[0].get("data-cities") == "3"
          and scored[0].get("data-points") == "9", [g.attrib for g in scored])
    if scored:
        # Its first paths paint the cities (orange), then the field (gold): four city tiles and the field.
        fills = [p.get("fill") for p in scored[0].iter(SVG + "path")]
        check("farm: cities and field painted", fills.count("#ff7a00") >= 3 and "#ffd400" in fills, fills)
    badge = [g for g in root.iter(SVG + "g") if "badge" in classes(g)]
    check("farm: the badge counts the cities", badge and "+9 blue (3 cities)" in "".join(badge[0].itertext()), badge)

    # A failing scenario: its deciding step is the step its first failed expectation checks.
    bad = os.path.join(tmp, "bad.carc")
    with open(bad, "w", encoding="utf-8") as fh:
        fh.write('scenario "wrong sum" {\n  players red, blue\n  setup {\n    D at (0,0)\n    F at (0,1) r90\n'
                 '    blue follower on city at (0,1)\n  }\n  turn red: E at (0,2) r180\n  expect score blue 7\n'
                 '  turn blue: D at (1,0) r0\n}\n')
    r = show(f"{bad}:1", "--svg", out)
    root = ET.parse(out).getroot()
    title = root.find(SVG + "title").text
    check("failing: the deciding step is the one the failed expectation checks",
          root.get("data-step") == "1" and "first failure (line 9)" in title, title)
    r = show(f"{bad}:1")
    text = r.stdout
    check("failing: the text heading", text.startswith("deciding step 1 of 2: turn red (line 8); the first failure (line 9)"), text[:200])
    check("text: before and after boards", "\nbefore step 1: turn red (line 8):\n" in text and "\nafter step 1: turn red (line 8):\n" in text,
          text[:300])
    check("text: the step in words", "in this step:\n  blue scores 8 for the city" in text, text[-400:])
    check("text: players with marks and scores", "players: r red (0 points), b blue (0 points)" in text
          and "players: r red (0 points), b blue (8 points)" in text, text)
    check("text: fields drawn", re.search(r"\|\.{5,}", text) is not None, text[:600])

    # Blue and black: distinct marks.
    bb = os.path.join(tmp, "bb.carc")
    with open(bb, "w", encoding="utf-8") as fh:
        fh.write('scenario "blue and black" {\n  players blue, black\n  setup {\n    D at (0,0)\n'
                 '    blue follower on road at (0,0)\n    black follower on city at (0,0)\n  }\n}\n')
    r = show(f"{bb}:1")
    check("blue b and black l", r.returncode == 0 and "players: b blue (0 points), l black (0 points)" in r.stdout
          and "  b blue follower on road" in r.stdout and "  l black follower on city" in r.stdout, r.stdout + r.stderr)
    check("a picture of the setup alone has no before", "before" not in r.stdout and r.stdout.startswith("the setup: the script has no steps"),
          r.stdout[:200])

    # The cloister: no house (no roof path), the monk beside the building, not on it.
    r = show(f"{cloister}:1", "--step", "0", "--svg", out)
    root = ET.parse(out).getroot()
    for tile in (g for g in root.iter(SVG + "g") if classes(g) == ["tile"] and g.get("data-tile") == "B" and g.get("data-at") == "0,0"):
        rect = next((e for e in tile.iter(SVG + "rect") if "cloister" in classes(e)), None)
        check("the cloister is drawn as a cloister", rect is not None, [e.attrib for e in tile])
        if rect is None:
            continue
        tx, ty = translate(tile)
        x0, y0 = tx + float(rect.get("x")), ty + float(rect.get("y"))
        x1, y1 = x0 + float(rect.get("width")), y0 + float(rect.get("height"))
        monks = [g for g in root.iter(SVG + "g") if classes(g) == ["figure"] and g.get("data-at") == "0,0"
                 and g.get("data-feature") == "cloister"]
        check("a monk on it", len(monks) == 1, [g.attrib for g in monks])
        for m in monks:
            mx, my = translate(m)
            size = float(re.search(r"scale\(([\d.]+)\)", "".join(p.get("transform", "") for p in m.iter(SVG + "path"))).group(1))
            check("the monk stands beside the cloister", mx - size / 2 >= x1 - 1, (mx, size, x1))
    pennants = [p for p in ET.parse(out).getroot().iter(SVG + "g") if "pennant" in classes(p)]
    r = show(f"{city}:1", "--step", "0", "--svg", out)
    pennants = [g for g in ET.parse(out).getroot().iter(SVG + "g") if "pennant" in classes(g)]
    colours = {"#d62828", "#1d5fc9", "#1f9a3b", "#f2c40f", "#222222", "#8a8a8a", "#f27bb5", "#7b3fb0"}
    fills = {p.get("fill") for g in pennants for p in g.iter(SVG + "path")} | {p.get("stroke") for g in pennants for p in g.iter(SVG + "path")}
    check("the pennant is drawn in no player's colour", pennants and not (fills & colours), fills)

    # Refusals.
    r = show(f"{city}:1", "--svg", os.path.join(tmp, "x.png"))
    check("--svg x.png is refused", r.returncode == 2 and "use --png" in r.stderr and not os.path.exists(os.path.join(tmp, "x.png")),
          r.stderr)
    r = show(f"{city}:1", "--png", os.path.join(tmp, "x.svg"))
    check("--png x.svg is refused", r.returncode == 2 and "use --svg" in r.stderr, r.stderr)
    r = show(f"{city}:1", "--scale", "2")
    check("--scale without --svg or --png is refused", r.returncode == 2 and "--scale sizes an SVG or PNG" in r.stderr, r.stderr)
    r = show(f"{city}:1", "--png", os.path.join(tmp, "no-such-folder", "x.png"))
    check("--png into a missing folder is a clear error", r.returncode == 2 and "there is no folder" in r.stderr, r.stderr)
    env = dict(os.environ, CARC_CHROMIUM=os.path.join(tmp, "no-such-chromium"))
    r = show(f"{city}:1", "--png", os.path.join(tmp, "x.png"), env=env)
    check("--png without Chromium is a clear error", r.returncode == 2 and "no Chromium found" in r.stderr, r.stderr)

    # The PNG through Chromium, twice the size.
    png = os.path.join(tmp, "step.png")
    show(f"{city}:1", "--svg", out)
    root = ET.parse(out).getroot()
    r = show(f"{city}:1", "--png", png, "--scale", "2")
    check("--png exits 0", r.returncode == 0 and os.path.exists(png), r.stderr)
    if os.path.exists(png):
        width, height, rows = png_pixels(png)
        import math
        want = (math.ceil(2 * float(root.get("width"))), math.ceil(2 * float(root.get("height"))))
        check("the PNG is the picture at --scale 2", (width, height) == want, f"{width}x{height}, want {want}")
        counts = {}
        for row in rows[::2]:
            for px in row[::2]:
                counts[px] = counts.get(px, 0) + 1
        near = lambda c: sum(n for (r_, g_, b_), n in counts.items() if abs(r_ - c[0]) + abs(g_ - c[1]) + abs(b_ - c[2]) < 30)
        total = sum(counts.values())
        check("the PNG shows the fields' green", near((0x9c, 0xc5, 0x6b)) / total > 0.05, near((0x9c, 0xc5, 0x6b)) / total)
        # Gold at half opacity over the city's colour.
        check("the PNG shows the scored city's highlight", near((0xec, 0xc3, 0x3e)) / total > 0.005, near((0xec, 0xc3, 0x3e)) / total)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
