#!/usr/bin/python3
"""`carc export --selfplay`: random complete games as replay cases (docs/protocol.md, 1.8).

usage: check_selfplay_cases.py CARC SCHEMA

Exports random games, validates each document against the protocol's JSON Schema, checks the
case's shape (the stack is the draw order; every turn places the tile it drew, with the number
of legal placements asked first; scores and returned figures after each turn; the final
scoring), then plays each through `carc observe` and compares every answer with the wanted
value: the oracle must pass its own random games. The same seed must give the same document,
and a game in which a drawn tile fitted nowhere (seed 206) must carry its `draw` step. Bad
arguments are an error (exit 2).

Needs the Debian package python3-jsonschema; run it with /usr/bin/python3.
"""
import json
import subprocess
import sys

import jsonschema

carc, schema_path = sys.argv[1:3]
with open(schema_path, encoding="utf-8") as f:
    ROOT = jsonschema.Draft202012Validator(json.load(f))
failures = []


def check(cond, message):
    if not cond:
        failures.append(message)
        print("FAIL:", message)


def export(*args):
    run = subprocess.run([carc, "export", *args, "--out", "-"], capture_output=True, text=True, timeout=120)
    check(run.returncode == 0, f"export {args}: exit {run.returncode}: {run.stderr[-300:]}")
    return [json.loads(line) for line in run.stdout.splitlines()]


def matches(how, want, have):
    if how == "equals":
        return have == want
    if how == "set":
        return isinstance(have, list) and sorted(map(json.dumps, have)) == sorted(map(json.dumps, want))
    return False


def verify(doc):
    """The mismatches of `carc observe` on this document."""
    sent = {k: v for k, v in doc.items() if k != "expected"}
    run = subprocess.run([carc, "observe"], input=json.dumps(sent), capture_output=True, text=True, timeout=60)
    answer = json.loads(run.stdout).get("observations", {})
    return [i for i, rule in doc["expected"].items() for how, want in rule.items() if not matches(how, want, answer.get(i))]


docs = export("--selfplay", "25", "--seed", "190", "--players", "3")
check(len(docs) == 25, f"25 games asked, {len(docs)} written")
check(docs == export("--selfplay", "25", "--seed", "190", "--players", "3"), "the same seed gives the same cases")
check(export("--selfplay", "1", "--seed", "191", "--players", "3")[0] == docs[1], "game i is played from seed S+i")
check(any(s["type"] == "draw" for d in docs for s in d["case"]["steps"]), "seed 206 discards a tile: a draw step")
for doc in docs:
    case = doc["case"]
    where = case["id"]
    errors = list(ROOT.iter_errors(doc))
    check(not errors, f"{where}: schema: {[e.message[:200] for e in errors[:3]]}")
    steps = case["steps"]
    drawn = [a["tile"] for s in steps if s["type"] in ("turn", "draw") for a in s["actions"] if a["type"] in ("place", "draw")]
    check(drawn == case["stack"], f"{where}: the stack is not the draw order")
    check(len(case["setup"]) == 1 and case["replay"].get("turns") == [], f"{where}: the setup is the start tile alone")
    turns = [i for i, s in enumerate(steps) if s["type"] == "turn"]
    check(len(turns) > 0 and steps[-2]["type"] == "final", f"{where}: turns, then the final scoring")
    for i in turns:
        before, turn, after = steps[i - 1], steps[i], steps[i + 1]
        asked = before["observations"][0]["query"] if before["type"] == "observe" else {}
        check(asked == {"type": "placement-count", "tile": turn["actions"][0]["tile"]}, f"{where}: no placement count before line {turn['line']}")
        check(doc["expected"][before["observations"][0]["id"]]["equals"] > 0, f"{where}: a placed tile had no legal placement")
        check({o["query"]["type"] for o in after["observations"]} == {"score", "returned"}, f"{where}: scores and returns after each turn")
    bad = verify(doc)
    check(not bad, f"{where}: carc observe disagrees with its own game at {bad[:5]}")

# The check can fail: a wrong wanted score is caught.
spoiled = json.loads(json.dumps(docs[0]))
oid = next(i for i, rule in spoiled["expected"].items() if i.startswith("o") and isinstance(rule.get("equals"), int) and rule["equals"] > 0)
spoiled["expected"][oid]["equals"] += 1
check(verify(spoiled) == [oid], "a spoiled wanted value is reported")

for bad_args in (["--selfplay", "2", "scenarios"], ["--selfplay", "0"], ["--selfplay", "2", "--players", "9"], []):
    run = subprocess.run([carc, "export", *bad_args, "--out", "-"], capture_output=True, text=True)
    check(run.returncode != 0 and not run.stdout and run.stderr, f"export {bad_args}: exit {run.returncode}, stderr {run.stderr[:100]!r}")

print(f"{len(docs)} random games checked:", "FAILED" if failures else "ok")
sys.exit(1 if failures else 0)
