#!/usr/bin/env python3
"""`carc rulings` and `carc report` outside the repository, and the ruling look-ups.

usage: check_outside_library.py CARC REPO

  - in a folder outside any checkout, `carc rulings` is bad input (exit 2) naming --scenarios,
    not a hundred false coverage errors; `--scenarios .` counts those files, checks no claim of
    the catalog and exits 0;
  - below the repository (REPO/docs) `carc rulings` finds the library and exits 0;
  - `carc report --html OUT .` names the section after the folder, not `.`, and leaves the
    coverage table out unless `--coverage on`; of the library it is in by default;
  - `carc rulings --grep WORDS` lists the rulings whose id or summary holds the words (exit 1
    when none does); `--section S --format md` holds section S only; a misspelt section is bad
    input with a suggestion.
The last line is `N passed, N failed`.
"""
import os
import shutil
import subprocess
import sys
import tempfile

carc, repo = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def run(cwd, *args):
    return subprocess.run([carc, *args], capture_output=True, text=True, timeout=600, cwd=cwd)


with tempfile.TemporaryDirectory() as tmp:
    mine = os.path.join(tmp, "my-rulings")
    os.mkdir(mine)
    shutil.copy(os.path.join(repo, "scenarios", "base", "city-completion.carc"), mine)
    r = run(mine, "rulings")
    check("rulings outside a checkout is bad input", r.returncode == 2 and "--scenarios" in r.stderr
          and "no passing scenario" not in r.stderr, r.stderr[-300:])
    r = run(mine, "rulings", "--scenarios", ".")
    check("rulings of one's own files", r.returncode == 0 and "error:" not in r.stderr and "not the scenario library" in r.stderr,
          f"exit {r.returncode}: {r.stderr[-300:]}")
    r = run(mine, "report", "--html", "out.html", ".")
    html = open(os.path.join(mine, "out.html"), encoding="utf-8").read() if r.returncode == 0 else ""
    check("report sections are named after their folder", "<h2>my-rulings</h2>" in html and "<h2>.</h2>" not in html,
          r.stderr)
    check("report of one's own files has no coverage table", html and 'class="coverage"' not in html)
    r = run(mine, "report", "--html", "out.html", "--coverage", "on", ".")
    html = open(os.path.join(mine, "out.html"), encoding="utf-8").read()
    check("report --coverage on has it", 'class="coverage"' in html)
    r = run(mine, "report", "--html", "out.html")
    check("report outside a checkout is bad input", r.returncode == 2 and "no scenario library" in r.stderr, r.stderr)
    out = os.path.join(tmp, "library.html")
    r = run(os.path.join(repo, "docs"), "report", "--html", out)
    html = open(out, encoding="utf-8").read() if os.path.exists(out) else ""
    check("report below the repository finds the library, with coverage", r.returncode == 0 and 'class="coverage"' in html,
          r.stderr[-300:])

r = run(os.path.join(repo, "docs"), "rulings")
check("rulings below the repository finds the library", r.returncode == 0 and "error:" not in r.stderr, r.stderr[-300:])
r = run(repo, "rulings", "--grep", "tied majority")
check("--grep finds by words", r.returncode == 0 and any(l.startswith("CAR:base/majority-ties ") for l in r.stdout.splitlines()),
      r.stdout)
r = run(repo, "rulings", "--grep", "no-such-word-anywhere")
check("--grep without a match exits 1", r.returncode == 1 and r.stdout == "", r.stdout)
r = run(repo, "rulings", "--section", "base", "--format", "md")
sections = [l for l in r.stdout.splitlines() if l.startswith("## ")]
rows = [l.split("|")[1].strip() for l in r.stdout.splitlines() if l.startswith("| ") and not l.startswith("| section")
        and not l.startswith("| id")]
check("--section with --format md", sections == ["## base"] and rows and rows[0] == "base", sections)
r = run(repo, "rulings", "--section", "bsae")
check("misspelt section", r.returncode == 2 and "did you mean `base`" in r.stderr, r.stderr)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
