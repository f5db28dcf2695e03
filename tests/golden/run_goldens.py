#!/usr/bin/env python3
"""Golden diagnostics for the scenario language.

Usage: run_goldens.py CARC [--update] [-k SUBSTRING]

  CARC        the carc binary (e.g. build/carc)
  --update    rewrite bad/*.expected from the current output (known gaps are never rewritten:
              their .expected holds the output we want, not the output we get)
  -k TEXT     only the cases whose name contains TEXT

Three groups of checks, all run from this directory so that diagnostics print `bad/NAME.carc`:

  bad/NAME.carc      `CARC check bad/NAME.carc` must print exactly bad/NAME.expected
                     (stdout and stderr together) and exit with code 2.
  hostile:NAME       inputs generated at test time in a temporary folder (binary data, invalid
                     UTF-8, a 5 MB line, deep nesting, ...): exit code 2, a first line of the form
                     `FILE:LINE:COL: error: `, and an answer in under 1 second.
  run:good-and-bad   one `CARC run` over a good file and two bad files: all three are reported
                     and the exit code is 2 (nothing lost).

Cases named in KNOWN_GAPS.md (a `## NAME` heading each) are interpreter bugs that are not fixed
yet: they are still run, but reported as SKIP instead of failing; when one starts to pass the
script says so, and its heading should be deleted from KNOWN_GAPS.md to re-enable it.

The last line is `N passed, N failed`; the exit code is 1 when anything failed.
Python 3 standard library only.
"""

import difflib
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# A hang guard, not a speed test: the release build answers each hostile input well under a
# second (measured, see the issue notes); sanitizer builds are several times slower.
TIME_LIMIT = 10.0  # seconds, for hostile inputs
HARD_TIMEOUT = 20.0  # seconds: a run is killed after this (a known-gap case gets a shorter leash)
GAP_TIMEOUT = 3.0


def known_gaps():
    path = os.path.join(HERE, "KNOWN_GAPS.md")
    gaps = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"^##\s+`?([^`\s]+)`?\s*$", line)
                if m:
                    gaps.add(m.group(1))
    return gaps


def run(cmd, timeout):
    """Runs cmd; returns (exit code or None on timeout, combined output, seconds)."""
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=HERE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        code, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        code, out = None, e.stdout or b""
    return code, out.decode("utf-8", errors="replace"), time.monotonic() - start


class Tally:
    def __init__(self, gaps):
        self.gaps = gaps
        self.passed = 0
        self.failed = 0
        self.skipped = []
        self.fixed = []

    def result(self, name, problems, detail=""):
        """problems: list of strings (empty = the case passed)."""
        if name in self.gaps:
            if problems:
                self.skipped.append(name)
                print(f"SKIP {name} (known gap, see KNOWN_GAPS.md; still fails: {problems[0]})")
            else:
                self.fixed.append(name)
                print(f"SKIP {name} (known gap, but it PASSES now: delete its heading from KNOWN_GAPS.md)")
            return
        if problems:
            self.failed += 1
            print(f"FAIL {name}")
            for p in problems:
                print(f"  {p}")
            if detail:
                print(detail, end="" if detail.endswith("\n") else "\n")
        else:
            self.passed += 1
            print(f"ok   {name}")


# ---- bad/*.carc: exact output


def bad_cases(only):
    folder = os.path.join(HERE, "bad")
    names = sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".carc"))
    orphans = sorted(f[:-9] for f in os.listdir(folder) if f.endswith(".expected") and f[:-9] not in names)
    return [n for n in names if only in n], [n for n in orphans if only in n]


def check_bad(carc, name, tally, update):
    rel = f"bad/{name}.carc"
    exp_path = os.path.join(HERE, "bad", name + ".expected")
    gap = name in tally.gaps
    code, out, _ = run([carc, "check", rel], GAP_TIMEOUT if gap else HARD_TIMEOUT)
    if update and not gap:
        with open(exp_path, "w", encoding="utf-8", newline="") as f:
            f.write(out)
        note = "" if code == 2 else f" (WARNING: exit code {code}, not 2)"
        print(f"updated {rel[:-5]}.expected{note}")
    problems = []
    if not os.path.exists(exp_path):
        tally.result(name, [f"{rel}: no .expected file (write it, or run with --update)"])
        return
    with open(exp_path, encoding="utf-8", newline="") as f:
        want = f.read()
    diff = ""
    if code is None:
        problems.append(f"`carc check {rel}` did not finish")
    elif code != 2:
        problems.append(f"exit code {code}, want 2")
    if out != want:
        problems.append("output differs from the .expected file")
        diff = "".join(difflib.unified_diff(want.splitlines(True), out.splitlines(True),
                                            f"bad/{name}.expected", f"carc check {rel}"))
        if not diff.endswith("\n"):
            diff += "\n\\ No newline at end of output\n"
    tally.result(name, problems, diff)


# ---- hostile inputs, generated at test time


def gen_binary():
    rnd = random.Random(20240229)
    data = bytearray(rnd.randrange(256) for _ in range(4096))
    data[100] = 0
    return bytes(data)


def gen_setup_tiles(n):
    # Just under the size limit; the last tile is unknown so that a correct checker must say so.
    lines = "".join(f"U at ({i},0)\n" for i in range(1, n))
    return f'scenario "many setup tiles" {{\nplayers red, blue\nsetup {{\nD at (0,0)\n{lines}Z at ({n},0)\n}}\n}}\n'.encode()


HOSTILE = [
    # name, generator, extra check
    ("binary", gen_binary, None),
    ("invalid-utf8", lambda: b'scenario "caf\xc3\xa9 \xff\xfe" {\n  players red, blue\n}\n', None),
    ("5mb-line", lambda: b'scenario "x" { players red, blue ' + b"a, " * (5 * 1024 * 1024 // 3) + b"}", None),
    ("5mb-line-size", lambda: b'scenario "x" { players red, blue ' + b"a, " * (5 * 1024 * 1024 // 3) + b"}", "size"),
    ("nested-parens", lambda: b'scenario "x" {\n  setup { D at ' + b"(" * 100_000 + b"\n}\n", None),
    ("nested-braces", lambda: b'scenario "x" ' + b"{" * 100_000 + b"\n", None),
    ("unterminated-string", lambda: b'scenario "fine" {\n  players red, blue\n}\nscenario "never closed {\n  players red, blue\n}\n', None),
    ("stray-characters", lambda: b'scenario "x" { ' + b"@ " * 300_000 + b"}\n", None),
    ("many-errors", lambda: b'scenario "x" {\n  players red, blue\n  setup { D at (0,0) }\n' + b"  turn red: Z at (1,0)\n" * 30_000 + b"}\n", None),
    ("many-setup-tiles", lambda: gen_setup_tiles(60_000), None),
]


def check_hostile(carc, tmp, name, gen, extra, tally):
    case = f"hostile:{name}"
    data = gen()
    path = os.path.join(tmp, name + ".carc")
    with open(path, "wb") as f:
        f.write(data)
    gap = case in tally.gaps
    code, out, secs = run([carc, "check", path], GAP_TIMEOUT if gap else HARD_TIMEOUT)
    first = out.split("\n", 1)[0]
    problems = []
    if code is None:
        problems.append(f"killed after {GAP_TIMEOUT if gap else HARD_TIMEOUT:.0f} s")
    elif code != 2:
        problems.append(f"exit code {code}, want 2")
    if not re.match(re.escape(path) + r":\d+:\d+: error: \S", first):
        problems.append(f"first line is not `FILE:LINE:COL: error: ...`: {first[:200]!r}")
    if code is not None and secs >= TIME_LIMIT:
        problems.append(f"took {secs:.2f} s, limit {TIME_LIMIT:.0f} s")
    if extra == "size":
        m = re.search(r"file is (\d+) bytes", first)
        if m and int(m.group(1)) != len(data):
            problems.append(f"the message says the file is {m.group(1)} bytes; it is {len(data)} bytes")
    detail = "".join(f"    | {line[:200]}\n" for line in out.splitlines()[:6])
    tally.result(case, problems, detail)


# ---- one run over good and bad files together


def check_run_together(carc, tally):
    case = "run:good-and-bad"
    files = ["bad/06-stray-character.carc", "good/road-and-city.carc", "bad/31-unknown-reason-code.carc"]
    code, out, _ = run([carc, "run", "-v"] + files, HARD_TIMEOUT)
    lines = out.splitlines()
    problems = []
    if code != 2:
        problems.append(f"exit code {code}, want 2")
    for bad in (files[0], files[2]):
        if not any(re.match(re.escape(bad) + r":\d+:\d+: error: ", l) for l in lines):
            problems.append(f"no diagnostic for {bad}")
    if not any(l.startswith(f"PASS {files[1]}:") for l in lines):
        problems.append(f"no PASS line for {files[1]}")
    if not lines or lines[-1] != "1 passed, 2 failed, 0 skipped":
        problems.append(f"last line {lines[-1] if lines else ''!r}, want '1 passed, 2 failed, 0 skipped'")
    tally.result(case, problems, "".join(f"    | {l}\n" for l in lines[:40]))


def main(argv):
    args = argv[1:]
    update = "--update" in args
    args = [a for a in args if a != "--update"]
    only = ""
    if "-k" in args:
        i = args.index("-k")
        if i + 1 >= len(args):
            sys.exit("-k needs a value")
        only = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1 or args[0].startswith("-"):
        sys.exit(__doc__)
    carc = os.path.abspath(args[0])
    if not os.access(carc, os.X_OK):
        sys.exit(f"{args[0]}: not an executable")

    tally = Tally(known_gaps())
    names, orphans = bad_cases(only)
    for name in names:
        check_bad(carc, name, tally, update)
    for name in orphans:
        tally.result(name, [f"bad/{name}.expected has no bad/{name}.carc"])
    with tempfile.TemporaryDirectory(prefix="carc-hostile-") as tmp:
        for name, gen, extra in HOSTILE:
            if only in f"hostile:{name}":
                check_hostile(carc, tmp, name, gen, extra, tally)
    if only in "run:good-and-bad":
        check_run_together(carc, tally)

    unknown = sorted(g for g in tally.gaps
                     if not (g.startswith("hostile:") or g.startswith("run:") or
                             os.path.exists(os.path.join(HERE, "bad", g + ".carc"))))
    for g in unknown:
        print(f"note: KNOWN_GAPS.md names `{g}`, which is no case")
    if tally.skipped or tally.fixed:
        print(f"{len(tally.skipped) + len(tally.fixed)} known gaps skipped (KNOWN_GAPS.md)"
              + (f"; {len(tally.fixed)} of them pass now: {', '.join(tally.fixed)}" if tally.fixed else ""))
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
