"""gen_errors_corpus.py DIR...: CPython 3.13's syntax errors for our files.

For every NAME.py in each DIR (corpus/errors_cli, corpus/invalid), compiles
its bytes as compile(source, "NAME.py", 'exec', ast.PyCF_ONLY_AST) does
and writes what pyparse must print for it, run from DIR as
`pyparse NAME.py --dump-ast`:
  NAME.stderr  the traceback module's lines for the SyntaxError (what
               `python3.13 NAME.py` prints after "Traceback"-less output)
  NAME.json    the --errors=json object (type, msg, filename, lineno,
               offset, end_lineno, end_offset, text; None as null)
Run by the oracle: `$(scripts/oracle.sh) scripts/gen_errors_corpus.py DIR`.
A file CPython accepts is an error of the corpus: exit status 1.
"""
import ast
import json
import os
import pathlib
import sys
import traceback
import warnings


def oracle_error(data, name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(data, name, "exec", ast.PyCF_ONLY_AST)
        except SyntaxError as e:
            return e
    return None


def as_json(e):
    fields = {"type": type(e).__name__, "msg": e.msg,
              "filename": e.filename}
    for key in ("lineno", "offset", "end_lineno", "end_offset"):
        value = getattr(e, key)
        fields[key] = value if value is not None else 0
    fields["text"] = e.text or None
    return json.dumps(fields, ensure_ascii=False) + "\n"


def main():
    bad = 0
    home = pathlib.Path.cwd()
    for folder in map(pathlib.Path, sys.argv[1:]):
        # from the folder, as the test runs pyparse: CPython reads the
        # error's line from the file it names when that file exists
        os.chdir(home / folder)
        for path in sorted(pathlib.Path(".").glob("*.py")):
            e = oracle_error(path.read_bytes(), path.name)
            if e is None:
                print(f"{folder / path}: CPython accepts it", file=sys.stderr)
                bad += 1
                continue
            shown = "".join(traceback.format_exception_only(e))
            path.with_suffix(".stderr").write_text(shown, encoding="utf-8",
                                                   newline="")
            path.with_suffix(".json").write_text(as_json(e), encoding="utf-8",
                                                 newline="")
            print(f"{folder / path}: {type(e).__name__}: {e.msg}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
