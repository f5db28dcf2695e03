#!/usr/bin/env python3
"""Runs `carc verify` on the example Python adapter, one-shot, persistent and with --replay.

usage: check_example_adapter.py CARC REPO_ROOT MIN_PASSES

Both runs must exit 0 with the adapter's known-failures file and have at least MIN_PASSES
PASS verdicts, so skipping every case cannot make this test pass, and some UNSUPPORTED ones: the
adapter answers the queries its toy has no concept for (`decider`) with the unsupported answer.
The one-shot and persistent runs must also have SKIP verdicts: the cases of expansions the toy
lacks.
"""
import re
import subprocess
import sys

carc, root, min_passes = sys.argv[1], sys.argv[2], int(sys.argv[3])
adapter = "python3 examples/python-adapter/adapter.py"
known = ["--known-failures", "examples/python-adapter/known-failures.txt"]
# One-shot starts the adapter once per case, even for a case it only answers `skipped` (the
# harness learns what an engine supports only from a persistent one's `ready`): it plays base,
# where all the toy's cases are, and River I, whose cases it skips. Persistent plays everything.
runs = {
    "one-shot": [carc, "verify", "--impl", adapter, "scenarios/base", "scenarios/river1", *known],
    "persistent": [carc, "verify", "--impl", adapter + " --persistent", "--persistent", "--jobs", "2",
                   "scenarios", *known],
    # The setups reached by the cases' replay turns instead (docs/protocol.md, 1.4.1): a second
    # engine checks that each replay gives the position its setup describes.
    "replay": [carc, "verify", "--impl", adapter + " --replay", "--jobs", "2", "scenarios/base", *known],
}
# The replay run covers only scenarios/base, and skips the setups play cannot reach.
wanted_passes = {"replay": min_passes * 2 // 3}
failed = False
for name, command in runs.items():
    run = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=600)
    counts = re.search(r"^PASS (\d+), FAIL (\d+), ERROR (\d+), XPASS (\d+).*XFAIL (\d+).*SKIP (\d+), UNSUPPORTED (\d+)",
                       run.stdout, re.MULTILINE)
    print(f"{name}: exit {run.returncode}; {counts.group(0) if counts else 'no count line'}")
    least = wanted_passes.get(name, min_passes)
    if (run.returncode != 0 or not counts or int(counts.group(1)) < least or int(counts.group(7)) == 0
            or (name != "replay" and int(counts.group(6)) == 0)):
        failed = True
        print(run.stdout[-4000:], run.stderr[-2000:], sep="\n")
        if counts and int(counts.group(1)) < least:
            print(f"FAIL {name}: only {counts.group(1)} passes, want at least {least}")
print("FAILED" if failed else "ok")
sys.exit(1 if failed else 0)
