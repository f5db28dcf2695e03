#!/usr/bin/env python3
"""Tests of the conformance harness, black-box through the `carc` binary.

usage: run_verify_tests.py CARC SCENARIOS

1. The oracle's own adapter (`carc observe`, one-shot and persistent) passes every case.
2. A deliberately wrong implementation fails exactly the cases it gets wrong, with the right
   mismatches; a known-failures file turns them into XFAIL, and a listed case that passes is XPASS.
3. Implementations that crash, hang, stay silent, print garbage, flood stdout, close stdin early
   or exit non-zero each give ERROR for the cases they spoil, while every other case passes.
"""
import fnmatch
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from library_sample import every, library_files  # noqa: E402

CARC, SCENARIOS = sys.argv[1], sys.argv[2]
# The sanitizer build checks a fixed sample (tests/library_sample.py); the spoiled cases stay in.
LIBRARY = library_files(SCENARIOS, keep=["base/road-completion.carc", "base/cloister-completion.carc"])
# The misbehaving implementations wrap `carc observe` (one Python process per case), which the
# runs over LIBRARY already hold to every case: they play the files of the spoiled cases and an
# eighth of the rest, which shows the wrapper leaves the other cases alone.
WRAPPED = library_files(SCENARIOS, keep=["base/road-completion.carc", "base/cloister-completion.carc"], k=max(8, every()))
HERE = os.path.dirname(os.path.abspath(__file__))
MISBEHAVE = os.path.join(HERE, "impls", "misbehave.py")
PY = sys.executable
SPOILED = "base/road-completion.carc:*"  # the cases the misbehaving implementation spoils
HANG_GUARD = 600  # seconds: a run that takes longer has hung (not a speed assertion; sanitizer builds are slow)

failures = []


def check(cond, message):
    if not cond:
        failures.append(message)
        print("FAIL:", message)


def export():
    out = subprocess.run([CARC, "export", *LIBRARY, "--out", "-"], capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def verify(impl, *extra, paths=None):
    cmd = [CARC, "verify", "--impl", impl, *(paths or LIBRARY), "--format", "json", *extra]
    start = time.monotonic()
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=HANG_GUARD)
    report = json.loads(out.stdout)
    return out.returncode, report, out.stderr, time.monotonic() - start


def verdicts(report):
    return {c["id"]: c for c in report["cases"]}


cases = export()
ids = [c["case"]["id"] for c in cases]
spoiled = {i for i in ids if fnmatch.fnmatchcase(i, SPOILED)}
check(len(ids) > 0 and len(spoiled) > 0, "the library has cases, some of them spoiled by the tests")
check(len(set(ids)) == len(ids), "case ids are unique")

# 1. Our own adapter passes everything, in both modes.
for extra, impl in [((), f"{CARC} observe"), (("--persistent", "--jobs", "2"), f"{CARC} observe --persistent")]:
    code, report, err, _ = verify(impl, *extra)
    check(code == 0, f"verify {impl} {extra}: exit {code}\n{err}")
    check(report["passed"] == len(ids) and report["failed"] == 0, f"verify {impl}: {report['verdicts']}")

# 1b. Replayable setups (docs/protocol.md, 1.4.1): each replay lays every setup tile once, the
# start tile by no turn, deploys every setup figure on its tile's turn, in seat order, and its
# stack begins with the turns' tiles; played with `carc observe --replay` every case passes, so
# each replay reaches its setup's position. A broken replay is an error, not a silent fallback.
replayable = [c for c in cases if "turns" in c["case"]["replay"]]
check(len(replayable) >= 100 // every(), f"only {len(replayable)} replayable setups")
check(all(("turns" in c["case"]["replay"]) != ("unreachable" in c["case"]["replay"]) for c in cases),
      "every case has a replay or says why not")
for c in replayable:
    case, r = c["case"], c["case"]["replay"]
    tiles = sorted((i["tile"], i["x"], i["y"], i["rotation"]) for i in case["setup"] if i["type"] == "tile")
    laid = sorted([(r["start"]["tile"], r["start"]["x"], r["start"]["y"], r["start"]["rotation"])] +
                  [(t["tile"], t["x"], t["y"], t["rotation"]) for t in r["turns"]])
    figures = sorted(json.dumps([i["player"], i["figure"], i["feature"]]) for i in case["setup"] if i["type"] == "figure")
    deployed = sorted(json.dumps([t["player"], t["deploy"]["figure"], t["deploy"]["feature"]]) for t in r["turns"] if t["deploy"])
    players = case["players"]
    seats = [players[(players.index(r["first"]) + k) % len(players)] for k in range(len(r["turns"]))]
    ok = (tiles == laid and figures == deployed and [t["player"] for t in r["turns"]] == seats
          and r["stack"] == [t["tile"] for t in r["turns"]] + case["stack"]
          and all(t["deploy"] is None or (t["deploy"]["feature"]["x"], t["deploy"]["feature"]["y"]) == (t["x"], t["y"]) for t in r["turns"]))
    check(ok, f"{case['id']}: the replay does not lay the setup as documented")
for extra, impl in [((), f"{CARC} observe --replay"), (("--persistent", "--jobs", "2"), f"{CARC} observe --replay --persistent")]:
    code, report, err, _ = verify(impl, *extra)
    check(code == 0 and report["passed"] == len(ids), f"verify {impl}: exit {code} {report['verdicts']}")
broken = json.loads(json.dumps(next(c for c in replayable if c["case"]["replay"]["turns"])))
turn = broken["case"]["replay"]["turns"][0]
turn["x"] += 100  # away from the layout: not-adjacent
answer = json.loads(subprocess.run([CARC, "observe", "--replay"], input=json.dumps(broken), capture_output=True, text=True).stdout)
check("replayed placement refused: not-adjacent" in answer.get("error", "") and "case.replay.turns[0]" in answer.get("error", ""),
      f"a broken replay is an error at its place: {answer}")

# Bounds: every square of the setup and of every placement, widened by one.
for c in cases:
    case = c["case"]
    squares = [(i["x"], i["y"]) for i in case["setup"] if i["type"] == "tile"]
    squares += [(a["x"], a["y"]) for s in case["steps"] for a in s.get("actions", []) if a["type"] == "place"]
    squares += [(g["square"]["x"], g["square"]["y"]) for s in case["steps"] for a in s.get("actions", [])
                if a["type"] == "verb" for g in a["args"] if "square" in g]
    if squares:
        want = {"min": {"x": min(x for x, _ in squares) - 1, "y": min(y for _, y in squares) - 1},
                "max": {"x": max(x for x, _ in squares) + 1, "y": max(y for _, y in squares) + 1}}
        check(case["bounds"] == want, f"{case['id']}: bounds {case['bounds']} != {want}")

# --filter matches case ids too.
one = subprocess.run([CARC, "export", SCENARIOS, "--out", "-", "--filter", "base/road-completion.carc:7"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
check([json.loads(l)["case"]["id"] for l in one] == ["base/road-completion.carc:7"], f"--filter by case id: {len(one)} cases")

# 2. A wrong implementation: exactly the spoiled cases that ask for a score fail.
asks_score = {c["case"]["id"] for c in cases
              if any(o["query"]["type"] == "score" for s in c["case"]["steps"] for o in s.get("observations", []))}
want_fail = spoiled & asks_score
check(want_fail, "some spoiled case asks for a score")
wrong = f"{PY} {MISBEHAVE} {CARC} wrong-score '{SPOILED}'"
wrapped_ids = {json.loads(line)["case"]["id"] for line in
               subprocess.run([CARC, "export", *WRAPPED, "--out", "-"], capture_output=True, text=True, check=True).stdout.splitlines()}
check(spoiled <= wrapped_ids and len(wrapped_ids) > len(spoiled), "the wrapped sample holds the spoiled cases and others")
for extra, impl in [((), wrong), (("--persistent",), wrong + " --persistent")]:
    code, report, err, _ = verify(impl, *extra, paths=WRAPPED)
    check(set(verdicts(report)) == wrapped_ids, f"wrong implementation {extra}: every wrapped case has a verdict")
    v = verdicts(report)
    failed = {i for i, c in v.items() if c["verdict"] == "FAIL"}
    check(code == 1, f"wrong implementation {extra}: exit {code}")
    check(failed == want_fail, f"wrong implementation {extra}: FAIL {sorted(failed)} != {sorted(want_fail)}")
    check(all(c["verdict"] == "PASS" for i, c in v.items() if i not in want_fail), "every other case passes")
    for i in failed:
        ms = v[i]["mismatches"]
        check(ms and all(m["what"].startswith("score of ") and int(m["have"]) == int(m["want"]) + 1 for m in ms),
              f"{i}: mismatches are the wrong scores: {ms}")

# 2b. Unsupported answers: the spoiled cases that ask for a score get UNSUPPORTED, neither PASS
# nor FAIL, counted in every report format; the run still succeeds.
# Two files hold every spoiled case (checked below); the rest of the library adds nothing here.
unsupported = f"{PY} {MISBEHAVE} {CARC} unsupported-score '{SPOILED}'"
few = [os.path.join(SCENARIOS, "base", "road-completion.carc"), os.path.join(SCENARIOS, "base", "cloister-completion.carc")]
few_cases = [c for c in cases if c["case"]["source"]["file"].endswith(("/road-completion.carc", "/cloister-completion.carc"))]
score_queries = sum(1 for c in cases if c["case"]["id"] in want_fail for s in c["case"]["steps"]
                    for o in s.get("observations", []) if o["query"]["type"] == "score")
for extra, impl in [((), unsupported), (("--persistent",), unsupported + " --persistent")]:
    code, report, err, _ = verify(impl, *extra, paths=few)
    v = verdicts(report)
    got = {i for i, c in v.items() if c["verdict"] == "UNSUPPORTED"}
    check(code == 0, f"unsupported answers {extra}: exit {code}")
    check(got == want_fail, f"unsupported answers {extra}: UNSUPPORTED {sorted(got)} != {sorted(want_fail)}")
    check(report["verdicts"]["UNSUPPORTED"] == len(want_fail) and report["unsupported_queries"] == score_queries,
          f"unsupported answers {extra}: counts {report['verdicts']} {report.get('unsupported_queries')}")
    check(all(u["reason"] == "this engine keeps no scores" and u["what"].startswith("score of ")
              for i in got for u in v[i]["unsupported"]), "unsupported answers carry their reason and query")
    check(report["passed"] == len(few_cases) - len(want_fail) and report["skipped"] == len(want_fail), f"summary {report}")
few_text = {}
for fmt_name in ("human", "tap", "junit"):
    out = subprocess.run([CARC, "verify", "--impl", unsupported, *few, "--format", fmt_name, "--filter", SPOILED],
                         capture_output=True, text=True, timeout=HANG_GUARD)
    few_text[fmt_name] = out.stdout
    check(out.returncode == 0, f"unsupported answers, {fmt_name}: exit {out.returncode}")
check(f"UNSUPPORTED {len(want_fail)} ({score_queries} queries answered unsupported)" in few_text["human"]
      and "unsupported: this engine keeps no scores" in few_text["human"], "human report counts unsupported answers")
check(few_text["tap"].count("# SKIP UNSUPPORTED") == len(want_fail)
      and f"UNSUPPORTED {len(want_fail)}" in few_text["tap"], "TAP report counts unsupported answers")
check(f'<property name="unsupported-cases" value="{len(want_fail)}"/>' in few_text["junit"]
      and f'<property name="unsupported-queries" value="{score_queries}"/>' in few_text["junit"],
      "JUnit report counts unsupported answers")

with tempfile.TemporaryDirectory() as tmp:
    known = os.path.join(tmp, "known.txt")
    with open(known, "w") as f:
        f.write("# the wrong implementation's scores\n")
        for i in sorted(want_fail):
            f.write(f"{i}   # off by one\n")
    code, report, err, _ = verify(wrong, "--known-failures", known, paths=WRAPPED)
    check(code == 0, f"known failures: exit {code}: {report['verdicts']}")
    check(report["verdicts"]["XFAIL"] == len(want_fail), f"known failures: {report['verdicts']}")
    passing = sorted(wrapped_ids - want_fail)[0]
    with open(known, "a") as f:
        f.write(passing + "\n")
    code, report, err, _ = verify(wrong, "--known-failures", known, paths=WRAPPED)
    check(code == 1 and verdicts(report)[passing]["verdict"] == "XPASS", f"an unexpected pass fails the run: {code}")
    # A listed case that no longer fails, only answers unsupported, is XPASS too: the list is stale.
    with open(known, "w") as f:
        f.write("\n".join(sorted(want_fail)) + "\n")
    code, report, err, _ = verify(unsupported, "--known-failures", known, paths=few)
    check(code == 1 and report["verdicts"]["XPASS"] == len(want_fail), f"a listed case answered unsupported is XPASS: {report['verdicts']}")
    with open(known, "w") as f:
        f.write("two ids on one line\n")
    out = subprocess.run([CARC, "verify", "--impl", "true", *LIBRARY, "--known-failures", known], capture_output=True, text=True)
    check(out.returncode == 2 and "known.txt:1:1: error" in out.stderr, f"a bad known-failures file is bad input: {out.stderr}")

# 3. Hostile implementations: ERROR for the spoiled cases, the rest pass, nothing hangs. Two
# files are enough here (each case starts a Python process and an oracle process).
few_ids = [json.loads(line)["case"]["id"] for line in
           subprocess.run([CARC, "export", *few, "--out", "-"], capture_output=True, text=True, check=True).stdout.splitlines()]
check(spoiled < set(few_ids), "the spoiled cases are among the few")
hostile = {
    "crash": "crashed",
    "hang": "timeout",
    "silent": "no output",
    "garbage": "not valid JSON",
    "flood": "output flood",
    "close-stdin": "no output",
    "exit-nonzero": "exit status 3",
}
limits = ("--timeout", "3", "--max-output", "1000000", "--jobs", "2")
for behaviour, words in hostile.items():
    # One-shot close-stdin shuts its input before it can read which case it got: it spoils all.
    want_errors = set(few_ids) if behaviour == "close-stdin" else spoiled
    impl = f"{PY} {MISBEHAVE} {CARC} {behaviour} '{SPOILED}'"
    code, report, err, seconds = verify(impl, *limits, paths=few)
    v = verdicts(report)
    check(len(v) == len(few_ids), f"{behaviour}: every case is reported ({len(v)} of {len(few_ids)})")
    errored = {i for i, c in v.items() if c["verdict"] == "ERROR"}
    check(errored == want_errors, f"{behaviour}: ERROR for {sorted(errored)}, want {sorted(want_errors)}")
    check(all(words in v[i].get("message", "") for i in errored), f"{behaviour}: messages {[v[i].get('message') for i in errored]}")
    check(all(c["verdict"] == "PASS" for i, c in v.items() if i not in want_errors), f"{behaviour}: the other cases pass")
    check(code == 1, f"{behaviour}: exit {code}")
    print(f"{behaviour}: {len(errored)} ERROR, {len(v) - len(errored)} PASS in {seconds:.1f} s")

# The same in persistent mode: the broken process is replaced and the run goes on.
persistent_words = {"crash": "closed its output", "hang": "timeout", "garbage": "not a JSON object",
                    "flood": "output flood", "silent": "closed its output", "close-stdin": "closed its output"}
for behaviour, words in persistent_words.items():
    impl = f"{PY} {MISBEHAVE} {CARC} {behaviour} '{SPOILED}' --persistent"
    code, report, err, seconds = verify(impl, "--persistent", *limits, paths=few)
    v = verdicts(report)
    errored = {i for i, c in v.items() if c["verdict"] == "ERROR"}
    check(len(v) == len(few_ids), f"persistent {behaviour}: every case is reported")
    check(errored == spoiled, f"persistent {behaviour}: ERROR for {sorted(errored)}, want {sorted(spoiled)}")
    check(all(words in v[i].get("message", "") for i in errored), f"persistent {behaviour}: messages {[v[i].get('message') for i in errored]}")
    check(all(c["verdict"] == "PASS" for i, c in v.items() if i not in spoiled), f"persistent {behaviour}: the other cases pass")
    print(f"persistent {behaviour}: {len(errored)} ERROR, {len(v) - len(errored)} PASS in {seconds:.1f} s")

# An implementation that cannot start at all.
for extra in [(), ("--persistent",)]:
    code, report, err, seconds = verify("/nonexistent/engine", "--timeout", "3", *extra, paths=few)
    check(code == 1 and report["verdicts"]["ERROR"] == len(few_ids), f"missing implementation {extra}: {report['verdicts']}")

print("conformance harness:", "FAILED" if failures else "all checks passed")
sys.exit(1 if failures else 0)
