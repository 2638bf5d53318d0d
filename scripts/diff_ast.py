"""diff_ast.py PYPARSE ROOT [--sample N]: the parser held to CPython's.

For every .py file under ROOT (or ROOT itself when it is a file), compares
`PYPARSE --dump-ast --include-attributes --python X.Y -H FILE...` (files in
batches) with what the CPython X.Y running this script gives for the same
bytes: ast.dump(compile(bytes, path, 'exec',
ast.PyCF_ONLY_AST), include_attributes=True) when it accepts the file, or
a rejection (pyparse must exit with status 1) when it raises SyntaxError,
at CPython's line and offset whenever pyparse gives CPython's message
(the rest of CPython's messages come from its invalid_ rules; 3.8 and 3.9
at its line only).
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


# oracle()'s answer for a tree too deep for ast.dump
TOO_DEEP = object()


def oracle(data, path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            tree = compile(data, str(path), "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, ValueError, MemoryError) as e:
            # MemoryError: the parser's stack overflowed
            return None, e
    try:
        return ast.dump(tree, include_attributes=True), None
    except RecursionError:
        # ast.dump recurses in Python: a tree nested deeper than the
        # recursion limit cannot be printed, so it cannot be compared
        return TOO_DEEP, None


def rejection_agrees(got, error):
    """(ok, worded): pyparse rejected the file too ([got]: its --errors=json
    object, None when it accepted the file), and when it gives CPython's
    message it gives CPython's line and offset as well."""
    if got is None:
        return False, False
    if got.get("msg") != getattr(error, "msg", str(error)):
        return True, False
    lineno = getattr(error, "lineno", None) or 0
    offset = getattr(error, "offset", None) or 0
    if sys.version_info < (3, 10):
        # 3.8 and 3.9 are held to the line: where their generic error
        # stands depends on how far their own invalid_ rules read
        return got.get("lineno") == lineno, True
    return (got.get("lineno"), got.get("offset")) == (lineno, offset), True


def first_difference(a, b):
    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y),
             min(len(a), len(b)))
    return n, a[max(0, n - 80):n + 80], b[max(0, n - 80):n + 80]


# Files per pyparse run: starting a process per file costs more than the
# parse (much more under the pyodide oracles, whose subprocess is slow).
BATCH = 200


def pyparse_batch(cli, paths):
    """{path: (dump, None) | (None, error object) | (None, None)} for one
    run of pyparse over [paths]: each accepted file prints a "==> PATH <=="
    header then its dump line on stdout; each rejected one a JSON line
    naming the file on stderr. None when the run's output cannot be
    attributed (a crash, an I/O error): the caller then runs the files one
    by one."""
    run = subprocess.run([cli, "--dump-ast", PYTHON, "--include-attributes",
                          "--errors=json", "--with-filename", "--",
                          *map(str, paths)],
                         capture_output=True)
    errors = {}
    for line in run.stderr.decode("utf-8", "replace").splitlines():
        try:
            obj = json.loads(line)
            errors[obj["filename"]] = obj
        except (ValueError, KeyError, TypeError):
            return None
    lines = run.stdout.decode("utf-8", "surrogateescape").splitlines()
    headers, dumps = lines[0::2], lines[1::2]
    named = [h[4:-4] for h in headers if h.startswith("==> ") and h.endswith(" <==")]
    if run.returncode not in (0, 1) or len(named) != len(dumps) or \
            len(named) != len(headers):
        return None
    dump_of = dict(zip(named, dumps))
    return {p: (dump_of.get(str(p)), errors.get(str(p))) for p in paths}


def pyparse_all(cli, paths):
    results = {}
    for i in range(0, len(paths), BATCH):
        batch = paths[i:i + BATCH]
        got = pyparse_batch(cli, batch)
        if got is None:
            got = {}
            for path in batch:
                got.update(pyparse_batch(cli, [path]) or {path: (None, None)})
        results.update(got)
    return results


def main():
    args = sys.argv[1:]
    sample = 1
    if "--sample" in args:
        # every Nth file of the sorted list: a fixed sample, for the test
        # suite (scripts/differential.sh runs the whole library)
        i = args.index("--sample")
        sample = int(args[i + 1])
        del args[i:i + 2]
    cli, root = args[0], pathlib.Path(args[1])
    paths = [root] if root.is_file() else sorted(root.rglob("*.py"))
    paths = paths[::sample]
    results = pyparse_all(cli, paths)
    same = differ = wording_differs = too_deep = 0
    for path in paths:
        data = path.read_bytes()
        want, error = oracle(data, path)
        got, rejection = results[path]
        if want is TOO_DEEP:
            too_deep += 1
            continue
        if want is None:
            ok, worded = rejection_agrees(rejection, error)
            wording_differs += not worded
            detail = (f"oracle: {getattr(error, 'msg', error)} at "
                      f"{getattr(error, 'lineno', None)}:"
                      f"{getattr(error, 'offset', None)}; "
                      f"pyparse: {rejection if rejection else got and 'accepted'}")
        else:
            ok = got == want
            detail = f"pyparse: {rejection}"
        if ok:
            same += 1
            continue
        differ += 1
        print(f"differs: {path}")
        if want is not None and got is not None:
            n, a, b = first_difference(got, want)
            print(f"  at {n}:\n  ours   {a}\n  theirs {b}")
        else:
            print(f"  {detail}")
    print(f"same={same} differ={differ} "
          f"(rejected with another message, for the invalid_ rules: "
          f"{wording_differs})"
          + (f"; {too_deep} accepted trees too deep for ast.dump, not compared"
             if too_deep else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
