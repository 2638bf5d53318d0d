"""diff_warnings.py PYPARSE SET: pyparse's SyntaxWarnings held to CPython's.

SET is a directory (every *.py under it: the 3.13 or 2.7 standard
library) or "snippets" (the rejected snippets of the 3.13 test suite,
scripts/extract_error_snippets.py). For each input the oracle's warnings
are recorded with warnings.catch_warnings(record=True) and
simplefilter('always') around compile(data, path, mode,
ast.PyCF_ONLY_AST), as (message, lineno) in emission order; pyparse's come
from one run of `PYPARSE FILES --dump-ast --warnings --errors=json` per
mode (one JSON line per warning on stderr). Prints the counts and every
input whose lists differ; exits 1 when an input CPython accepts differs.
Run by the oracle interpreter.
"""
import ast
import collections
import json
import pathlib
import subprocess
import sys
import tempfile
import warnings

# pyparse parses as the Python running this script: the oracle's version.
PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"

sys.path.insert(0, str(pathlib.Path(__file__).parent))


def oracle(path, data, mode):
    """(accepted, [(message, lineno)...]) as CPython 3.13 reports them."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compile(data, str(path), mode, ast.PyCF_ONLY_AST)
            accepted = True
        except (SyntaxError, ValueError, UnicodeError):
            accepted = False
    return accepted, [(str(w.message), w.lineno) for w in caught
                      if w.category is SyntaxWarning]


def ours(cli, paths, mode):
    """{path: [(message, lineno)...]} from one pyparse run."""
    found = collections.defaultdict(list)
    run = subprocess.run([cli, *map(str, paths), "--dump-ast", PYTHON, "--mode", mode,
                          "--warnings", "--errors=json"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for line in run.stderr.decode("utf-8", "replace").splitlines():
        if not line.startswith('{"category"'):
            continue
        w = json.loads(line)
        found[w["filename"]].append((w["message"], w["lineno"]))
    return found


def inputs(which, tmp):
    """[(path, data, mode)]; snippets are written to files under [tmp]."""
    if which != "snippets":
        return [(p, p.read_bytes(), "exec")
                for p in sorted(pathlib.Path(which).rglob("*.py"))]
    import extract_error_snippets as ex
    out = []
    for i, (label, mode, data) in enumerate(ex.snippets(ex.default_test_dir())):
        path = pathlib.Path(tmp) / f"s{i}.py"
        path.write_bytes(data)
        out.append((path, data, mode))
    return out


def main():
    cli, which = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        items = inputs(which, tmp)
        by_mode = collections.defaultdict(list)
        for path, _, mode in items:
            by_mode[mode].append(path)
        got = {}
        for mode, paths in by_mode.items():
            for start in range(0, len(paths), 2000):  # the CLI's file limit
                got.update(ours(cli, paths[start:start + 2000], mode))
        counts = collections.Counter()
        bad_accepted = 0
        for path, data, mode in items:
            accepted, expected = oracle(path, data, mode)
            mine = got.get(str(path), [])
            kind = "accepted" if accepted else "rejected"
            counts[kind] += 1
            counts[kind + " warnings"] += len(expected)
            if mine == expected:
                counts[kind + " same"] += 1
                continue
            bad_accepted += accepted
            print(f"MISMATCH ({kind}) {path}\n  cpython: {expected}\n"
                  f"  pyparse: {mine}")
    for kind in ("accepted", "rejected"):
        print(f"{kind}: {counts[kind + ' same']}/{counts[kind]} inputs with "
              f"the same warnings ({counts[kind + ' warnings']} warnings "
              f"from CPython)")
    return 1 if bad_accepted else 0


if __name__ == "__main__":
    sys.exit(main())
