#!/usr/bin/env python3
"""`carc observe` against inputs past the size limit of docs/protocol.md (1.7 Limits).

Usage: check_observe_input.py CARC

One-shot: 64 MiB and one byte of input gets an error answer (exit 1), read without being stored
whole. Persistent: a line that long gets an `errored` reply, and the session goes on with the
next line. (The other limits are tested on the functions `carc observe` calls, in
tests/unit/case_limits_test.cpp.) The last line is `N passed, N failed`. Python 3 standard
library only.
"""

import json
import subprocess
import sys

LIMIT = 64 << 20
TIMEOUT = 60
TOO_LONG = f"the input has more than {LIMIT} bytes, the limit of a case document"

carc = sys.argv[1]
passed = failed = 0


def check(name, ok, detail):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


one_shot = subprocess.run([carc, "observe"], input=b" " * (LIMIT + 1), capture_output=True, timeout=TIMEOUT)
answer = one_shot.stdout.decode(errors="replace")
check("one-shot input past the limit", one_shot.returncode == 1 and json.loads(answer) == {"error": TOO_LONG},
      f"exit {one_shot.returncode}, {answer[:300]!r}")

session = b" " * (2 * LIMIT) + b"\n" + b'{"type": "start", "protocol": 1}\n{"type": "stop"}\n'
persistent = subprocess.run([carc, "observe", "--persistent"], input=session, capture_output=True, timeout=TIMEOUT)
replies = [json.loads(line) for line in persistent.stdout.decode(errors="replace").splitlines()]
check("persistent line past the limit, then a start",
      persistent.returncode == 0 and len(replies) == 2 and replies[0].get("message") == TOO_LONG
      and replies[1].get("type") == "ready",
      f"exit {persistent.returncode}, {str(replies)[:300]}")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
