#!/usr/bin/env python3
"""The conventions test authors expect from a test runner.

usage: check_conventions.py CARC REPO

  --version; colour only on a terminal or when asked (never when piped, whatever NO_COLOR);
  -x/--fail-fast stops at the first failure; --rerun-failed runs what failed last time here and
  forgets what passed since; `explain --format md|json`; `carc completion bash|fish` completes
  commands and options (run through bash itself).
The last line is `N passed, N failed`.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

carc, repo = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def run(*args, cwd=None, env=None):
    return subprocess.run([carc, *args], capture_output=True, text=True, timeout=300, cwd=cwd,
                          env=dict(os.environ, **(env or {})))


GOOD = 'scenario "holds {n}" {{\n  players red, blue\n  setup {{ D at (0,0) }}\n  expect {{ score red 0 }}\n}}\n'
BAD = 'scenario "does not hold {n}" {{\n  players red, blue\n  setup {{ D at (0,0) }}\n  expect {{ score red 5 }}\n}}\n'

r = run("--version")
check("--version", r.returncode == 0 and r.stdout.startswith("carc "), r.stdout + r.stderr)

with tempfile.TemporaryDirectory() as tmp:
    for name, text in (("a.carc", BAD.format(n=1) + "\n" + BAD.format(n=2)), ("b.carc", GOOD.format(n=1) + "\n" + BAD.format(n=3)),
                       ("c.carc", GOOD.format(n=2))):
        with open(os.path.join(tmp, name), "w") as fh:
            fh.write(text)
    r = run("run", ".", cwd=tmp)
    check("piped output has no colour", "\033[" not in r.stdout and r.returncode == 1, repr(r.stdout[:200]))
    r = run("run", "--color", "always", ".", cwd=tmp, env={"NO_COLOR": "1"})
    check("--color always colours FAIL", "\033[1;31mFAIL\033[0m" in r.stdout, repr(r.stdout[:200]))
    r = run("run", "--color", "never", "-v", ".", cwd=tmp)
    check("--color never", "\033[" not in r.stdout)

    r = run("run", "-x", ".", cwd=tmp)
    check("-x stops at the first failure", r.stdout.count("FAIL ") == 1 and r.returncode == 1 and "--fail-fast" in r.stderr
          and r.stdout.strip().endswith("0 passed, 1 failed, 0 skipped"), r.stdout[-300:])

    os.remove(os.path.join(tmp, ".carc-last-failed"))
    r = run("run", ".", cwd=tmp)
    check("a run records its failures", sorted(open(os.path.join(tmp, ".carc-last-failed")).read().split()) ==
          ["./a.carc:1", "./a.carc:7", "./b.carc:7"], open(os.path.join(tmp, ".carc-last-failed")).read())
    r = run("run", "--rerun-failed", cwd=tmp)
    check("--rerun-failed runs only those", r.stdout.strip().endswith("0 passed, 3 failed, 0 skipped"), r.stdout[-200:])
    with open(os.path.join(tmp, "a.carc"), "w") as fh:
        fh.write(GOOD.format(n=1) + "\n" + GOOD.format(n=3))
    r = run("run", "--rerun-failed", cwd=tmp)
    check("what passes is forgotten", r.stdout.strip().endswith("2 passed, 1 failed, 0 skipped") and
          open(os.path.join(tmp, ".carc-last-failed")).read().split() == ["./b.carc:7"], r.stdout[-200:])
    with open(os.path.join(tmp, "b.carc"), "w") as fh:
        fh.write(GOOD.format(n=1) + "\n" + GOOD.format(n=3))
    r = run("run", "--rerun-failed", cwd=tmp)
    check("all fixed: the record goes", r.returncode == 0 and not os.path.exists(os.path.join(tmp, ".carc-last-failed")))
    r = run("run", "--rerun-failed", cwd=tmp)
    check("nothing to rerun", r.returncode == 0 and "nothing to rerun" in r.stderr, r.stderr)

scenario = os.path.join(repo, "scenarios", "base", "city-completion.carc") + ":57"
r = run("explain", "--format", "json", scenario)
try:
    j = json.loads(r.stdout)
    ok = (j[0]["id"].endswith("city-completion.carc:57") and j[0]["status"] == "passed" and j[0]["steps"]
          and j[0]["steps"][0]["step"] == 1 and any(c["id"] == "CAR:base/majority-ties" and c["summary"] for c in j[0]["cites"]))
except (ValueError, KeyError, IndexError) as e:
    ok, j = False, str(e)
check("explain --format json", ok, str(j)[:300])
r = run("explain", "--format", "md", scenario)
check("explain --format md", r.stdout.startswith("## `") and "**Step 1 (line" in r.stdout and "```text\n" in r.stdout,
      r.stdout[:300])

bash = shutil.which("bash")
if bash:
    script = run("completion", "bash").stdout

    def complete(*words):
        code = (script + "\nCOMP_WORDS=(" + " ".join(f"'{w}'" for w in words) + f"); COMP_CWORD={len(words) - 1}; _carc; "
                "printf '%s\\n' \"${COMPREPLY[@]}\"\n")
        return subprocess.run([bash, "-c", code], capture_output=True, text=True, timeout=30).stdout.split()

    check("bash completes commands", "run" in complete("carc", "ru") and "rulings" in complete("carc", "ru"), complete("carc", "ru"))
    check("bash completes options", complete("carc", "run", "--fil") == ["--filter"], complete("carc", "run", "--fil"))
    check("bash completes explain --format", "--format" in complete("carc", "explain", "--fo"), complete("carc", "explain", "--fo"))
r = run("completion", "fish")
check("fish completion", "complete -c carc -n __fish_use_subcommand -a run" in r.stdout and "-l rerun-failed" in r.stdout,
      r.stdout[:300])
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
