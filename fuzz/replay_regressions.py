#!/usr/bin/env python3
"""Replays the inputs that once made a fuzz target fail through the normal `carc` binary.

Usage: replay_regressions.py CARC FOLDER

For every file in FOLDER, `carc check FILE`, `carc run FILE` and `carc run --format json FILE`
must finish within the time limit with exit code 0, 1 or 2, print no sanitizer report, end
the human report with its summary line and print JSON that parses. The fuzz build replays the
same files through the fuzz target (ctest fuzz-fuzz_scenario-regressions).
The last line is `N passed, N failed`. Python 3 standard library only.
"""

import json
import os
import re
import subprocess
import sys

TIMEOUT = 30.0  # seconds: a hang guard; sanitizer builds are several times slower than release
SUMMARY = re.compile(r"^\d+ passed, \d+ failed, \d+ skipped$")
SANITIZER = re.compile(r"ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:|terminate called")


def problems_of(carc, path):
    problems = []
    for args in (["check"], ["run"], ["run", "--format", "json"]):
        cmd = [carc] + args + [path]
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            problems.append(f"`{' '.join(args)}`: did not finish in {TIMEOUT:.0f} s")
            continue
        out = p.stdout.decode("utf-8", errors="replace")
        err = p.stderr.decode("utf-8", errors="replace")
        name = " ".join(args)
        if p.returncode not in (0, 1, 2):
            problems.append(f"`{name}`: exit code {p.returncode}, want 0, 1 or 2")
        if SANITIZER.search(out + err):
            problems.append(f"`{name}`: {SANITIZER.search(out + err).group(0)}")
        last = (err if "json" in args else out).rstrip("\n").rsplit("\n", 1)[-1]
        if not SUMMARY.match(last):
            problems.append(f"`{name}`: last line is not the summary: {last[:200]!r}")
        if "json" in args:
            try:
                json.loads(out)
            except ValueError as e:
                problems.append(f"`{name}`: the JSON report does not parse: {e}")
    return problems


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    carc, folder = os.path.abspath(argv[1]), argv[2]
    files = sorted(f for f in os.listdir(folder) if not f.startswith(".") and f != "README.md")
    if not files:
        sys.exit(f"{folder}: no regression inputs")
    passed = failed = 0
    for f in files:
        problems = problems_of(carc, os.path.join(folder, f))
        if problems:
            failed += 1
            print(f"FAIL {f}")
            for p in problems:
                print(f"  {p}")
        else:
            passed += 1
            print(f"ok   {f}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
