#!/usr/bin/env python3
"""Run every scenario example of the language reference and check that it covers the grammar.

Usage: run_doc_examples.py CARC DOC

  CARC  the carc executable (for example build/carc)
  DOC   the page to check (docs/dsl.md)

Checks, one result line each:
  - every fenced block tagged ```carc is a complete scenario file: written to a temporary file,
    `CARC run FILE` must exit 0 and report at least one passed scenario and none failed;
  - every fenced block tagged ```carc-bad is a scenario file that is bad input: `CARC check FILE`
    and `CARC run FILE` must both exit 2, and each `# error: MESSAGE` comment of the block must
    appear in both outputs as `FILE:LINE:COL: error: MESSAGE` on the comment's line;
  - the page holds at least one ```carc block;
  - every keyword of the grammar (the quoted literals of ../../grammar/Scenario.g4, relative to
    this script) appears in the page's code: in a fenced block or an inline `code` span.

The last line is `N passed, N failed`; the exit status is 0 only when nothing failed
(2 for a usage error or an unreadable input).
Python 3 standard library only.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GRAMMAR = os.path.normpath(os.path.join(HERE, "..", "..", "grammar", "Scenario.g4"))
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) skipped$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")
TIMEOUT = 120  # seconds per example


def fenced_blocks(lines):
    """Yield (tag, first_line_number, body_lines, closed) for every fenced block, 1-based lines."""
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        marker, tag, start = m.group(2), m.group(3).lower(), i + 1
        body, i, closed = [], i + 1, False
        while i < len(lines):
            close = re.match(r"^\s*" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}\s*$", lines[i])
            if close:
                closed = True
                i += 1
                break
            body.append(lines[i])
            i += 1
        yield tag, start, body, closed


def grammar_literals(text):
    """The quoted literals of an ANTLR grammar, with // and /* */ comments left out."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif c == "[":  # a character set: skip it, escapes included
            i += 1
            while i < n and text[i] != "]":
                i += 2 if text[i] == "\\" else 1
            i += 1
        elif c == "'":
            i += 1
            lit = []
            while i < n and text[i] != "'":
                if text[i] == "\\" and i + 1 < n:
                    nxt = text[i + 1]
                    lit.append({"n": "\n", "r": "\r", "t": "\t"}.get(nxt, nxt))
                    i += 2
                else:
                    lit.append(text[i])
                    i += 1
            i += 1
            out.append("".join(lit))
        else:
            i += 1
    return out


def code_text(lines):
    """Everything the page shows as code: fenced blocks and inline `code` spans."""
    parts, in_fence, marker = [], False, ""
    for line in lines:
        m = FENCE.match(line)
        if in_fence:
            if re.match(r"^\s*" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}\s*$", line):
                in_fence = False
            else:
                parts.append(line)
        elif m:
            in_fence, marker = True, m.group(2)
        else:
            parts.extend(span for _, span in re.findall(r"(`+)(.+?)\1", line))
    return "\n".join(parts)


def appears(keyword, code):
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", keyword):
        return re.search(r"(?<![A-Za-z0-9_/-])" + re.escape(keyword) + r"(?![A-Za-z0-9_/-])", code) is not None
    return keyword in code


def run_example(carc, path):
    try:
        p = subprocess.run([carc, "run", path], capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {TIMEOUT} s", ""
    except OSError as e:
        return False, f"cannot run {carc}: {e}", ""
    output = p.stdout + p.stderr
    last = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    m = SUMMARY.match(last)
    if p.returncode != 0:
        return False, f"exit {p.returncode} ({last or 'no summary line'})", output
    if not m:
        return False, "no `N passed, N failed, N skipped` line", output
    passed, failed = int(m.group(1)), int(m.group(2))
    if failed or passed < 1:
        return False, last, output
    return True, last, output


def check_bad_example(carc, path, body):
    """(ok, detail, output) for a ```carc-bad block written to path."""
    wanted = [(n, m.group(1).strip()) for n, line in enumerate(body, 1) for m in [re.search(r"#\s*error:\s*(.*)$", line)] if m]
    outputs = []
    for command in ("check", "run"):
        try:
            p = subprocess.run([carc, command, path], capture_output=True, text=True, timeout=TIMEOUT)
        except (subprocess.TimeoutExpired, OSError) as e:
            return False, f"{command}: {e}", ""
        output = p.stdout + p.stderr
        outputs.append(output)
        if p.returncode != 2:
            return False, f"carc {command} exited {p.returncode}, not 2 (bad input)", output
        for line, message in wanted:
            if not re.search(rf"^{re.escape(path)}:{line}:\d+: error: {re.escape(message)}$", output, re.M):
                return False, f"carc {command} does not report `{message}` on line {line}", output
    return True, "bad input, as documented", ""


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    carc, doc = argv[1], argv[2]
    if os.sep in carc and not os.path.isabs(carc):
        carc = os.path.abspath(carc)
    if not shutil.which(carc):
        print(f"error: {carc} is not an executable program", file=sys.stderr)
        return 2
    try:
        with open(doc, encoding="utf-8") as f:
            lines = f.read().splitlines()
        with open(GRAMMAR, encoding="utf-8") as f:
            grammar = f.read()
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2

    passed = failed = 0

    def result(ok, what, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f": {detail}" if detail else ""))

    blocks = [(start, body, closed) for tag, start, body, closed in fenced_blocks(lines) if tag == "carc"]
    if not blocks:
        result(False, f"{doc}: carc examples", "the page holds no ```carc block")
    with tempfile.TemporaryDirectory(prefix="carc-doc-") as tmp:
        for number, (start, body, closed) in enumerate(blocks, 1):
            what = f"example {number} ({doc}:{start})"
            if not closed:
                result(False, what, "the fenced block is never closed")
                continue
            path = os.path.join(tmp, f"example-{number:02d}-line{start}.carc")
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(body) + "\n")
            ok, detail, output = run_example(carc, path)
            result(ok, what, detail)
            if not ok and output:
                for line in output.rstrip().splitlines():
                    print(f"    {line}")

    bad_blocks = [(start, body, closed) for tag, start, body, closed in fenced_blocks(lines) if tag == "carc-bad"]
    with tempfile.TemporaryDirectory(prefix="carc-doc-bad-") as tmp:
        for number, (start, body, closed) in enumerate(bad_blocks, 1):
            what = f"bad-input example {number} ({doc}:{start})"
            path = os.path.join(tmp, f"bad-{number:02d}-line{start}.carc")
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(body) + "\n")
            ok, detail, output = check_bad_example(carc, path, body) if closed else (False, "never closed", "")
            result(ok, what, detail)
            if not ok and output:
                for line in output.rstrip().splitlines():
                    print(f"    {line}")

    keywords = sorted(set(grammar_literals(grammar)))
    code = code_text(lines)
    missing = [k for k in keywords if not appears(k, code)]
    result(not missing, f"{len(keywords)} grammar keywords appear in the page's code",
           "missing: " + " ".join(missing) if missing else "")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
