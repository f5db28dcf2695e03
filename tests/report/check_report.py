#!/usr/bin/env python3
"""Renders `carc report --html` in headless Chromium and checks what a reader would see.

usage: check_report.py CARC SCENARIO_DIR

  - carc report writes the page for the library and exits 0;
  - Chromium (Debian package `chromium`, installed by scripts/install-deps.sh) loads it: the
    DOM it builds has one element with data-scenario per scenario of `carc run --format json`,
    with the same statuses, one board picture per scenario that ran, and the coverage table;
  - its screenshot is not blank: many colours, not all one background, and the green of the
    boards' fields shows (the SVG pictures were drawn).
A missing Chromium is a failure, not a skip. The last line is `N passed, N failed`.
Python 3 standard library only (the PNG is decoded with zlib).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from png_decode import png_pixels  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
carc, library = sys.argv[1], sys.argv[2]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    if ok:
        passed += 1
    else:
        failed += 1


def chromium(args, tmp):
    profile = tempfile.mkdtemp(dir=tmp)
    return subprocess.run([CHROMIUM] + FLAGS + [f"--user-data-dir={profile}"] + args, capture_output=True, text=True,
                          timeout=180)


run = json.loads(subprocess.run([carc, "run", "--format", "json", library], capture_output=True, text=True,
                                timeout=600).stdout)
want = [sc["status"] for f in run["files"] for sc in f["scenarios"]]
with tempfile.TemporaryDirectory() as tmp:
    page = os.path.join(tmp, "report.html")
    r = subprocess.run([carc, "report", "--html", page, library], capture_output=True, text=True, timeout=600)
    check("carc report exits 0", r.returncode == 0, r.stderr)
    if not os.path.exists(CHROMIUM):
        CHROMIUM = shutil.which("chromium") or CHROMIUM
    if not os.path.exists(CHROMIUM):
        check("chromium is installed", False, "no /usr/bin/chromium: run scripts/install-deps.sh (Debian package chromium)")
        print(f"{passed} passed, {failed} failed")
        sys.exit(1)
    url = "file://" + page
    dom = chromium(["--dump-dom", url], tmp)
    check("chromium loads the page", dom.returncode == 0 and "<html" in dom.stdout, dom.stderr[-500:])
    statuses = re.findall(r'<article class="scenario" data-scenario="[^"]+" data-status="([a-z-]+)"', dom.stdout)
    check("one entry per scenario", len(statuses) == len(want), f"{len(statuses)} entries, {len(want)} scenarios")
    check("statuses as carc run reports them", statuses == want, f"{statuses[:5]} ... vs {want[:5]} ...")
    boards = len(re.findall(r'<svg [^>]*class="board"', dom.stdout))
    ran = sum(1 for s in want if s in ("passed", "failed"))
    check("a board picture per scenario that ran", boards == ran, f"{boards} pictures, {ran} scenarios ran")
    check("the ruling coverage table", re.search(r'<table class="coverage">.*<tr class="total">', dom.stdout, re.S) is not None)
    shot = os.path.join(tmp, "report.png")
    s = chromium([f"--screenshot={shot}", "--window-size=1200,1600", "--hide-scrollbars", url], tmp)
    check("chromium takes a screenshot", os.path.exists(shot), s.stderr[-500:])
    if os.path.exists(shot):
        width, height, rows = png_pixels(shot)
        counts = {}
        for row in rows[::4]:
            for px in row[::4]:
                counts[px] = counts.get(px, 0) + 1
        total = sum(counts.values())
        background = max(counts.values())
        check("screenshot size", (width, height) == (1200, 1600), f"{width}x{height}")
        check("screenshot has many colours", len(counts) >= 50, f"{len(counts)} colours")
        check("screenshot is not blank", background / total < 0.97,
              f"{100 * background / total:.0f}% of the pixels are one colour")
        # The boards' fields are drawn in #9cc56b: the pictures, not just text, were rendered.
        field = sum(n for (r_, g_, b_), n in counts.items() if abs(r_ - 0x9c) + abs(g_ - 0xc5) + abs(b_ - 0x6b) < 24)
        check("screenshot shows board pictures", field / total > 0.01, f"{100 * field / total:.1f}% field green")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
