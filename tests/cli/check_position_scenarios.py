#!/usr/bin/env python3
"""`carc show --format carc` writes a position back as a scenario that rebuilds it.

usage: check_position_scenarios.py CARC SCENARIO_DIR

For every scenario of the library that passes, at step 1 (when it has one) and at the end: the
scenario written by `carc show ID --step K --format carc` must run and pass under `carc run`, and
when nothing was left out (no note on standard error), `carc show` of it at step 0 must draw the
board `carc show ID --step K` draws (its figures listed in any order). At least half of the
positions must be written whole (the rest hold what a setup cannot write: a neutral figure, a
barn, an abbey, a tower's pieces, a prisoner). Then `carc tiles ID` shows a tile at its four
rotations, an unknown id is bad input with a suggestion, and a refused placement whose edges
do not match names the rotations that fit. The last line is `N passed, N failed`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

carc, library = sys.argv[1], sys.argv[2]
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def run(*args):
    return subprocess.run([carc, *args], capture_output=True, text=True, timeout=120)


def same_board(a, b):
    """The same picture, and the same figures listed (in any order: it is the order of deployment);
    what the step drawn did (`in this step:`, which a setup does not have) aside."""
    def split(text):
        head, _, figures = text.partition("in this step:\n")[0].partition("\nfigures:\n")
        return head, sorted(figures.splitlines())
    return split(a) == split(b)


report = json.loads(subprocess.run([carc, "run", "--format", "json", library], capture_output=True, text=True,
                                   timeout=600).stdout)
whole = partial = 0
# Positions the writer still writes wrongly, each an open defect (none today; the last, a builder
# beside his owner's follower only through a ferry, went when a setup learnt to write ferries).
KNOWN_UNWRITABLE = set()
written = {}  # file name -> (what, scenario text)
# CARC_CHECK_EVERY=K writes every K-th scenario only (the sanitizer build, where each run of carc
# is many times slower); the choice is fixed, so a failure is found again.
every = max(1, int(os.environ.get("CARC_CHECK_EVERY", "1")))
seen = 0
with tempfile.TemporaryDirectory() as tmp:
    for f in report["files"]:
        for sc in f["scenarios"]:
            seen += 1
            if (seen - 1) % every or sc["status"] != "passed" or sc["id"] in KNOWN_UNWRITABLE:
                continue
            for step in ("1", None):
                where = ["--step", step] if step else ["--end"]
                r = run("show", sc["id"], *where, "--format", "carc")
                if step == "1" and r.returncode == 2 and "the scenario has 0 steps" in r.stderr:
                    continue
                name = f"{sc['id']} at step {step or 'end'}"
                if r.returncode != 0:
                    check(name + " is written", False, r.stderr[-300:])
                    continue
                path = os.path.join(tmp, f"position-{len(written):04d}.carc")
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(r.stdout)
                written[path] = (name, r.stdout)
                if "note: the setup cannot write" in r.stderr:
                    partial += 1
                    continue
                whole += 1
                before = run("show", sc["id"], *where)
                after = run("show", path, "--step", "0")
                check(name + " rebuilds the board", same_board(before.stdout, after.stdout) and before.stdout,
                      f"\n{before.stdout}\n---\n{after.stdout}\n{r.stdout}")
    # Every scenario written runs and passes: one run over all of them.
    ran = json.loads(subprocess.run([carc, "run", "--format", "json", tmp], capture_output=True, text=True, timeout=600).stdout)
    for rf in ran["files"]:
        what, text = written.get(rf["path"], (rf["path"], ""))
        ok = not rf["errors"] and rf["scenarios"] and all(s["status"] == "passed" for s in rf["scenarios"])
        check(what + " runs", ok, json.dumps(rf)[:600] + "\n" + text)
    check("every position written was run", len(ran["files"]) == len(written), f"{len(ran['files'])} of {len(written)}")
check("positions written whole", whole >= 0.5 * (whole + partial) and whole > 100 // every, f"{whole} whole, {partial} partial")

r = run("tiles", "E")
rotations = re.findall(r"^E at r(\d+): sides (\w+)$", r.stdout, re.M)
check("tiles E shows four rotations", rotations == [("0", "cfff"), ("90", "fcff"), ("180", "ffcf"), ("270", "fffc")], rotations)
check("tiles E draws each", r.stdout.count("+E r") == 4 and "city N;" in r.stdout and "city E;" in r.stdout, r.stdout[:300])
r = run("tiles", "e")
check("tiles with an unknown id", r.returncode == 2 and "did you mean `E`" in r.stderr, r.stderr)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "mismatch.carc")
    with open(path, "w") as fh:
        fh.write('scenario "U turned across the road" {\n  players red, blue\n  setup { D at (0,0) }\n'
                 '  turn red: U at (1,0) r90\n}\n')
    r = run("run", path)
    check("an edge mismatch says which rotations fit", r.returncode == 1 and "U fits at (1,0) as r0 or r180)" in r.stdout,
          r.stdout)
print(f"{passed} passed, {failed} failed ({whole} positions whole, {partial} partial)")
sys.exit(1 if failed or passed == 0 else 0)
