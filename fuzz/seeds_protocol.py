#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_protocol into OUTDIR (created if needed).

Usage: seeds_protocol.py OUTDIR

Seeds: every case of the scenario library as `carc export scenarios --out DIR` writes it, sent
as `carc verify` sends it (one line, without `expected`), and a few variations: each case as a
persistent session (start, run, stop), the ten smallest cases printed over many lines, and the
messages of a session alone. The `carc` binary is $CARC, else build-fuzz/carc, else build/carc
(fuzz/run.sh builds it and sets $CARC). Files are named by a hash of their content, so running
it again adds nothing twice. Python 3 standard library only.
"""

import json
import os
import subprocess
import sys
import tempfile

from seed_files import write_seeds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def carc_binary():
    for path in (os.environ.get("CARC"), os.path.join(ROOT, "build-fuzz", "carc"), os.path.join(ROOT, "build", "carc")):
        if path and os.access(path, os.X_OK):
            return path
    sys.exit("seeds_protocol.py: no carc binary: set $CARC or build build/carc")


def exported_cases(carc):
    with tempfile.TemporaryDirectory(prefix="carc-seeds-") as out:
        subprocess.run([carc, "export", os.path.join(ROOT, "scenarios"), "--out", out], check=True,
                       stdout=subprocess.DEVNULL)
        paths = sorted(os.path.join(d, n) for d, _, names in os.walk(out) for n in names if n.endswith(".json"))
        documents = []
        for p in paths:
            with open(p, encoding="utf-8") as f:
                documents.append(json.load(f))
    return documents


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    documents = exported_cases(carc_binary())
    seeds = []
    sent = []
    for d in documents:
        d.pop("expected", None)
        sent.append(compact(d) + "\n")
    seeds.extend(sent)
    start, stop = '{"type":"start","protocol":1}\n', '{"type":"stop"}\n'
    for d in documents:
        run = {"type": "run", "id": d["case"]["id"], "case": d["case"]}
        seeds.append(start + compact(run) + "\n" + stop)
    for text in sorted(sent, key=len)[:10]:
        seeds.append(json.dumps(json.loads(text), indent=1, ensure_ascii=False) + "\n")
    seeds.extend([start, stop, start + stop, start + '{"type":"run","id":"x:1","case":{}}\n' + stop])
    written = write_seeds(seeds, out)
    print(f"{len(seeds)} seeds from {len(documents)} cases, {written} new files in {out}")


if __name__ == "__main__":
    main(sys.argv)
