"""gen_errors_corpus.py DIR...: CPython 3.13's syntax errors for our files.

For every NAME.py in each DIR (corpus/errors_cli, corpus/invalid), compiles
its bytes as compile(source, "NAME.py", MODE, ast.PyCF_ONLY_AST) does (MODE
is exec, or eval, single, func_type for a file NAME.MODE.py)
and writes what pyparse must print for it, run from DIR as
`pyparse NAME.py --dump-ast`:
  NAME.stderr  the traceback module's lines for the SyntaxError (or the
               MemoryError of a parser stack overflow, or 3.12's
               ValueError for a Constant without a value) (what
               `python3.13 NAME.py` prints after "Traceback"-less output)
  NAME.json    the --errors=json object (type, msg, filename, lineno,
               offset, end_lineno, end_offset, text; None as null)
Run by the oracle: `$(scripts/oracle.sh) scripts/gen_errors_corpus.py DIR`.
A file NAME.stdin.py is compiled as standard input is ("<stdin>", which
names no file: CPython shows the tokenizer's line, with the '\n' it adds at
the end of input); the test pipes it into `pyparse - --dump-ast`.
A file CPython accepts is an error of the corpus: exit status 1.
"""
import ast
import json
import os
import pathlib
import sys
import traceback
import warnings


MODES = ("eval", "single", "func_type")

# The version that made a folder's expected files, written beside them.
ORACLE = f"made by CPython {sys.version.split()[0]} ({sys.platform})\n"


def is_stdin(path):
    """NAME.stdin.py: read from standard input."""
    return path.name.endswith(".stdin.py")


def mode_of(path):
    """The compile() mode of NAME.MODE.py (eval, single, func_type), else
    exec; errors_corpus.sh passes it to pyparse as --mode."""
    suffix = pathlib.Path(path.stem).suffix.lstrip(".")
    return suffix if suffix in MODES else "exec"


def oracle_error(data, name, mode):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(data, name, mode, ast.PyCF_ONLY_AST)
        except (SyntaxError, MemoryError, ValueError) as e:
            return e
    return None


def as_json(e, name):
    if isinstance(e, (MemoryError, ValueError)) and not isinstance(e, SyntaxError):
        # the parser's stack overflow, 3.12's Constant without a value: no
        # place; the file named as pyparse names it
        return json.dumps({"type": type(e).__name__, "msg": str(e),
                           "filename": name, "lineno": 0, "offset": 0,
                           "end_lineno": 0, "end_offset": 0,
                           "text": None}) + "\n"
    fields = {"type": type(e).__name__, "msg": e.msg,
              "filename": e.filename}
    for key in ("lineno", "offset", "end_lineno", "end_offset"):
        fields[key] = getattr(e, key, None)  # None: null (3.8, 3.9: no end)
    fields["text"] = e.text or None
    return json.dumps(fields, ensure_ascii=False) + "\n"


def main():
    bad = 0
    home = pathlib.Path.cwd()
    for folder in map(pathlib.Path, sys.argv[1:]):
        # from the folder, as the test runs pyparse: CPython reads the
        # error's line from the file it names when that file exists
        os.chdir(home / folder)
        pathlib.Path("ORACLE").write_text(ORACLE, encoding="utf-8")
        for path in sorted(pathlib.Path(".").glob("*.py")):
            name = "<stdin>" if is_stdin(path) else path.name
            e = oracle_error(path.read_bytes(), name, mode_of(path))
            if e is None:
                print(f"{folder / path}: CPython accepts it", file=sys.stderr)
                bad += 1
                continue
            shown = "".join(traceback.format_exception_only(type(e), e))
            # (open, not write_text: 3.8 and 3.9's takes no newline)
            for suffix, text in ((".stderr", shown), (".json", as_json(e, name))):
                with open(path.with_suffix(suffix), "w", encoding="utf-8",
                          newline="") as out:
                    out.write(text)
            print(f"{folder / path}: {type(e).__name__}: "
                  f"{getattr(e, 'msg', e)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
