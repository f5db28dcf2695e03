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
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from png_decode import png_pixels  # noqa: E402
from library_sample import library_files  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
carc, library = sys.argv[1], sys.argv[2]
# The sanitizer build writes the page for a fixed sample of the library (CARC_CHECK_EVERY, see
# tests/library_sample.py): Chromium's time, not carc's, is most of this test, and it is the
# same in both builds. The coverage table is asked for, as for the whole library.
sample = library_files(library)
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


run = json.loads(subprocess.run([carc, "run", "--format", "json", *sample], capture_output=True, text=True,
                                timeout=600).stdout)
want = [sc["status"] for f in run["files"] for sc in f["scenarios"]]
with tempfile.TemporaryDirectory() as tmp:
    page = os.path.join(tmp, "report.html")
    r = subprocess.run([carc, "report", "--html", page, "--coverage", "on", *sample], capture_output=True, text=True,
                       timeout=600)
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
    ran = sum(1 for s in want if s in ("passed", "failed"))
    steppers = re.findall(r'<div class="stepper" data-steps="(\d+)" data-deciding="(\d+)"[^>]*>(.*?)</div></div>', dom.stdout, re.S)
    check("pictures to step through per scenario that ran", len(steppers) == ran, f"{len(steppers)} steppers, {ran} scenarios ran")
    # Each stepper: a board per step and the setup; once the script ran, two shown (before and
    # after one step: the deciding step, or the first step when the setup decides), one without steps.
    bad = []
    for steps, deciding, body in steppers:
        frames = re.findall(r'<figure class="frame ?([a-z]*)" data-frame="(\d+)"[^>]*?( hidden="")?>', body)
        boards = len(re.findall(r'<svg [^>]*class="board"', body))
        shown = [(role, int(i)) for role, i, hidden in frames if not hidden]
        k = max(int(deciding), 1) if int(steps) > 0 else 0
        want_shown = [("before", k - 1), ("after", k)] if int(steps) > 0 else [("after", 0)]
        if len(frames) != int(steps) + 1 or boards != len(frames) or shown != want_shown:
            bad.append((steps, deciding, len(frames), boards, shown))
    check("each stepper: a board per step, the deciding pair shown", not bad, bad[:3])
    check("the ruling coverage table", re.search(r'<table class="coverage">.*<tr class="total">', dom.stdout, re.S) is not None)
    # Stepping: a copy of the page with a script at its end that works each stepper's slider and
    # buttons as a reader would and writes down what shows.
    with open(page, encoding="utf-8") as fh:
        html_text = fh.read()
    probe = """<pre id="steptest"></pre><script>
var out = [], leaks = 0;
function shown(st) {
  var parts = [];
  st.querySelectorAll('.frame').forEach(function (f) {
    if (f.hidden) return;
    parts.push(f.dataset.frame + ':' + (f.classList.contains('before') ? 'before' : 'after') + ':' +
               f.querySelector('figcaption').textContent);
    if (f.classList.contains('before'))
      f.querySelectorAll('.mark').forEach(function (m) { if (getComputedStyle(m).display !== 'none') leaks++; });
  });
  return parts.join('|');
}
document.querySelectorAll('.stepper').forEach(function (st) {
  if (Number(st.dataset.steps) < 2) return;
  var slider = st.querySelector('.step-slider');
  slider.value = 2; slider.dispatchEvent(new Event('input'));
  var row = [shown(st)];
  st.querySelector('.prev').click(); row.push(shown(st));
  st.querySelector('.prev').click(); row.push(shown(st));
  st.querySelector('.next').click(); row.push(shown(st) + '#' + slider.value + '#' + st.querySelector('.step-count').textContent);
  out.push(row.join(' / '));
});
document.getElementById('steptest').textContent = JSON.stringify({rows: out, leaks: leaks});
</script></body>"""
    stepped = os.path.join(tmp, "stepped.html")
    with open(stepped, "w", encoding="utf-8") as fh:
        fh.write(html_text.replace("</body>", probe, 1) if html_text.count("</body>") == 1 else html_text)
    dom2 = chromium(["--dump-dom", "file://" + stepped], tmp)
    m = re.search(r'<pre id="steptest">(.*?)</pre>', dom2.stdout, re.S)
    result = json.loads(html.unescape(m.group(1))) if m and m.group(1) else {"rows": [], "leaks": -1}
    rows = result["rows"]
    multi = sum(1 for steps, _, _ in steppers if int(steps) >= 2)
    check("the page's script steps every scenario of two steps or more", len(rows) == multi and multi > 0, f"{len(rows)} of {multi}")
    wrong = []
    for row in rows:
        at2, at1, clamped, back = row.split(" / ")
        ok = (re.fullmatch(r"1:before:before step 2: .*\|2:after:after step 2: .*", at2)
              and re.fullmatch(r"0:before:before step 1: .*\|1:after:after step 1: .*", at1)
              and clamped == at1 and back.startswith(at2 + "#2#step 2 of "))
        if not ok:
            wrong.append(row)
    check("slider, prev and next show the pair before and after each step", not wrong, wrong[:2])
    check("a board in the before role shows no marks", result["leaks"] == 0, result["leaks"])
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
