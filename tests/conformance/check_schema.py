#!/usr/bin/python3
"""Checks docs/protocol.schema.json against what the oracle really sends and answers.

usage: check_schema.py CARC SCENARIO_DIR SCHEMA

Exports the whole library (`carc export SCENARIO_DIR --out -`) and validates every case
document; then plays each case through `carc observe`, one-shot and persistent, and validates
every answer and message, each observation's answer by its query type. A few hand-broken
documents must be refused, so a schema that accepts anything fails too.

Needs the Debian package python3-jsonschema (scripts/install-deps.sh); run it with
/usr/bin/python3, since another python3 on PATH may lack the module.
"""
import copy
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit(f"check_schema.py: the jsonschema module is missing from {sys.executable}: "
             "install python3-jsonschema (scripts/install-deps.sh) and run this with /usr/bin/python3")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from library_sample import library_files  # noqa: E402

MIN_CASES = 50  # the library has more; fewer means the export broke
TIMEOUT = 60

carc, library, schema_path = sys.argv[1:4]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
failures = []


def validator(pointer):
    """A validator for the part of the schema at `pointer` (e.g. /$defs/answer)."""
    return jsonschema.Draft202012Validator({"$ref": "#" + pointer, "$defs": schema["$defs"]})


ROOT = jsonschema.Draft202012Validator(schema)
ANSWER = validator("/$defs/answer")
ORACLE_MESSAGE = validator("/$defs/oracleMessage")
IMPL_MESSAGE = validator("/$defs/implementationMessage")
UNSUPPORTED = validator("/$defs/unsupportedAnswer")
ANSWER_TO = {name: validator("/$defs/answerTo/$defs/" + name)
             for name in schema["$defs"]["answerTo"]["$defs"]}


def fail(where, what):
    failures.append(where)
    print(f"FAIL {where}: {what}")


def validate(v, document, where):
    errors = sorted(v.iter_errors(document), key=lambda e: list(e.absolute_path))
    for e in errors[:3]:
        fail(where, f"{e.json_path}: {e.message[:300]}")
    return not errors


def ids_and_queries(case):
    """Every action id, and every observation id with its query, in case order."""
    actions, queries = [], {}
    for step in case["steps"]:
        actions += [a["id"] for a in step.get("actions", [])]
        queries.update({o["id"]: o["query"] for o in step.get("observations", [])})
    return actions, queries


def check_observations(observations, case, where):
    """Every id answered; actions by a code, observations by their query's answer schema."""
    actions, queries = ids_and_queries(case)
    for missing in sorted((set(actions) | set(queries)) - set(observations)):
        fail(where, f"no answer for {missing}")
    for oid, query in queries.items():
        if oid in observations:
            name = query["type"] + ("." + query["property"] if query["type"] == "region" else "")
            answer = observations[oid]
            if isinstance(answer, dict) and "unsupported" in answer:  # docs/protocol.md, 3
                validate(UNSUPPORTED, answer, f"{where} {oid} (unsupported)")
            else:
                validate(ANSWER_TO[name], answer, f"{where} {oid} ({name})")


# ---- 1. Every exported case document.
# The sanitizer build validates a sample (tests/library_sample.py); part 5 needs base/turn-order.carc.
sample = library_files(library, keep=["base/turn-order.carc"])
export = subprocess.run([carc, "export", *sample, "--out", "-"], capture_output=True, text=True,
                        timeout=TIMEOUT)
if export.returncode != 0:
    sys.exit(f"carc export failed ({export.returncode}): {export.stderr}")
documents = [json.loads(line) for line in export.stdout.splitlines() if line.strip()]
if len(documents) < MIN_CASES:
    sys.exit(f"FAIL export: only {len(documents)} cases, want at least {MIN_CASES}")
seen = set()
for doc in documents:
    case_id = doc.get("case", {}).get("id", "?")
    if validate(ROOT, doc, case_id):
        actions, queries = ids_and_queries(doc["case"])
        ids = actions + list(queries)
        if len(set(ids)) != len(ids):
            fail(case_id, "an id is used twice")
        if set(ids) != set(doc.get("expected", {})):
            fail(case_id, f"expected does not cover exactly the ids: {sorted(set(ids) ^ set(doc['expected']))}")
    if case_id in seen:
        fail(case_id, "two cases have this id")
    seen.add(case_id)
print(f"{len(documents)} case documents validated")

# ---- 2. The schema refuses broken documents (it is not vacuous).
good = next(d for d in documents if any(s["type"] == "turn" for s in d["case"]["steps"]))


def broken(change):
    doc = copy.deepcopy(good)
    change(doc)
    return doc


def first_action(doc):
    return next(s for s in doc["case"]["steps"] if s["type"] == "turn")["actions"][0]


refused = {
    "no stack": broken(lambda d: d["case"].pop("stack")),
    "wrong format": broken(lambda d: d.update(format="something-else")),
    "rotation 45": broken(lambda d: first_action(d).update(rotation=45)),
    "unknown action": broken(lambda d: first_action(d).update(type="jump")),
    "bad port": broken(lambda d: d["case"]["setup"].append(
        {"type": "figure", "player": "red", "figure": "follower",
         "feature": {"x": 0, "y": 0, "kind": "road", "ports": ["NX"]}})),
    "two comparisons": broken(lambda d: d["expected"].update(a1={"equals": 1, "set": [1]})),
    # past the limits of docs/protocol.md (1.7)
    "coordinate 1001": broken(lambda d: first_action(d).update(x=1001)),
    "nine players": broken(lambda d: d["case"].update(players=[f"p{i}" for i in range(9)])),
    "supply 101": broken(lambda d: d["case"]["setup"].append(
        {"type": "supply", "player": d["case"]["players"][0], "figure": "follower", "count": 101})),
    "2001 setup tiles": broken(lambda d: d["case"]["setup"].extend(
        [{"type": "tile", "tile": "A", "x": 0, "y": 0, "rotation": 0}] * 2001)),
    "no bounds": broken(lambda d: d["case"].pop("bounds")),
    "replay both turns and unreachable": broken(lambda d: d["case"].update(
        replay={"unreachable": "x", "turns": [], "start": {"tile": "D", "x": 0, "y": 0, "rotation": 0},
                "first": "red", "stack": []})),
    "replay turn without deploy": broken(lambda d: d["case"].update(
        replay={"start": {"tile": "D", "x": 0, "y": 0, "rotation": 0}, "first": "red", "stack": ["A"],
                "turns": [{"player": "red", "tile": "A", "x": 1, "y": 0, "rotation": 0}]})),
}
for name, doc in refused.items():
    if ROOT.is_valid(doc):
        fail("schema", f"accepts a broken case document ({name})")
for name, answer in {"observations and skipped": {"observations": {}, "skipped": "x"},
                     "action answered by a number": {"observations": {"a1": 3}},
                     "action answered unsupported": {"observations": {"a1": {"unsupported": "no"}}},
                     "empty": {}}.items():
    if ANSWER.is_valid(answer):
        fail("schema", f"accepts a broken answer ({name})")
if ANSWER_TO["phase"].is_valid("thinking") or ANSWER_TO["region.owners"].is_valid([1]):
    fail("schema", "accepts a broken observation answer")
if UNSUPPORTED.is_valid({"unsupported": 3}) or UNSUPPORTED.is_valid({"unsupported": "x", "value": 1}) \
        or not UNSUPPORTED.is_valid({"unsupported": "no event log"}):
    fail("schema", "the unsupported answer is not what section 3 says")
replayable = sum("turns" in d["case"]["replay"] for d in documents)
print(f"{replayable} cases have a replayable setup")

# ---- 3. carc observe, one-shot: one process per case, the document without `expected`.
answered = 0
for doc in documents:
    case_id = doc["case"]["id"]
    sent = {k: v for k, v in doc.items() if k != "expected"}
    run = subprocess.run([carc, "observe"], input=json.dumps(sent) + "\n", capture_output=True,
                         text=True, timeout=TIMEOUT)
    if run.returncode != 0:
        fail(case_id, f"carc observe exited {run.returncode}: {run.stderr[-500:]}")
        continue
    try:
        answer = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        fail(case_id, f"carc observe printed no JSON: {e}")
        continue
    if validate(ANSWER, answer, f"{case_id} (one-shot answer)") and "observations" in answer:
        check_observations(answer["observations"], doc["case"], f"{case_id} (one-shot)")
        answered += 1
print(f"{answered} one-shot answers validated")

# ---- 4. carc observe --persistent: every message both ways.
messages = [{"type": "start", "protocol": 1}]
messages += [{"type": "run", "id": d["case"]["id"], "case": d["case"]} for d in documents]
messages.append({"type": "stop"})
for m in messages:
    validate(ORACLE_MESSAGE, m, f"our own {m['type']} message")
server = subprocess.run([carc, "observe", "--persistent"], capture_output=True, text=True,
                        input="".join(json.dumps(m) + "\n" for m in messages), timeout=TIMEOUT)
if server.returncode != 0:
    fail("persistent", f"carc observe --persistent exited {server.returncode}: {server.stderr[-500:]}")
replies = [json.loads(line) for line in server.stdout.splitlines() if line.strip()]
if len(replies) != len(documents) + 1:
    fail("persistent", f"{len(replies)} replies to {len(documents)} runs and a start")
by_id = {d["case"]["id"]: d["case"] for d in documents}
for reply in replies:
    where = f"persistent {reply.get('type')} {reply.get('id', '')}".strip()
    if validate(IMPL_MESSAGE, reply, where) and reply["type"] == "observations":
        check_observations(reply["observations"], by_id[reply["id"]], where)
if replies and replies[0].get("type") != "ready":
    fail("persistent", "the first reply is not ready")
print(f"{len(replies)} persistent replies validated")

# ---- 5. The example adapter's answers, which use the unsupported answer (docs/protocol.md, 3).
ADAPTER = [sys.executable, os.path.join(os.path.dirname(schema_path), "..", "examples", "python-adapter", "adapter.py")]
unsupported_answers = 0
for doc in documents:
    if not doc["case"]["id"].startswith("base/turn-order.carc:"):
        continue
    sent = {k: v for k, v in doc.items() if k != "expected"}
    run = subprocess.run(ADAPTER, input=json.dumps(sent) + "\n", capture_output=True, text=True, timeout=TIMEOUT)
    answer = json.loads(run.stdout)
    where = f"{doc['case']['id']} (example adapter)"
    if validate(ANSWER, answer, where) and "observations" in answer:
        check_observations(answer["observations"], doc["case"], where)
        unsupported_answers += sum(isinstance(v, dict) and "unsupported" in v for v in answer["observations"].values())
if unsupported_answers == 0:
    fail("example adapter", "no unsupported answer to validate (it answers `decider` so)")
print(f"{unsupported_answers} unsupported answers of the example adapter validated")

print(f"{'FAILED' if failures else 'ok'}: {len(failures)} problems")
sys.exit(1 if failures else 0)
