#!/usr/bin/env python3
"""The documentation names only files that exist.

usage: check_doc_links.py REPO

For README.md and every docs/*.md of REPO: each relative Markdown link `[text](path)` must lead to
a file or folder of the repository, and each file name ending in `.md` written in the text (such
as a design note cited by name) must be the name of a file of the repository. The last line is
`N passed, N failed`.
"""
import os
import re
import sys

repo = sys.argv[1]
passed = failed = 0
pages = [os.path.join(repo, "README.md")] + sorted(
    os.path.join(repo, "docs", f) for f in os.listdir(os.path.join(repo, "docs")) if f.endswith(".md"))
names = set()
for root, dirs, files in os.walk(repo):
    dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")]
    names.update(files)


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


for page in pages:
    text = open(page, encoding="utf-8").read()
    rel = os.path.relpath(page, repo)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        path = target.split("#", 1)[0]
        if not path or re.match(r"^[a-z]+:", path):
            continue
        check(f"{rel} links {target}", os.path.exists(os.path.join(os.path.dirname(page), path)), "no such file")
    for mention in sorted(set(re.findall(r"\b([A-Za-z0-9_.-]+\.md)\b", text))):
        check(f"{rel} names {mention}", os.path.basename(mention) in names, "no file of that name in the repository")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
