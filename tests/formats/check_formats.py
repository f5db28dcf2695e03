#!/usr/bin/env python3
"""Checks carc run's report formats on a small library: a passing file, a failing one, a bad one.

usage: check_formats.py CARC SCENARIO_DIR
Each format must be well formed (TAP plan, JUnit XML, JSON) and agree on the counts.
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

carc, library = sys.argv[1], sys.argv[2]
failures = []
checks = 0


def check(name, ok, detail=""):
    global checks
    checks += 1
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    if not ok:
        failures.append(name)


with tempfile.TemporaryDirectory() as tmp:
    good = os.path.join(library, "base", "perft.carc")
    failing = os.path.join(tmp, "failing.carc")
    bad = os.path.join(tmp, "bad.carc")
    with open(failing, "w") as f:
        f.write('scenario "wrong score" {\n  players red, blue\n  setup { D at (0,0) }\n'
                '  turn red: E at (0,1) r180, follower on city S\n  expect score red 5\n}\n')
    with open(bad, "w") as f:
        f.write('scenario "bad" {\n  players red, blue\n  setup { Z at (0,0) }\n}\n')
    files = [good, failing, bad]

    def run(fmt):
        return subprocess.run([carc, "run", "--format", fmt] + files, capture_output=True, text=True, timeout=60)

    r = run("human")
    check("human: exit 2 (bad input present)", r.returncode == 2, str(r.returncode))
    check("human: last line", r.stdout.strip().splitlines()[-1] == "6 passed, 2 failed, 0 skipped", r.stdout[-200:])
    check("human: want/have shown", "want: 5" in r.stdout and "have: 4" in r.stdout)
    check("human: file:line:col error", "bad.carc:3:11: error: unknown tile `Z`" in r.stdout, r.stdout[-400:])

    r = run("tap")
    lines = r.stdout.strip().splitlines()
    check("tap: header and plan", lines[:2] == ["TAP version 13", "1..8"], str(lines[:2]))
    check("tap: 6 ok, 2 not ok", sum(l.startswith("ok ") for l in lines) == 6 and sum(l.startswith("not ok ") for l in lines) == 2)
    check("tap: last line", lines[-1] == "6 passed, 2 failed, 0 skipped", lines[-1])

    r = run("junit")
    try:
        root = ET.fromstring(r.stdout)
        check("junit: counts", root.get("tests") == "8" and root.get("failures") == "2", str(root.attrib))
    except ET.ParseError as e:
        check("junit: well-formed XML", False, str(e))
    check("junit: summary on stderr", "6 passed, 2 failed, 0 skipped" in r.stderr, r.stderr)

    r = run("json")
    try:
        j = json.loads(r.stdout)
        check("json: counts", (j["passed"], j["failed"], j["skipped"], j["bad_input"]) == (6, 2, 0, True), str(j)[:200])
        statuses = sorted(s["status"] for f in j["files"] for s in f["scenarios"])
        check("json: statuses", statuses.count("failed") == 1 and statuses.count("bad-input") == 1, str(statuses))
    except (json.JSONDecodeError, KeyError) as e:
        check("json: well-formed", False, str(e))

print(f"{checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
