#!/usr/bin/env python3
"""Checks that a fuzz dictionary holds every literal of its input format.

Usage: check_dict.py GRAMMAR.g4 DICT      every quoted literal of the grammar
       check_dict.py SCHEMA.json DICT     every property name and every string of an enum or a
                                          const of the JSON Schema, as a JSON string ("type")

A keyword added to grammar/Scenario.g4 must be added to fuzz/scenario.dict too, and a key added
to docs/protocol.schema.json to fuzz/protocol.dict, or the fuzzer reaches the new rule only by
luck. The last line is `N passed, N failed`.
"""

import json
import re
import sys


def grammar_literals(text):
    return {l.encode().decode("unicode_escape") for l in re.findall(r"'((?:[^'\\]|\\.)*)'", text)}


def schema_literals(node, out):
    """Property names, and strings of enums and consts, each as it is written in JSON."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                out.update(json.dumps(name) for name in value)
            elif key == "required":
                out.update(json.dumps(name) for name in value)
            elif key == "enum":
                out.update(json.dumps(v) for v in value if isinstance(v, str))
            elif key == "const" and isinstance(value, str):
                out.add(json.dumps(value))
            schema_literals(value, out)
    elif isinstance(node, list):
        for value in node:
            schema_literals(value, out)
    return out


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    literals = schema_literals(json.loads(text), set()) if argv[1].endswith(".json") else grammar_literals(text)
    with open(argv[2], encoding="utf-8") as f:
        entries = {bytes(m, "utf-8").decode("unicode_escape") for m in re.findall(r'^"((?:[^"\\]|\\.)*)"$', f.read(), re.M)}
    missing = sorted(literals - entries)
    for m in missing:
        print(f"FAIL {argv[2]} lacks {m!r} (a literal of {argv[1]})")
    print(f"{len(literals) - len(missing)} passed, {len(missing)} failed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
