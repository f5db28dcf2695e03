#!/usr/bin/env python3
"""An implementation under test that misbehaves on purpose, for the tests of `carc verify`.

usage: misbehave.py CARC BEHAVIOUR GLOB [--persistent]

Cases whose id matches GLOB get BEHAVIOUR; every other case is answered by the oracle's own
adapter (`CARC observe`), so the rest of a run must still pass.
Behaviours: wrong-score (adds 1 to every `score` answer), unsupported-score (answers every `score`
query {"unsupported": ...}), crash, hang, silent, garbage, flood, close-stdin, exit-nonzero.
"""
import fnmatch
import json
import os
import signal
import subprocess
import sys
import time


def observe(carc, document):
    out = subprocess.run([carc, "observe"], input=json.dumps(document), capture_output=True, text=True)
    return json.loads(out.stdout)


def wrong_scores(document, answer):
    for step in document["case"]["steps"]:
        for o in step.get("observations", []):
            if o["query"]["type"] == "score" and o["id"] in answer.get("observations", {}):
                answer["observations"][o["id"]] += 1
    return answer


def unsupported_scores(document, answer):
    for step in document["case"]["steps"]:
        for o in step.get("observations", []):
            if o["query"]["type"] == "score" and o["id"] in answer.get("observations", {}):
                answer["observations"][o["id"]] = {"unsupported": "this engine keeps no scores"}
    return answer


SPOIL_ANSWER = {"wrong-score": wrong_scores, "unsupported-score": unsupported_scores}


def misbehave(behaviour, write):
    """Acts out a behaviour that gives no usable answer."""
    if behaviour == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    if behaviour == "hang":
        time.sleep(1000)
    if behaviour == "silent":
        sys.exit(0)
    if behaviour == "garbage":
        write(b"\x00\xff\xfe this is not {json\n")
        sys.exit(0)
    if behaviour == "flood":
        chunk = b"x" * 65536
        while True:
            write(chunk)
    if behaviour == "close-stdin":
        os.close(0)
        time.sleep(0.2)
        sys.exit(0)
    if behaviour == "exit-nonzero":
        write(b'{"observations": {}}\n')
        sys.exit(3)
    raise SystemExit(f"unknown behaviour {behaviour}")


def write_out(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def one_shot(carc, behaviour, pattern):
    if behaviour == "close-stdin":
        os.close(0)  # before reading a byte
        time.sleep(0.2)
        sys.exit(0)
    document = json.loads(sys.stdin.read())
    if not fnmatch.fnmatchcase(document["case"]["id"], pattern):
        print(json.dumps(observe(carc, document)))
        return
    if behaviour in SPOIL_ANSWER:
        print(json.dumps(SPOIL_ANSWER[behaviour](document, observe(carc, document))))
        return
    misbehave(behaviour, write_out)


def persistent(carc, behaviour, pattern):
    for line in sys.stdin:
        msg = json.loads(line)
        if msg["type"] == "start":
            # Whatever the oracle's own adapter supports, so only the spoiled cases differ.
            ready = subprocess.run([carc, "observe", "--persistent"], input='{"type": "start"}\n',
                                   capture_output=True, text=True).stdout
            expansions = json.loads(ready)["expansions"]
            print(json.dumps({"type": "ready", "name": "misbehave", "protocol": 1, "expansions": expansions}), flush=True)
        elif msg["type"] == "stop":
            return
        elif msg["type"] == "run":
            document = {"format": "carcassonne-oracle-case", "version": 1, "case": msg["case"]}
            matched = fnmatch.fnmatchcase(msg["id"], pattern)
            answer = observe(carc, document)
            if matched and behaviour in SPOIL_ANSWER:
                answer = SPOIL_ANSWER[behaviour](document, answer)
            elif matched:
                misbehave(behaviour, write_out)
            reply = {"type": "observations", "id": msg["id"], "observations": answer["observations"]}
            print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    carc, behaviour, pattern = sys.argv[1:4]
    if "--persistent" in sys.argv[4:]:
        persistent(carc, behaviour, pattern)
    else:
        one_shot(carc, behaviour, pattern)
