#!/usr/bin/env python3
"""Which engine lines does the scenario library never run, and which mutants sit there?

A mutant on a line that no scenario executes survives whatever the scenarios assert, so the
lines the library never reaches are the cheapest place to look for gaps (docs/mutation-testing.md).
This tool builds `carc` with gcc's coverage instrumentation in its own tree, runs
`carc run scenarios` once, reads the line counts back with `gcov --json-format`, and reports
for every engine/**/*.cpp file the mutants of tools/mutants.py that stand on a line the library
never ran (equivalent mutants left out).

usage:
  tools/library_coverage.py                      build (once, about 10 minutes) and report
  tools/library_coverage.py --files 'engine/expansions/tower/*'
  tools/library_coverage.py --lines              print the unexecuted lines themselves too
  tools/library_coverage.py --scenarios DIR ...  run only these scenario files or folders
  tools/library_coverage.py --no-build           use the coverage tree as it was last built

It reads no timing and asserts nothing: it is a map for writing scenarios, not a test.
"""

import argparse
import fnmatch
import json
import os
import shutil
import subprocess
import sys
import tempfile

import mutants

ROOT = mutants.ROOT


def sh(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, shell=True, check=True, text=True, capture_output=True)


def build(tree):
    """A copy of the tracked files in TREE/src, built with coverage in TREE/build."""
    src, out = os.path.join(tree, "src"), os.path.join(tree, "build")
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, check=True, text=True, capture_output=True).stdout.split()
    for rel in files:
        target = os.path.join(src, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        source = os.path.join(ROOT, rel)
        if not os.path.exists(target) or open(source, "rb").read() != open(target, "rb").read():
            with open(source, "rb") as a, open(target, "wb") as b:
                b.write(a.read())
    if not os.path.exists(os.path.join(out, "build.ninja")):
        sh(f"cmake -S {src} -B {out} -G Ninja -DCMAKE_BUILD_TYPE=Debug "
           "-DCMAKE_CXX_FLAGS='--coverage -O0' -DCMAKE_EXE_LINKER_FLAGS=--coverage", ROOT)
    print("building the coverage tree (first time: about 10 minutes) ...", file=sys.stderr, flush=True)
    sh(f"cmake --build {out} --target carc", ROOT)
    return src, out


def executed_lines(out, scenarios):
    """file (relative to the source) -> (lines gcov saw as code, lines run at least once).
    The counts go to a private directory (GCOV_PREFIX), so runs at the same time do not mix."""
    objdir = os.path.join(out, "CMakeFiles", "carc_engine.dir")
    with tempfile.TemporaryDirectory() as counts:
        env = dict(os.environ, GCOV_PREFIX=counts, GCOV_PREFIX_STRIP="0")
        run = subprocess.run([os.path.join(out, "carc"), "run", *scenarios], cwd=ROOT, text=True,
                             capture_output=True, env=env)
        print(run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr, file=sys.stderr)
        mine = os.path.join(counts, os.path.abspath(objdir).lstrip("/"))
        for dirpath, _, names in os.walk(objdir):
            for name in names:
                if name.endswith(".gcno"):
                    target = os.path.join(mine, os.path.relpath(dirpath, objdir))
                    os.makedirs(target, exist_ok=True)
                    shutil.copyfile(os.path.join(dirpath, name), os.path.join(target, name))
        return read_counts(mine)


def read_counts(objdir):
    code, hit = {}, {}
    for dirpath, _, names in os.walk(objdir):
        for name in names:
            if not name.endswith(".gcda"):
                continue
            res = subprocess.run(["gcov", "--json-format", "--stdout", name], cwd=dirpath,
                                 capture_output=True)
            for chunk in res.stdout.split(b"\n"):
                if not chunk.strip():
                    continue
                data = json.loads(chunk)
                for f in data.get("files", []):
                    rel = f["file"]
                    marker = "/src/"
                    if marker in rel:
                        rel = rel.split(marker, 1)[1]
                    if not rel.startswith("engine/"):
                        continue
                    for line in f["lines"]:
                        code.setdefault(rel, set()).add(line["line_number"])
                        if line["count"] > 0:
                            hit.setdefault(rel, set()).add(line["line_number"])
    return code, hit


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", default=os.path.join(ROOT, "build-coverage"))
    ap.add_argument("--files", nargs="*", default=[], help="only engine files matching these globs")
    ap.add_argument("--scenarios", nargs="*", default=["scenarios"], help="what to run (files or folders)")
    ap.add_argument("--no-build", action="store_true", help="use the tree as it is built")
    ap.add_argument("--lines", action="store_true", help="print each unexecuted mutant line")
    args = ap.parse_args()

    out = os.path.join(args.tree, "build") if args.no_build else build(args.tree)[1]
    code, hit = executed_lines(out, args.scenarios)
    equivalents = mutants.load_equivalents()
    candidates = [m for m in mutants.all_candidates(args.files) if mutants.equivalence_key(m) not in equivalents]
    per_file = {}
    for m in candidates:
        rel, n = m[0], m[1]
        runs = n in hit.get(rel, set())
        # A line gcov does not count as code (a declaration, a brace) belongs to the statement
        # before it; treat it as run when the file ran at all.
        if n not in code.get(rel, set()):
            runs = bool(hit.get(rel))
        total, missed = per_file.get(rel, (0, []))
        per_file[rel] = (total + 1, missed + ([] if runs else [m]))
    all_missed = sum(len(v[1]) for v in per_file.values())
    print(f"{all_missed} of {len(candidates)} mutants ({100 * all_missed / max(1, len(candidates)):.1f}%) "
          f"stand on engine lines `carc run {' '.join(args.scenarios)}` never runs")
    for rel in sorted(per_file, key=lambda r: -len(per_file[r][1])):
        total, missed = per_file[rel]
        if not missed:
            continue
        lines = sorted({m[1] for m in missed})
        print(f"{len(missed):4} of {total:4}  {rel}: lines {', '.join(map(str, lines))}")
        if args.lines:
            for m in missed:
                print(f"        {rel}:{m[1]}:{m[2]}  {m[3].strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
