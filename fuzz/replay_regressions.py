#!/usr/bin/env python3
"""Replays the inputs that once made a fuzz target fail through the normal `carc` binary.

Usage: replay_regressions.py CARC FOLDER              scenario files (fuzz_scenario)
       replay_regressions.py --protocol CARC FOLDER   conformance inputs (fuzz_protocol)

For every scenario file in FOLDER, `carc check FILE`, `carc run FILE` and `carc run --format
json FILE` must finish within the time limit with exit code 0, 1 or 2, print no sanitizer report,
end the human report with its summary line and print JSON that parses.
For every conformance input, `carc observe < FILE` must exit 0 or 1 and print one line: a JSON
object holding `observations`, `skipped` or `error`; `carc observe --persistent < FILE` must exit
0 and print only JSON objects with a `type`. Neither may print a sanitizer report or an
`internal error` (an exception of the engine rather than a refusal of the input).
The fuzz build replays the same files through the fuzz target (ctest
fuzz-fuzz_scenario-regressions, fuzz-fuzz_protocol-regressions).
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


def observe_problems_of(carc, path):
    problems = []
    for args in (["observe"], ["observe", "--persistent"]):
        name = " ".join(args)
        try:
            with open(path, "rb") as stdin:
                p = subprocess.run([carc] + args, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            problems.append(f"`{name}`: did not finish in {TIMEOUT:.0f} s")
            continue
        out = p.stdout.decode("utf-8", errors="replace")
        err = p.stderr.decode("utf-8", errors="replace")
        persistent = "--persistent" in args
        if p.returncode not in ((0,) if persistent else (0, 1)):
            problems.append(f"`{name}`: exit code {p.returncode}")
        if SANITIZER.search(out + err):
            problems.append(f"`{name}`: {SANITIZER.search(out + err).group(0)}")
        lines = out.splitlines()
        if not persistent and len(lines) != 1:
            problems.append(f"`{name}`: {len(lines)} lines of output, want 1")
        for line in lines:
            try:
                answer = json.loads(line)
            except ValueError as e:
                problems.append(f"`{name}`: an answer does not parse: {e}: {line[:200]!r}")
                continue
            keys = ("type",) if persistent else ("observations", "skipped", "error")
            if not isinstance(answer, dict) or not any(k in answer for k in keys):
                problems.append(f"`{name}`: not an answer: {line[:200]!r}")
            elif "internal error" in str(answer.get("error", answer.get("message", ""))):
                problems.append(f"`{name}`: {line[:300]}")
    return problems


def main(argv):
    protocol = len(argv) > 1 and argv[1] == "--protocol"
    if protocol:
        argv = argv[:1] + argv[2:]
    if len(argv) != 3:
        sys.exit(__doc__)
    carc, folder = os.path.abspath(argv[1]), argv[2]
    files = sorted(f for f in os.listdir(folder) if not f.startswith(".") and f != "README.md")
    if not files:
        sys.exit(f"{folder}: no regression inputs")
    passed = failed = 0
    for f in files:
        problems = (observe_problems_of if protocol else problems_of)(carc, os.path.join(folder, f))
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
