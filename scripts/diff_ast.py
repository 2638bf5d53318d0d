"""diff_ast.py PYPARSE ROOT [--mode MODE]: the parser held to CPython's.

For every .py file under ROOT (or ROOT itself when it is a file), compares
`PYPARSE FILE --dump-ast --include-attributes` with what CPython 3.13
gives for the same bytes: ast.dump(compile(bytes, path, 'exec',
ast.PyCF_ONLY_AST), include_attributes=True) when it accepts the file, or
a rejection (pyparse must exit with status 1) when it raises SyntaxError,
at CPython's line and offset whenever pyparse gives CPython's message
(the rest of CPython's messages come from its invalid_ rules).
Run by the oracle interpreter. Lists each file that differs with the
first difference; exit status 1 if any does.
"""
import ast
import json
import pathlib
import subprocess
import sys
import warnings

# pyparse parses as the Python running this script: the oracle's version.
PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"


def oracle(data, path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            tree = compile(data, str(path), "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, ValueError) as e:
            return None, e
    return ast.dump(tree, include_attributes=True), None


def rejection_agrees(run, error):
    """(ok, worded): pyparse rejected the file too (exit 1), and when it
    gives CPython's message it gives CPython's line and offset as well
    (pyparse runs with --errors=json)."""
    if run.returncode != 1:
        return False, False
    try:
        got = json.loads(run.stderr.decode("utf-8", "replace"))
    except ValueError:
        return True, False
    if got.get("msg") != error.msg:
        return True, False
    lineno = error.lineno if error.lineno is not None else 0
    offset = error.offset if error.offset is not None else 0
    return (got.get("lineno"), got.get("offset")) == (lineno, offset), True


def first_difference(a, b):
    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y),
             min(len(a), len(b)))
    return n, a[max(0, n - 80):n + 80], b[max(0, n - 80):n + 80]


def main():
    cli, root = sys.argv[1], pathlib.Path(sys.argv[2])
    paths = [root] if root.is_file() else sorted(root.rglob("*.py"))
    same = differ = wording_differs = 0
    for path in paths:
        data = path.read_bytes()
        want, error = oracle(data, path)
        run = subprocess.run([cli, str(path), "--dump-ast", PYTHON,
                              "--include-attributes", "--errors=json"],
                             capture_output=True)
        got = run.stdout.decode("utf-8", "surrogateescape").rstrip("\n")
        if want is None:
            ok, worded = rejection_agrees(run, error)
            wording_differs += not worded
            detail = (f"oracle: {error.msg} at {error.lineno}:{error.offset}; "
                      f"pyparse exit {run.returncode}: "
                      f"{run.stderr.decode(errors='replace').strip()[:200]}")
        else:
            ok = run.returncode == 0 and got == want
            detail = (f"pyparse exit {run.returncode}: "
                      f"{run.stderr.decode(errors='replace').strip()[:200]}")
        if ok:
            same += 1
            continue
        differ += 1
        print(f"differs: {path}")
        if want is not None and run.returncode == 0:
            n, a, b = first_difference(got, want)
            print(f"  at {n}:\n  ours   {a}\n  theirs {b}")
        else:
            print(f"  {detail}")
    print(f"same={same} differ={differ} "
          f"(rejected with another message, for the invalid_ rules: "
          f"{wording_differs})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
