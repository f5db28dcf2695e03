#!/usr/bin/env python3
"""Explains every scenario of the library and checks the derivations.

usage: check_explain.py CARC SCENARIO_DIR

For every scenario (`carc explain ID`, its id as `carc run --format json` gives it):
  - the exit status agrees with the scenario's result in `carc run --format json` (0 passed or
    skipped, 1 failed, 2 bad input);
  - every ruling id the scenario cites appears in the explanation (with its summary line);
  - a scenario that passed ends with `Result: passed`, and each of its turns and `final`
    statements is a numbered step.
Then bad input: a file with a syntax error gives `FILE:LINE:COL: error:` and exit 2, and so do a
scenario id and a title that do not exist. Last, the score of a tie in a shared city cites the
majority rule and that of a closed road loop the road completion rule. The last line is `N passed, N failed`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

carc, library = sys.argv[1], sys.argv[2]
passed = failed = 0
EXIT = {"passed": 0, "skipped": 0, "failed": 1, "bad-input": 2}


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def explain(*args):
    return subprocess.run([carc, "explain", *args], capture_output=True, text=True, timeout=120)


report = json.loads(subprocess.run([carc, "run", "--format", "json", library], capture_output=True, text=True,
                                   timeout=600).stdout)
# CARC_CHECK_EVERY=K checks every K-th scenario only (the sanitizer build, where each run of
# carc is many times slower); the choice is fixed, so a failure is found again.
every = max(1, int(os.environ.get("CARC_CHECK_EVERY", "1")))
seen = 0
for f in report["files"]:
    for n, sc in enumerate(f["scenarios"], start=1):
        seen += 1
        if (seen - 1) % every:
            continue
        name = f"{sc['id']} {sc['title']}"
        r = explain(sc["id"])
        check(name + " (exit status)", r.returncode == EXIT[sc["status"]], f"exit {r.returncode} for {sc['status']}: {r.stderr[-300:]}")
        for cite in sc["cites"]:
            check(f"{name} names {cite}", re.search(rf"^\s*{re.escape(cite)}: \S", r.stdout, re.M) is not None,
                  "the ruling and its summary are missing from the explanation")
        if sc["status"] == "passed":
            check(name + " (result line)", "\nResult: passed" in r.stdout, r.stdout[-300:])
            steps = re.findall(r"^Step (\d+) \(line \d+\)", r.stdout, re.M)
            check(name + " (steps numbered)", steps == [str(i) for i in range(1, len(steps) + 1)], str(steps))

with tempfile.TemporaryDirectory() as tmp:
    bad = os.path.join(tmp, "bad.carc")
    with open(bad, "w") as fh:
        fh.write('scenario "broken" {\n  players red, blue\n  setup { D at (0,0) }\n  turn red: E at (0,1) r45\n}\n')
    r = explain(bad)
    check("syntax error", r.returncode == 2 and re.search(r"bad\.carc:4:\d+: error:", r.stderr) is not None,
          f"exit {r.returncode}: {r.stderr}")
    unknown = os.path.join(tmp, "unknown.carc")
    with open(unknown, "w") as fh:
        fh.write('scenario "unknown tile" {\n  players red, blue\n  setup { Z9 at (0,0) }\n}\n')
    r = explain(unknown)
    check("unknown tile", r.returncode == 2 and "unknown.carc:3:11: error: unknown tile `Z9`" in r.stderr,
          f"exit {r.returncode}: {r.stderr[-400:]}")
    first = report["files"][0]["path"]
    r = explain(f"{first}:99999")
    check("scenario id out of range", r.returncode == 2 and "no scenario starts on line 99999" in r.stderr, r.stderr)
    r = explain(f"{first}:no such title anywhere")
    check("unknown title", r.returncode == 2 and "no scenario titles match" in r.stderr, r.stderr)
# Every decision cites the ruling that decides it, in the step where it is taken: the tie in a
# shared city the majority rule, a road closed into a loop the completion rule naming loops.
for target, ruling in (("scenarios/base/city-completion.carc:57", "CAR:base/majority-ties"),
                       ("scenarios/base/road-loop.carc:3", "CAR:base/road-completion")):
    r = explain(target)
    steps = r.stdout.split("\nStep ", 1)[1] if "\nStep " in r.stdout else ""
    scored = re.search(r"Scored \(completed\):.*?(?=\n  \S|\Z)", steps, re.S)
    check(f"{target}: the score cites {ruling}", scored is not None and f"    {ruling}: " in scored.group(0),
          scored.group(0) if scored else r.stdout[-400:])
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
