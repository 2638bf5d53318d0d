"""gen_errors_corpus.py [--versioned] DIR...: the running CPython's syntax
errors for our files (--versioned: NAME.3.N.* per version, see main()).

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


def write(path, text):
    # (open, not write_text: 3.8 and 3.9's takes no newline)
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write(text)


def record_oracle(version):
    """ORACLE (--versioned): a line per version, this one's replaced."""
    oracle = pathlib.Path("ORACLE")
    lines = oracle.read_text(encoding="utf-8").splitlines() if oracle.exists() else []
    lines = [line for line in lines if not line.startswith(version + ":")]
    lines.append(f"{version}: {ORACLE.strip()}")
    lines.sort(key=lambda line: tuple(map(int, line.split(":")[0].split("."))))
    write(oracle, "\n".join(lines) + "\n")


def main():
    args = sys.argv[1:]
    # --versioned: one input, an expected file per version (corpus/invalid):
    # NAME.3.N.stderr and NAME.3.N.json where 3.N rejects the file,
    # NAME.3.N.dump (ast.dump with attributes) where it accepts it
    versioned = "--versioned" in args
    args = [a for a in args if a != "--versioned"]
    version = "%d.%d" % sys.version_info[:2]
    bad = 0
    home = pathlib.Path.cwd()
    for folder in map(pathlib.Path, args):
        # from the folder, as the test runs pyparse: CPython reads the
        # error's line from the file it names when that file exists
        os.chdir(home / folder)
        if versioned:
            record_oracle(version)
        else:
            write("ORACLE", ORACLE)
        for path in sorted(pathlib.Path(".").glob("*.py")):
            name = "<stdin>" if is_stdin(path) else path.name
            stem = path.name[:-len(".py")]
            out = (lambda suffix: f"{stem}.{version}{suffix}") if versioned \
                else (lambda suffix: path.with_suffix(suffix))
            if versioned:
                for stale in (".stderr", ".json", ".dump"):
                    pathlib.Path(out(stale)).unlink(missing_ok=True)
            data = path.read_bytes()
            e = oracle_error(data, name, mode_of(path))
            if e is None and versioned:
                tree = compile(data, name, mode_of(path), ast.PyCF_ONLY_AST)
                write(out(".dump"), ast.dump(tree, include_attributes=True) + "\n")
                print(f"{folder / path}: accepted by {version}")
                continue
            if e is None:
                print(f"{folder / path}: CPython accepts it", file=sys.stderr)
                bad += 1
                continue
            write(out(".stderr"),
                  "".join(traceback.format_exception_only(type(e), e)))
            write(out(".json"), as_json(e, name))
            print(f"{folder / path}: {type(e).__name__}: "
                  f"{getattr(e, 'msg', e)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
