#!/usr/bin/env python3
"""One scenario id everywhere: what one command prints, every other command takes.

usage: check_scenario_ids.py CARC SCENARIO_DIR

Checks, on the real library and on small files written here:
  - `carc run FILE:LINE` and `carc run FILE:N` (the N-th scenario) run that one scenario;
  - the id `carc run --list` prints is accepted by `run`, `check`, `explain` and `show`, and the
    heading of `explain` prints the same id;
  - a FAIL line ends with `-> carc explain ID`, and that command runs as printed;
  - `--cites` selects exactly the scenarios whose citations match (an id or a glob), and a
    pattern that matches no ruling is bad input;
  - `--filter` matches ids, and a broken file that a filter leaves out is not reported;
  - an id the file does not have is bad input that lists the file's ids.
The last line is `N passed, N failed`.
"""
import json
import os
import re
import shlex
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


def carc_run(*args):
    return subprocess.run([carc, *args], capture_output=True, text=True, timeout=600)


report = json.loads(carc_run("run", "--format", "json", library).stdout)
ids = {}  # id -> (path, number, title, cites, status)
for f in report["files"]:
    for n, sc in enumerate(f["scenarios"], start=1):
        ids[sc["id"]] = (f["path"], n, sc["title"], sc["cites"], sc["status"])
check("json ids are FILE:LINE", all(i == f"{p}:{l}" for i, (p, _, _, _, _) in ids.items()
                                    for l in [i.rsplit(":", 1)[1]]) and len(ids) > 10)

# A file with several scenarios, the first not on line 1, so lines and numbers differ.
multi = next(p for p in sorted({v[0] for v in ids.values()})
             if sum(1 for v in ids.values() if v[0] == p) >= 3)
mine = sorted((v[1], i) for i, v in ids.items() if v[0] == multi)
second_number, second_id = mine[1]

listed = carc_run("run", "--list", multi)
check("--list prints FILE:LINE TITLE", listed.returncode == 0 and
      [l.split("  ")[0] for l in listed.stdout.splitlines()] == [i for _, i in mine], listed.stdout + listed.stderr)

for arg in (second_id, f"{multi}:{second_number}"):
    r = carc_run("run", "-v", arg)
    check(f"run {arg} runs one scenario", r.stdout.count("PASS ") + r.stdout.count("FAIL ") + r.stdout.count("SKIP ") == 1
          and f"PASS {second_id} " in r.stdout, r.stdout[-400:])
    r = carc_run("check", arg)
    check(f"check {arg}", r.returncode == 0 and r.stdout.strip().endswith("1 passed, 0 failed, 0 skipped"), r.stdout[-300:])
    r = carc_run("explain", arg)
    check(f"explain {arg} heads with the id", r.stdout.startswith(f"== {second_id} "), r.stdout[:200])
    r = carc_run("show", arg)
    check(f"show {arg}", r.returncode == 0 and r.stdout.strip() != "", r.stderr)

r = carc_run("run", f"{multi}:99999")
check("unknown id is bad input", r.returncode == 2 and "no scenario starts on line 99999" in r.stdout
      and second_id in r.stdout, r.stdout + r.stderr)

# --cites: the selection is exactly the scenarios whose citations match.
for glob, match in (("CAR-14", lambda c: c == "CAR-14"), ("CAR:base/*", lambda c: c.startswith("CAR:base/"))):
    want = sorted(i for i, v in ids.items() if any(match(c) for c in v[3]))
    r = carc_run("run", "--list", "--cites", glob, library)
    have = sorted(l.split("  ")[0] for l in r.stdout.splitlines())
    check(f"--cites {glob} lists the citing scenarios", have == want and want, f"want {want[:5]}.. have {have[:5]}..")
r = carc_run("run", "--cites", "CAR-14", library)
check("--cites runs them", r.returncode == 0 and r.stdout.strip().endswith(
    f"{sum(1 for v in ids.values() if 'CAR-14' in v[3])} passed, 0 failed, 0 skipped"), r.stdout[-200:])
r = carc_run("run", "--cites", "CAR-99999", library)
check("--cites of no ruling is bad input", r.returncode == 2 and "no ruling of the catalog matches" in r.stderr, r.stderr)

r = carc_run("run", "--list", "--filter", second_id, library)
check("--filter matches an id", r.stdout.splitlines() == [f"{second_id}  {ids[second_id][2]}"], r.stdout)

with tempfile.TemporaryDirectory() as tmp:
    failing = os.path.join(tmp, "fails.carc")
    with open(failing, "w") as fh:
        fh.write('# a comment first, so that line and number differ\n\n'
                 'scenario "holds" {\n  players red, blue\n  setup { D at (0,0) }\n  expect { score red 0 }\n}\n\n'
                 'scenario "does not hold" {\n  players red, blue\n  setup { D at (0,0) }\n  expect { score red 3 }\n}\n')
    r = carc_run("run", failing)
    fail_lines = [l for l in r.stdout.splitlines() if l.startswith("FAIL ")]
    check("FAIL line names the scenario by id", len(fail_lines) == 1 and fail_lines[0].startswith(f"FAIL {failing}:9 "), r.stdout)
    command = fail_lines[0].split(" -> ", 1)[1] if fail_lines and " -> " in fail_lines[0] else ""
    check("FAIL line ends with the explain command", command == f"carc explain {shlex.quote(failing + ':9')}", fail_lines)
    if command:
        r2 = subprocess.run([carc, *shlex.split(command)[1:]], capture_output=True, text=True, timeout=60)
        check("the printed explain command runs", r2.returncode == 1 and "[FAILED]" in r2.stdout, r2.stdout[-300:] + r2.stderr)
    three = os.path.join(tmp, "three.carc")
    with open(three, "w") as fh:
        fh.write("# line and number collide: `:3` is both the first line of one and the number of another\n\n" +
                 "".join(f'scenario "s{i}" {{\n  players red, blue\n  setup {{ D at (0,0) }}\n}}\n\n' for i in range(3)))
    r = carc_run("explain", f"{three}:3")
    check("a number that is a first line means that scenario", r.stdout.startswith(f"== {three}:3 ") and
          f"the scenario number 3 of the file is {three}:13" in r.stderr, r.stdout[:100] + r.stderr)
    broken = os.path.join(tmp, "broken.carc")
    with open(broken, "w") as fh:
        fh.write('scenario "half" {\n  players red, blue\n  setup { D at (0,0) r45 }\n}\n')
    r = carc_run("run", "--filter", "holds", tmp)
    check("a broken file the filter leaves out is not reported", r.returncode == 0 and "broken.carc" not in r.stdout + r.stderr
          and r.stdout.strip().endswith("1 passed, 0 failed, 0 skipped"), r.stdout + r.stderr)
    r = carc_run("run", tmp)
    check("without a filter it is", r.returncode == 2 and "broken.carc:3:" in r.stdout, r.stdout)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
