"""mutate_errors.py PYPARSE [--count N] [--seed S] [--baseline FILE]
[--lib DIR]: pyparse's syntax errors on broken real code, held to the
oracle's (the CPython running this script).

Makes N (default 2000) deterministic mutants of files of the oracle's
standard library, or of the library in DIR (pyodide's 3.14 and 3.15 keep
theirs in a zip), each one edit of one file: a token deleted, duplicated,
or swapped with the next one, a keyword or a bracket inserted before a
token, or the file cut after a line. The random choices come from one
random.Random(S), over the sorted file list, so a seed and an installed
library give the same mutants every run. Each mutant is compared as
diff_errors.py compares (type, msg and the four location numbers of
compile(src, path, 'exec', ast.PyCF_ONLY_AST), or both accept).

Prints the counts, then the mismatches grouped by CPython's message
(numbers as N; the groups with the most first, a few examples each; --all
lists every one).
With --baseline, fails (exit 1) when fewer mutants match than the number
in FILE: a ratchet, raised as the errors improve. Run by the oracle.
"""
import collections
import concurrent.futures
import io
import pathlib
import random
import re
import sys
import sysconfig
import tempfile
import tokenize

import diff_errors

DEFAULT_COUNT = 2000
DEFAULT_SEED = 6
# Files larger than this are skipped: mutants of small files run faster,
# and one error per file is all a mutant tests.
MAX_FILE_BYTES = 40_000
# Examples shown per message group without --all.
EXAMPLES_PER_GROUP = 3
KEYWORDS = ("if", "else", "for", "in", "def", "class", "return", "lambda",
            "import", "from", "with", "as", "try", "except", "while",
            "not", "and", "yield", "await", "pass", "del", "global", "=",
            ":", ",", "*", "**", ".")
BRACKETS = ("(", ")", "[", "]", "{", "}")
KINDS = ("delete", "duplicate", "swap", "keyword", "bracket", "cut")


def stdlib_files(root):
    return [p for p in sorted(root.rglob("*.py"))
            if p.stat().st_size <= MAX_FILE_BYTES]


def token_spans(data):
    """(start, end) byte offsets of the file's tokens that have text."""
    line_starts = [0]
    for line in data.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))
    text = data.decode("utf-8")
    # tokenize's columns count characters; offsets here are bytes
    lines = text.splitlines(keepends=True)

    def offset(row, col):
        return line_starts[row - 1] + len(lines[row - 1][:col].encode("utf-8"))

    spans = []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT,
                        tokenize.DEDENT, tokenize.ENDMARKER,
                        tokenize.COMMENT) or not tok.string:
            continue
        spans.append((offset(*tok.start), offset(*tok.end)))
    return spans


def mutate(rng, data, spans):
    """(kind, mutated bytes) of one random edit of [data]."""
    kind = rng.choice(KINDS)
    if kind == "cut":
        lines = data.splitlines(keepends=True)
        keep = rng.randrange(1, len(lines)) if len(lines) > 1 else 1
        return kind, b"".join(lines[:keep])
    i = rng.randrange(len(spans))
    start, end = spans[i]
    token = data[start:end]
    if kind == "delete":
        return kind, data[:start] + data[end:]
    if kind == "duplicate":
        return kind, data[:end] + b" " + token + data[end:]
    if kind == "swap" and i + 1 < len(spans):
        n_start, n_end = spans[i + 1]
        return kind, (data[:start] + data[n_start:n_end] + data[end:n_start]
                      + token + data[n_end:])
    words = KEYWORDS if kind == "keyword" else BRACKETS
    word = rng.choice(words).encode()
    return kind, data[:start] + word + b" " + data[start:]


def mutants(count, seed, scratch, lib):
    """(label, path) of [count] mutants of files under [lib], written
    under [scratch]."""
    rng = random.Random(seed)
    files = stdlib_files(lib)
    made = 0
    while made < count:
        source = rng.choice(files)
        data = source.read_bytes()
        try:
            spans = token_spans(data)
        except (SyntaxError, UnicodeDecodeError, tokenize.TokenError):
            continue
        if not spans:
            continue
        kind, mutated = mutate(rng, data, spans)
        path = scratch / f"mutant_{made}.py"
        path.write_bytes(mutated)
        yield f"{made}:{kind}:{source.name}", path
        made += 1


def main():
    args = sys.argv[1:]
    options = {"--count": str(DEFAULT_COUNT), "--seed": str(DEFAULT_SEED),
               "--baseline": None,
               "--lib": sysconfig.get_paths()["stdlib"]}
    show_all = "--all" in args
    args = [a for a in args if a != "--all"]
    for name in options:
        if name in args:
            i = args.index(name)
            options[name] = args[i + 1]
            del args[i:i + 2]
    cli = args[0]
    count, seed = int(options["--count"]), int(options["--seed"])
    baseline = None
    if options["--baseline"]:
        baseline = int(pathlib.Path(options["--baseline"]).read_text().split()[0])
    groups = collections.defaultdict(list)
    matched = total = rejected = near_matched = 0
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(diff_errors.WORKERS) as pool:
        jobs = [pool.submit(diff_errors.compare, cli, label, path, "exec")
                for label, path in mutants(count, seed, pathlib.Path(scratch),
                                               pathlib.Path(options["--lib"]))]
        for job in jobs:
            label, ok, want, detail, near = job.result()
            total += 1
            matched += ok
            near_matched += near
            rejected += want is not None
            if not ok:
                # "on line 12" and "line 40" are one message
                key = re.sub(r"\d+", "N", want[1]) if want else \
                    "(accepted by the oracle)"
                groups[key].append(f"{label}\n    {detail}")
    print(f"mismatches by CPython's message ({len(groups)} messages):")
    for msg, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(items):5d}  {msg}")
        for item in items if show_all else items[:EXAMPLES_PER_GROUP]:
            print(f"         {item}")
    return diff_errors.verdict(matched, total, baseline,
                               f"mutants={total} rejected by CPython="
                               f"{rejected} type+line={near_matched}/{total} "
                               f"seed={seed}")


if __name__ == "__main__":
    sys.exit(main())
