#!/usr/bin/env python3
"""Checks that the tile reference is what `carc tiles` generates now.

usage: check_tiles_doc.py CARC DOC PICTURE_DIR

Runs `CARC tiles --format md --svg-dir TMP` and compares its output with DOC (docs/tiles.md) and
the pictures it writes with PICTURE_DIR (docs/tiles/): the same files with the same contents, and
no stale picture left behind. Regenerate both from the repository root with
    carc tiles --format md --svg-dir docs/tiles > docs/tiles.md
The last line is `N passed, N failed`. Python 3 standard library only.
"""
import os
import subprocess
import sys
import tempfile

carc, doc, pictures = sys.argv[1], sys.argv[2], sys.argv[3]
passed = failed = 0
FIX = "regenerate with `carc tiles --format md --svg-dir docs/tiles > docs/tiles.md`"


def check(name, ok, detail=""):
    global passed, failed
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    if ok:
        passed += 1
    else:
        failed += 1


with tempfile.TemporaryDirectory() as tmp:
    r = subprocess.run([carc, "tiles", "--format", "md", "--svg-dir", tmp], capture_output=True, text=True, timeout=120)
    check("carc tiles exits 0", r.returncode == 0, r.stderr)
    with open(doc, encoding="utf-8") as f:
        check(f"{doc} is current", f.read() == r.stdout, FIX)
    made = sorted(os.listdir(tmp))
    have = sorted(n for n in os.listdir(pictures) if n.endswith(".svg")) if os.path.isdir(pictures) else []
    check("one picture per tile type", made == have,
          f"missing {sorted(set(made) - set(have))[:5]}, stale {sorted(set(have) - set(made))[:5]}; {FIX}")
    stale = [n for n in made if n in have and open(os.path.join(tmp, n), "rb").read() != open(os.path.join(pictures, n), "rb").read()]
    check("pictures are current", not stale, f"{stale[:5]}; {FIX}")
    check("every picture is linked from the page", all(f"tiles/{n}" in r.stdout for n in made))
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
