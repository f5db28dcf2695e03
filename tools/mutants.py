#!/usr/bin/env python3
"""Mechanical mutation testing of the engine: how many small, blind changes to engine/ make the
scenario library fail?

Where tools/mutation_check.py breaks rules chosen by hand, this tool generates its mutants
mechanically from the source of engine/**/*.cpp, with five operators:

  cmp    a comparison flipped: <  <=  >  >=  ==  != become their neighbour (< -> <=, == -> !=, ...)
  const  an integer constant 0..99 of an assignment, a return, a comparison or arithmetic, plus one
  drop   a statement that is a call (`f(...);`, `x.f(...);`, `x->f(...);`) removed
  neg    an `if (...)` condition negated
  bool   `return true;` and `return false;` swapped

Lines that only explain (notes, logging, text formatting) and the engine's own checkers
(invariants, self-play, the score audit, the tile loader, and each module's check_state with its
helpers: a function that returns what is wrong as a string) are left alone: mutating them
changes no rule. Each mutant is built in a copy of the tree (--tree, default build/mutation-tree: the
files git tracks or would track, copied there and configured once, with libstdc++'s bounds
checks on, linked with lld where it is installed) and the library is run on it, the
mutated expansion's own scenario folder first (a failure there ends the run early):

  KILLED     a scenario fails, or the engine crashes or hangs on the library
  SURVIVED   every scenario still passes: a rule nobody pins, or an equivalent mutant
  STILLBORN  the mutant does not compile (left out of the rate)
  EQUIVALENT listed in tools/mutants-equivalent.tsv with the reason it changes no behaviour the
             rules define: not run, left out of the rate, printed with its reason

usage:
  tools/mutants.py --list [--files GLOB]          the mutants, one line each (file:line operator)
  tools/mutants.py --sample N --seed S            run N mutants drawn with that seed
  tools/mutants.py --all                          run every mutant (hours on two cores)
  tools/mutants.py --only FILE:LINE:OP ...        run just those (a sample's survivors, after a fix)

It prints the kill rate over the mutants run and each survivor as `file:line operator: old -> new`.
The exit status is 1 when the rate is below --min-rate (default 0: report only).
"""
import argparse
import fnmatch
import json
import os
import random
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Files whose code checks or explains the rules rather than being them.
SKIP_FILES = {"engine/core/invariants.cpp", "engine/core/selfplay.cpp", "engine/core/tile_catalog.cpp",
              "engine/core/builtin_catalog.cpp", "engine/expansions/base/score_audit.cpp"}
# Statements that only explain or log: dropping them changes no rule. `why.` is a score's
# explanation (ScoreExplanation: the rule in words, the rulings it cites), which carc explain
# shows and no rule reads.
QUIET = re.compile(r"\b(note|log_event|fmt::format|format_to|reserve|shrink_to_fit)\b|\bwhy\.(rule|rulings|strengths)\b")
CALL = re.compile(r"^(\s*)((?:[A-Za-z_][\w:]*(?:\.|->))*[A-Za-z_][\w:]*\s*\(.*\)\s*;)\s*$")
CMP = re.compile(r"(?<![<>=!&|+\-*/%^])(<=|>=|==|!=|<|>)(?![<>=])")
CMP_NEXT = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
CONST = re.compile(r"(?<![\w.\[])(\d{1,2})(?![\w.'\]])")
CONST_CONTEXT = re.compile(r"(=|return|[<>]|[+\-*/%])\s*$")


def code_part(line):
    """The line without a trailing // comment (string literals are avoided by the callers)."""
    i = line.find("//")
    return line if i < 0 else line[:i]


# A module's own consistency check (check_state and its helpers, run by self-play): it says
# what is wrong as a string, where a rule's check returns a Rejection. Its body checks the rules
# rather than being one, like invariants.cpp.
CHECKER = re.compile(r"^std::optional<std::string> [\w:]*(check|audit)\w*\(")


def candidates(path, rel):
    out = []
    with open(path) as f:
        lines = f.read().split("\n")
    in_checker = False
    for n, line in enumerate(lines, 1):
        if CHECKER.match(line):
            in_checker = True
        if in_checker:
            in_checker = line != "}"
            continue
        code = code_part(line)
        stripped = code.strip()
        if not stripped or stripped.startswith(("#", "//", "*", "/*")) or '"' in code or "template" in code:
            continue
        if "operator" in code or "static_assert" in code:
            continue
        # cmp: one mutant per comparison (not in declarations of templates or shifts)
        if re.search(r"\b(if|while|return|for)\b|&&|\|\||\?", code):
            for m in CMP.finditer(code):
                op = m.group(1)
                if op in ("<", ">") and re.search(r"\w<\w|<\w+>|::|std::|static_cast|reinterpret_cast", code[max(0, m.start() - 20):m.end() + 20]):
                    continue  # a template argument, not a comparison
                new = code[:m.start()] + CMP_NEXT[op] + code[m.end():]
                out.append((rel, n, "cmp", line, new + line[len(code):]))
        # const: n -> n + 1 where the number is a value (after =, return, a comparison, arithmetic)
        for m in CONST.finditer(code):
            if not CONST_CONTEXT.search(code[:m.start()]):
                continue
            v = int(m.group(1))
            new = code[:m.start()] + str(v + 1) + code[m.end():]
            out.append((rel, n, "const", line, new + line[len(code):]))
        # drop: a call statement on a line of its own
        cm = CALL.match(code)
        if cm and not QUIET.search(code) and not stripped.startswith(("return", "throw")):
            out.append((rel, n, "drop", line, cm.group(1) + "(void)0;  // mutant: dropped"))
        # neg: an if condition (its parentheses balanced on the line; no declaration in it)
        im = re.match(r"^(\s*(?:\}\s*else\s+)?if\s*)\(", code)
        if im:
            depth, end = 0, -1
            for i in range(im.end() - 1, len(code)):
                depth += {"(": 1, ")": -1}.get(code[i], 0)
                if depth == 0:
                    end = i
                    break
            cond = code[im.end():end] if end > 0 else ""
            if cond and "auto " not in cond and ";" not in cond:
                out.append((rel, n, "neg", line, f"{code[:im.end()]}!({cond}){code[end:]}" + line[len(code):]))
        # bool
        if re.search(r"\breturn (true|false);", code):
            new = re.sub(r"\breturn (true|false);", lambda m: "return " + ("false" if m.group(1) == "true" else "true") + ";", code, 1)
            out.append((rel, n, "bool", line, new + line[len(code):]))
    return out


EQUIVALENT_FILE = os.path.join(ROOT, "tools", "mutants-equivalent.tsv")


def load_equivalents():
    """(file, operator, old code, new code) -> why the mutant changes no rule. The key holds the
    code, not the line number, so an entry stays true while the lines around it move; a file
    with several identical lines names which with `#K` after the file (the K-th such line)."""
    out = {}
    if not os.path.exists(EQUIVALENT_FILE):
        return out
    for k, line in enumerate(open(EQUIVALENT_FILE), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 5:
            sys.exit(f"{EQUIVALENT_FILE}:{k}: want 5 tab-separated fields (file, operator, old, new, why)")
        out[tuple(p.strip() for p in parts[:4])] = parts[4].strip()
    return out


_occurrences = {}


def occurrence(rel, n):
    """Which of the file's lines with this same code line n is (1 for the first): it tells apart
    identical lines such as `return false;` in an entry, and it does not move with the lines."""
    if rel not in _occurrences:
        seen, index = {}, {}
        for k, line in enumerate(open(os.path.join(ROOT, rel)).read().split("\n"), 1):
            seen[line.strip()] = seen.get(line.strip(), 0) + 1
            index[k] = seen[line.strip()]
        _occurrences[rel] = index
    return _occurrences[rel].get(n, 1)


def equivalence_key(mutant):
    rel, n, op, old, new = mutant
    occ = occurrence(rel, n)
    return (rel + ("" if occ == 1 else f"#{occ}"), op, old.strip(), new.strip())


def all_candidates(globs):
    out = []
    for dirpath, _, files in os.walk(os.path.join(ROOT, "engine")):
        for name in sorted(files):
            if not name.endswith(".cpp"):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, ROOT)
            if rel in SKIP_FILES or (globs and not any(fnmatch.fnmatch(rel, g) for g in globs)):
                continue
            out.extend(candidates(path, rel))
    out.sort(key=lambda c: (c[0], c[1], c[2]))
    return out


def sh(cmd, cwd, timeout=None):
    return subprocess.run(cmd, shell=True, cwd=cwd, capture_output=True, text=True, timeout=timeout)


# lld links carc in a fraction of the time of the default linker, and each mutant relinks it.
LINKER = " -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld" if shutil.which("ld.lld") else ""


def prepare_tree(tree):
    """A copy of the project's files at `tree` (tracked, and new ones git does not ignore, so a
    scenario not yet committed counts), configured and built once."""
    files = sh("git ls-files --cached --others --exclude-standard", ROOT).stdout.split()
    for rel in files:
        src, dst = os.path.join(ROOT, rel), os.path.join(tree, rel)
        if not os.path.isfile(src):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if not os.path.exists(dst) or open(src, "rb").read() != open(dst, "rb").read():
            shutil.copyfile(src, dst)  # a fresh mtime, so ninja rebuilds what changed (copy2 would keep the older one)
    if not os.path.exists(os.path.join(tree, "build", "build.ninja")):
        # libstdc++'s bounds checks: a mutant that indexes past the end of a vector stops the
        # engine (KILLED), as the sanitizer pass would, instead of reading whatever lies there.
        # -O1 without debug information: each mutant's rebuild takes about half the time of
        # -O2 -g (turn.cpp: 5 s instead of 9 s), and the library still runs in about 2 s.
        r = sh("cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS=-D_GLIBCXX_ASSERTIONS "
               "'-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -DNDEBUG'" + LINKER + " > /dev/null", tree)
        if r.returncode:
            sys.exit("configuring the mutation tree failed:\n" + r.stderr)
    r = sh("cmake --build build --target carc", tree)
    if r.returncode:
        sys.exit("the unmutated tree does not build:\n" + r.stdout[-2000:])
    r = sh("./build/carc run --format json scenarios", tree)
    if r.returncode:
        sys.exit("the unmutated library does not pass in the mutation tree")


# Scenario folders named differently from their engine module.
SCENARIO_DIRS = {"bcb": ["bridges-castles-bazaars"], "wheel": ["wheel-of-fortune"], "river": ["river1", "river2"]}


def own_scenarios(tree, rel):
    """The scenario folders of the expansion a mutated file belongs to (none for core): run first,
    they kill most of its mutants in a fraction of the library's time."""
    parts = rel.split("/")
    if len(parts) < 4 or parts[1] != "expansions":
        return []
    names = SCENARIO_DIRS.get(parts[2], [parts[2].replace("_", "-")])
    return [os.path.join("scenarios", n) for n in names if os.path.isdir(os.path.join(tree, "scenarios", n))]


def run_library(tree, paths):
    """(verdict, detail) of `carc run` over these paths: KILLED, or None when every scenario passes."""
    try:
        r = sh("./build/carc run --format json " + " ".join(paths), tree, timeout=600)
    except subprocess.TimeoutExpired:
        return "KILLED", "the library hangs"
    try:
        report = json.loads(r.stdout)
    except json.JSONDecodeError:
        return "KILLED", f"carc exited {r.returncode} without a report"
    failed = [f"{f['path']}:{s['line']}" for f in report["files"] for s in f["scenarios"] if s["status"] != "passed"]
    return ("KILLED", f"{len(failed)} scenario(s), first {failed[0]}") if failed else None


def run_mutant(tree, mutant):
    rel, n, op, old, new = mutant
    path = os.path.join(tree, rel)
    src = open(path).read()
    lines = src.split("\n")
    if lines[n - 1] != old:
        return "STILLBORN", "the source changed since the mutants were listed"
    lines[n - 1] = new
    open(path, "w").write("\n".join(lines))
    try:
        b = sh("cmake --build build --target carc", tree)
        if b.returncode:
            return "STILLBORN", "does not compile"
        # The expansion's own scenarios first: a failure there is a failure of the library. Only
        # a mutant that survives them needs the whole library.
        own = own_scenarios(tree, rel)
        return (own and run_library(tree, own)) or run_library(tree, ["scenarios"]) or ("SURVIVED", "")
    finally:
        open(path, "w").write(src)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", action="store_true", help="list the mutants and stop")
    ap.add_argument("--sample", type=int, default=0, help="run this many mutants, drawn with --seed")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--all", action="store_true", help="run every mutant")
    ap.add_argument("--files", nargs="*", default=[], help="only engine files matching these globs")
    ap.add_argument("--only", nargs="*", default=[], metavar="FILE:LINE:OP",
                    help="run just these mutants (as a run prints them: engine/x.cpp:12:cmp), e.g. a sample's survivors")
    ap.add_argument("--tree", default=os.path.join(ROOT, "build", "mutation-tree"))
    ap.add_argument("--min-rate", type=float, default=0.0, help="exit 1 below this kill rate (0..1)")
    args = ap.parse_args()

    mutants = all_candidates(args.files)
    equivalents = load_equivalents()
    known = {equivalence_key(m) for m in mutants}
    for key in equivalents:
        if key not in known and not args.files:
            print(f"note: tools/mutants-equivalent.tsv lists a mutant the source no longer has: {key[0]} {key[1]}: {key[2]}",
                  file=sys.stderr)
    if args.list:
        for m in mutants:
            rel, n, op, old, new = m
            tag = " [equivalent]" if equivalence_key(m) in equivalents else ""
            print(f"{rel}:{n} {op}: {old.strip()} -> {new.strip()}{tag}")
        print(f"{len(mutants)} mutants, {sum(equivalence_key(m) in equivalents for m in mutants)} listed as equivalent")
        return 0
    if args.only:
        wanted = set(args.only)
        chosen = [m for m in mutants if f"{m[0]}:{m[1]}:{m[2]}" in wanted]
        missing = wanted - {f"{m[0]}:{m[1]}:{m[2]}" for m in chosen}
        if missing:
            sys.exit("no such mutant (the source may have moved): " + ", ".join(sorted(missing)))
    elif not args.all and args.sample <= 0:
        ap.error("say --list, --sample N, --only ... or --all")
    else:
        chosen = mutants if args.all else random.Random(args.seed).sample(mutants, min(args.sample, len(mutants)))
    os.makedirs(args.tree, exist_ok=True)
    prepare_tree(args.tree)
    counts = {"KILLED": 0, "SURVIVED": 0, "STILLBORN": 0, "EQUIVALENT": 0}
    survivors = []
    for k, m in enumerate(chosen, 1):
        why = equivalents.get(equivalence_key(m))
        verdict, detail = ("EQUIVALENT", why) if why else run_mutant(args.tree, m)
        counts[verdict] += 1
        rel, n, op, old, new = m
        print(f"[{k}/{len(chosen)}] {verdict:9} {rel}:{n} {op}{': ' + detail if detail else ''}", flush=True)
        if verdict == "SURVIVED":
            survivors.append(m)
    sh("cmake --build build --target carc", args.tree)
    effective = counts["KILLED"] + counts["SURVIVED"]
    rate = counts["KILLED"] / effective if effective else 1.0
    print(f"\n{len(chosen)} mutants of {len(mutants)}: {counts['KILLED']} killed, {counts['SURVIVED']} survived, "
          f"{counts['STILLBORN']} did not compile, {counts['EQUIVALENT']} equivalent (not run); "
          f"kill rate {100 * rate:.1f}% of the {effective} effective")
    for rel, n, op, old, new in survivors:
        print(f"SURVIVED {rel}:{n} {op}: {old.strip()} -> {new.strip()}")
    return 1 if rate < args.min_rate else 0


if __name__ == "__main__":
    sys.exit(main())
