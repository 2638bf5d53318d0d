"""verdicts.py ROOT...: run BY AN ORACLE, prints one line per .py and .pyi
file under ROOT (the files pyparse finds there): "ok PATH" when its CPython
compiles the file (ast.PyCF_ONLY_AST), else "TYPE LINENO PATH" (the
exception's name and line). scripts/diff_min_version.sh gathers every
version's lines to compute the oldest that accepts each file.
"""
import ast
import os
import sys
import warnings


def verdict(path):
    with open(path, "rb") as f:
        data = f.read()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(data, path, "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, ValueError, MemoryError) as e:
            return f"{type(e).__name__} {getattr(e, 'lineno', 0) or 0}"
    return "ok"


def main():
    files = sorted(os.path.join(d, f) for root in sys.argv[1:]
                   for d, _, fs in os.walk(root) for f in fs
                   if f.endswith((".py", ".pyi")))
    for path in files:
        print(verdict(path), path)


if __name__ == "__main__":
    sys.exit(main())
