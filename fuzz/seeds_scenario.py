#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_scenario into OUTDIR (created if needed).

Usage: seeds_scenario.py OUTDIR

Seeds: every *.carc file of scenarios/ and tests/golden/ whole, each scenario of those files on
its own (a scenario starts at a line beginning with `scenario`), and every ```carc block of
docs/dsl.md. Small seeds matter: libFuzzer mutates short inputs much faster than whole files.
Files are named by a hash of their content, so running it again adds nothing twice.
Python 3 standard library only.
"""

import os
import re
import sys

from seed_files import write_seeds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def carc_files():
    for folder in ("scenarios", "tests/golden"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, folder)):
            for n in sorted(names):
                if n.endswith(".carc"):
                    yield os.path.join(dirpath, n)


def split_scenarios(text):
    starts = [m.start() for m in re.finditer(r"^scenario\b", text, re.M)]
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]


def doc_blocks():
    with open(os.path.join(ROOT, "docs", "dsl.md"), encoding="utf-8") as f:
        return re.findall(r"^```carc\n(.*?)^```", f.read(), re.M | re.S)


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    seeds = []
    for path in carc_files():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        seeds.append(text)
        parts = split_scenarios(text)
        if len(parts) > 1:
            seeds.extend(parts)
    seeds.extend(doc_blocks())
    written = write_seeds(seeds, out)
    print(f"{len(seeds)} seeds, {written} new files in {out}")


if __name__ == "__main__":
    main(sys.argv)
