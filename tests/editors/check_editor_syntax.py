#!/usr/bin/env python3
"""The editor syntax files highlight exactly the keywords of the grammar.

usage: check_editor_syntax.py REPO

  - editors/vscode/syntaxes/carc.tmLanguage.json is valid JSON, and every keyword of
    grammar/Scenario.g4 (its quoted literals that are words) is matched, whole, by one of its
    patterns, while a longer name holding it (`scoreboard`, `r1/curve`) is not; ruling ids
    (`CAR-14`, `CAR:base/city-scoring`) are matched whole;
  - editors/vim/syntax/carc.vim lists every keyword of the grammar in a `syn keyword` line, and
    no word the grammar does not have;
  - the VS Code manifest names the grammar file and the `.carc` extension.
The last line is `N passed, N failed`.
"""
import json
import os
import re
import sys

repo = sys.argv[1]
sys.path.insert(0, os.path.join(repo, "tests", "docs"))
from run_doc_examples import grammar_literals  # noqa: E402  (the same reading of the grammar)

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


with open(os.path.join(repo, "grammar", "Scenario.g4"), encoding="utf-8") as fh:
    keywords = sorted({k for k in grammar_literals(fh.read()) if re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]", k)
                       or re.fullmatch(r"[A-Z]", k)})
check("the grammar has keywords", len(keywords) > 50, keywords)

vscode = os.path.join(repo, "editors", "vscode")
with open(os.path.join(vscode, "syntaxes", "carc.tmLanguage.json"), encoding="utf-8") as fh:
    tm = json.load(fh)
patterns = {name: re.compile(p["match"]) for name, p in tm["repository"].items() if "match" in p}


def highlighted(word):
    """The names of the patterns that match `word` whole where it stands alone in a line."""
    line = f"  {word} "
    return [name for name, p in patterns.items() for m in [p.search(line)] if m and m.group(0) == word]


for k in keywords:
    check(f"TextMate highlights `{k}`", highlighted(k) != [], "no pattern matches it whole")
for longer in ("scoreboard", "r1/curve", "turner", "Northern", "setups", "x-stack"):
    hits = [name for name, p in patterns.items() if p.search(f"  {longer} ")]
    check(f"TextMate leaves the name `{longer}` alone", not hits, hits)
for ruling in ("CAR-14", "CAR:base/city-scoring"):
    check(f"TextMate highlights the ruling id {ruling}", "ruling" in highlighted(ruling), highlighted(ruling))
with open(os.path.join(vscode, "package.json"), encoding="utf-8") as fh:
    manifest = json.load(fh)
grammars = manifest["contributes"]["grammars"]
check("the manifest names the grammar", any(os.path.normpath(os.path.join(vscode, g["path"])) ==
                                             os.path.normpath(os.path.join(vscode, "syntaxes", "carc.tmLanguage.json"))
                                             for g in grammars))
check("the manifest claims .carc", ".carc" in manifest["contributes"]["languages"][0]["extensions"])

with open(os.path.join(repo, "editors", "vim", "syntax", "carc.vim"), encoding="utf-8") as fh:
    vim_words = set()
    for line in fh:
        m = re.match(r"\s*syn keyword \w+ (.*)$", line)
        if m:
            vim_words.update(m.group(1).split())
for k in keywords:
    check(f"Vim highlights `{k}`", k in vim_words)
extra = sorted(vim_words - set(keywords))
check("Vim lists no word the grammar does not have", not extra, extra)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
