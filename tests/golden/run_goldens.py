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
  limit:NAME         each limit of docs/dsl.md ("Limits"), generated at test time: a file just
                     inside the limit runs and passes under `CARC run`, one just past it is
                     refused (exit code 2) with a FILE:LINE:COL error that names the limit.
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
# second (measured, see the issue notes); sanitizer builds are several times slower, and a
# loaded machine slower again (a sanitizer run beside other builds took 16 s), so the guard is
# generous: it catches a run that never ends, not one that is slow.
TIME_LIMIT = 60.0  # seconds, for hostile inputs
HARD_TIMEOUT = 120.0  # seconds: a run is killed after this (a known-gap case gets a shorter leash)
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
    # 1000 scenarios of 51 errors each: once formatted in time quadratic in the file (seconds).
    ("many-diagnostics", lambda: (b'scenario "x" { players a, b\n' + b"expect score z 0\n" * 51 + b"}\n") * 1000, None),
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


# ---- limits (docs/dsl.md, "Limits"): for each limit a file just inside it, which must run and
# pass, and one just past it, which must be refused with a FILE:LINE:COL error naming the limit.


def u_block(n, width, x0=0):
    """n straight roads (tile U) in rows of `width` from (x0,0) northwards: every touching side
    matches (road to road along a row, field to field between rows)."""
    return "".join(f"U at ({x0 + i % width},{i // width})\n" for i in range(n))


def gen_setup_tiles_block(n):
    # Line 4 holds the first tile, so tile k lies on line k + 3.
    return (f'scenario "{n} setup tiles" {{\nplayers red, blue\nsetup {{\n{u_block(n, 100, -50)}}}\n'
            f"turn red: U at (-51,0)\nexpect region road at (-51,0) E open tiles 101\n}}\n").encode()


def gen_turns(n):
    # A start tile, then n turns laying U in rows of 200 (line 4 holds the first turn).
    turns = "".join(f"turn {'a' if i % 2 else 'b'}: U at ({i % 200 - 100},{i // 200})\n" for i in range(1, n + 1))
    return (f'scenario "{n} turns" {{\nplayers a, b\nsetup {{ U at (-100,0) }}\n{turns}'
            "expect { stack empty; region road at (-100,0) W open tiles 200 }\nfinal\nexpect winner a, b\n}\n").encode()


def gen_scenarios(n):
    return "".join(f'scenario "number {i}" {{ players a, b; setup {{ D at (0,0) }} expect score a 0 }}\n'
                   for i in range(n)).encode()


def gen_players(n):
    names = ", ".join(f"p{i}" for i in range(n))
    return (f'scenario "{n} players" {{\nplayers {names}\nsetup {{ D at (0,0) }}\n'
            f"turn p0: U at (1,0)\nexpect score p{n - 1} 0\n}}\n").encode()


def gen_many_figures():
    # 8 players with 100 followers each, all 800 on the cloisters of a block of B tiles.
    tiles = "".join(f"B at ({i % 40},{i // 40})\n" for i in range(800))
    supplies = "".join(f"supply p{p} follower 100\n" for p in range(8))
    figures = "".join(f"p{i % 8} follower on cloister at ({i % 40},{i // 40})\n" for i in range(800))
    players = ", ".join(f"p{i}" for i in range(8))
    return (f'scenario "800 figures" {{\nplayers {players}\nsetup {{\n{tiles}{supplies}{figures}}}\n'
            "turn p0: B at (-1,0)\nexpect { supply p0 follower 0; figure p7 follower on cloister at (39,19) }\n"
            "expect region cloister at (20,10) figures 1 owners p4\nfinal\nexpect phase game-over\n}\n").encode()


def gen_setup_score(n):
    # Red starts with n points and then closes a road worth 3 (line 6 sets the score).
    return (f'scenario "a score of {n}" {{\nplayers a, b\nsetup {{\nD at (0,0)\nA at (-1,0) r270\nscore a {n}\n}}\n'
            f"turn a: T at (1,0) r90, follower on road W\nexpect score a {n + 3}\n}}\n").encode()


def gen_file_bytes(n):
    # A passing scenario padded with one comment line to exactly n bytes.
    head = b'scenario "padded" { players a, b; setup { D at (0,0) } expect score a 0 }\n#'
    return head + b"x" * (n - len(head) - 1) + b"\n"


def gen_named(title, player):
    return (f'scenario "{title}" {{\nplayers {player}, b\nsetup {{ D at (0,0) }}\n'
            f"expect score {player} 0\n}}\n").encode()


def gen_syntax_errors(n):
    # Two syntax errors a line: `players` wants a name before the comma and the brace.
    return b'scenario "x" { players , }\n' * n


def gen_errors(n):
    # Each expectation names an unknown player: n errors in one scenario.
    return (b'scenario "x" {\nplayers a, b\nsetup { D at (0,0) }\n'
            + b"".join(f"expect score nobody{i} 0\n".encode() for i in range(n)) + b"}\n")


LIMITS = [
    # name, generator, exit code wanted from `carc run`, patterns the output must match
    # ("{f}" stands for the file's path; a (pattern, n) pair must match exactly n lines)
    ("file-1MiB", lambda: gen_file_bytes(1 << 20), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("file-1MiB-plus-1", lambda: gen_file_bytes((1 << 20) + 1), 2,
     [r"^{f}:1:1: error: file is 1048577 bytes; scenario files are limited to 1048576 bytes$"]),
    ("scenarios-1000", lambda: gen_scenarios(1000), 0, [r"^1000 passed, 0 failed, 0 skipped$"]),
    ("scenarios-1001", lambda: gen_scenarios(1001), 2, [r"^{f}:1001:1: error: a file may hold at most 1000 scenarios$"]),
    ("title-200", lambda: gen_named("é" * 200, "a"), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("title-201", lambda: gen_named("é" * 201, "a"), 2,
     [r"^{f}:1:10: error: a title is limited to 200 characters; this one has 201$"]),
    ("name-64", lambda: gen_named("x", "p" * 64), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("name-65", lambda: gen_named("x", "p" * 65), 2,
     [(r"^{f}:\d+:\d+: error: a name is limited to 64 characters; this one has 65$", 2)]),
    ("coordinate-1000", lambda: b'scenario "corner" {\nplayers a, b\nsetup { D at (1000,1000) }\n'
     b"turn a: U at (999,1000)\nexpect region road at (1000,1000) W open tiles 2\n}\n", 0,
     [r"^1 passed, 0 failed, 0 skipped$"]),
    ("coordinate-1001", lambda: b'scenario "beyond" {\nplayers a, b\nsetup { D at (1000,-1000) }\n'
     b"turn a: U at (1001,-1000)\n}\n", 2, [r"^{f}:4:14: error: coordinates are limited to -1000..1000$"]),
    ("setup-2000-tiles", lambda: gen_setup_tiles_block(2000), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("setup-10000-tiles", lambda: gen_setup_tiles_block(10000), 2,
     [r"^{f}:2004:1: error: a setup may lay at most 2000 tiles$"]),
    ("players-8", lambda: gen_players(8), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("players-9", lambda: gen_players(9), 2, [r"^{f}:2:41: error: a scenario has at most 8 players$"]),
    ("turns-10000", lambda: gen_turns(10000), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("turns-10001", lambda: gen_turns(10001), 2, [r"^{f}:10004:1: error: a scenario may have at most 10000 turns$"]),
    ("figures-800", gen_many_figures, 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("score-1000000", lambda: gen_setup_score(1000000), 0, [r"^1 passed, 0 failed, 0 skipped$"]),
    ("score-1000001", lambda: gen_setup_score(1000001), 2, [r"^{f}:6:7: error: a score is limited to -1000000..1000000$"]),
    ("syntax-errors-50", lambda: gen_syntax_errors(25), 2,
     [(r"^{f}:\d+:2[46]: error: unexpected `[,}]`(; expected .*)?$", 20), r"^{f}:10:26: error: too many syntax errors; stopped after 20$"]),
    ("errors-60", lambda: gen_errors(60), 2,
     [(r"^{f}:\d+:14: error: unknown player `nobody\d+`$", 50), r"^{f}:\d+:\d+: error: too many errors; the rest are not shown$"]),
]


def check_limit(carc, tmp, name, gen, want_code, patterns, tally):
    case = f"limit:{name}"
    path = os.path.join(tmp, name + ".carc")
    with open(path, "wb") as f:
        f.write(gen())
    code, out, secs = run([carc, "run", path], HARD_TIMEOUT)
    problems = []
    if code is None:
        problems.append(f"killed after {HARD_TIMEOUT:.0f} s")
    elif code != want_code:
        problems.append(f"exit code {code}, want {want_code}")
    if code is not None and secs >= TIME_LIMIT:
        problems.append(f"took {secs:.2f} s, limit {TIME_LIMIT:.0f} s")
    for p in patterns:
        pattern, count = p if isinstance(p, tuple) else (p, None)
        regex = re.compile(pattern.replace("{f}", re.escape(path)), re.M)
        found = len(regex.findall(out))
        if count is None and found == 0:
            problems.append(f"no line matches {pattern!r}")
        elif count is not None and found != count:
            problems.append(f"{found} lines match {pattern!r}, want {count}")
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
        for name, gen, want_code, patterns in LIMITS:
            if only in f"limit:{name}":
                check_limit(carc, tmp, name, gen, want_code, patterns, tally)
    if only in "run:good-and-bad":
        check_run_together(carc, tally)

    unknown = sorted(g for g in tally.gaps
                     if not (g.startswith("hostile:") or g.startswith("limit:") or g.startswith("run:") or
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
