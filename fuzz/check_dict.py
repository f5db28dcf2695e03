#!/usr/bin/env python3
"""Checks that the fuzz dictionary holds every literal of the grammar.

Usage: check_dict.py GRAMMAR.g4 DICT

A keyword added to grammar/Scenario.g4 must be added to fuzz/scenario.dict too, or the fuzzer
reaches the new rule only by luck. The last line is `N passed, N failed`.
"""

import re
import sys


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    with open(argv[1], encoding="utf-8") as f:
        grammar = f.read()
    literals = {l.encode().decode("unicode_escape") for l in re.findall(r"'((?:[^'\\]|\\.)*)'", grammar)}
    with open(argv[2], encoding="utf-8") as f:
        entries = {bytes(m, "utf-8").decode("unicode_escape") for m in re.findall(r'^"((?:[^"\\]|\\.)*)"$', f.read(), re.M)}
    missing = sorted(literals - entries)
    for m in missing:
        print(f"FAIL {argv[2]} lacks {m!r} (a literal of {argv[1]})")
    print(f"{len(literals) - len(missing)} passed, {len(missing)} failed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
