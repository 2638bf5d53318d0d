"""diff_errors.py PYPARSE SET [--baseline FILE] [--tests DIR]: pyparse's
syntax errors held to the oracle's (the CPython running this script),
exactly.

SET is `snippets` (the code CPython's test suite expects to be rejected,
extract_error_snippets.py, from the oracle's test folder or from DIR:
pyodide's 3.14 and 3.15 have none, so they take 3.13's) or a folder of
.py files (the Python 2.7 standard library). For each input, `PYPARSE
FILE --dump-ast --mode MODE --errors=json` is compared with the oracle's
compile(bytes, FILE, MODE, ast.PyCF_ONLY_AST): when the oracle accepts,
pyparse must accept (exit 0); when it raises, pyparse must exit 1 with
the same type, msg, lineno, offset, end_lineno and end_offset (None as
JSON's null).

Prints each mismatch, the counts, and the messages missed most. With
--baseline, fails (exit 1) when fewer inputs match exactly than the number
in FILE: a ratchet, raised as invalid_ rules land. Run by the oracle.
"""
import ast
import collections
import concurrent.futures
import json
import pathlib
import subprocess
import sys
import tempfile
import warnings

import extract_error_snippets

# pyparse parses as the Python running this script: the oracle's version.
PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"

FIELDS = ("type", "msg", "lineno", "offset", "end_lineno", "end_offset")
# Concurrent pyparse runs: the machine has two cores.
WORKERS = 2


def oracle(data, path, mode):
    """CPython's error as a tuple of FIELDS, or None when it accepts."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(data, str(path), mode, ast.PyCF_ONLY_AST)
        except SyntaxError as e:
            # None stays None: pyparse's JSON says null there too (3.8 and
            # 3.9's SyntaxError has no end at all: None as well)
            return (type(e).__name__, e.msg, e.lineno, e.offset,
                    getattr(e, "end_lineno", None),
                    getattr(e, "end_offset", None))
        except (ValueError, UnicodeError, MemoryError) as e:
            # MemoryError: "Parser stack overflowed", with no place
            return (type(e).__name__, str(e), 0, 0, 0, 0)
    return None


def pyparse(cli, path, mode):
    """(exit status, error tuple or None, stderr) of pyparse on [path]."""
    run = subprocess.run([cli, str(path), "--dump-ast", PYTHON, "--mode", mode,
                          "--errors=json"], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, timeout=60)
    text = run.stderr.decode("utf-8", "replace")
    try:
        got = json.loads(text)
        return run.returncode, tuple(got[k] for k in FIELDS), text
    except (ValueError, KeyError, TypeError):
        return run.returncode, None, text


def compare(cli, label, path, mode):
    """(label, matched, oracle's error, description of the difference,
    whether at least the verdict, the error's type and its line match:
    what 3.8 and 3.9, which word most errors "invalid syntax", are held
    to)."""
    want = oracle(path.read_bytes(), path, mode)
    status, got, text = pyparse(cli, path, mode)
    if want is None:
        ok = status == 0
        return (label, ok, None,
                "" if ok else f"oracle accepts; pyparse: {text.strip()[:300]}", ok)
    near = status == 1 and got is not None and \
        (got[0], got[2]) == (want[0], want[2])
    if status == 1 and got == want:
        return label, True, want, "", True
    return (label, False, want,
            f"oracle {want}\n    pyparse exit {status}: {got or text.strip()[:300]}",
            near)


def inputs(which, scratch, test_dir):
    """(label, path, mode) of each input of the set [which]."""
    if which == "snippets":
        for i, (label, mode, data) in enumerate(
                extract_error_snippets.snippets(test_dir)):
            path = scratch / f"snippet_{i}.py"
            path.write_bytes(data)
            yield label, path, mode
    else:
        root = pathlib.Path(which)
        for path in sorted(root.rglob("*.py")):
            yield str(path), path, "exec"


def main():
    args = sys.argv[1:]
    baseline = None
    if "--baseline" in args:
        i = args.index("--baseline")
        baseline = int(pathlib.Path(args[i + 1]).read_text().split()[0])
        del args[i:i + 2]
    test_dir = extract_error_snippets.default_test_dir()
    if "--tests" in args:
        i = args.index("--tests")
        test_dir = pathlib.Path(args[i + 1])
        del args[i:i + 2]
    cli, which = args
    missed = collections.Counter()
    matched = total = rejections = rejections_matched = near_matched = 0
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
        jobs = [pool.submit(compare, cli, label, path, mode)
                for label, path, mode in inputs(which, pathlib.Path(scratch),
                                                  test_dir)]
        for job in jobs:
            label, ok, want, detail, near = job.result()
            total += 1
            matched += ok
            near_matched += near
            if want is not None:
                rejections += 1
                rejections_matched += ok
            if not ok:
                missed[want[1] if want else "(accepted by the oracle)"] += 1
                print(f"mismatch: {label}\n    {detail}")
    print("messages missed most:")
    for msg, n in missed.most_common(25):
        print(f"  {n:5d}  {msg}")
    return verdict(matched, total, baseline,
                   f"rejections exact={rejections_matched}/{rejections} "
                   f"type+line={near_matched}/{total}")


def verdict(matched, total, baseline, details=""):
    """Prints the exact-match count and [details]; the ratchet of the
    differential tests: 1 (fail) when [matched] is below [baseline]."""
    share = 100.0 * matched / total if total else 0.0
    print(f"exact={matched}/{total} ({share:.1f}%) {details} "
          f"baseline={baseline}")
    if baseline is not None and matched < baseline:
        print(f"FAIL: {matched} exact matches, below the baseline {baseline}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
