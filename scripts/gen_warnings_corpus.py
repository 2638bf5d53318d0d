"""gen_warnings_corpus.py: writes the expected output of every
corpus/warnings/NAME.py, asking CPython 3.13 (run by the oracle):

  NAME.stderr  what `python3.13 -W always -c 'import ast, sys; with
               open(sys.argv[1], "rb") as f: ast.parse(f.read(),
               sys.argv[1])' NAME.py` writes before any traceback: the warnings module's
               display of each SyntaxWarning (run in corpus/warnings/, so
               the file name is bare);
  NAME.json    one JSON object per warning (pyparse --errors=json's
               shape): category, message, filename, lineno, and line as
               linecache.getline gives it.
The file is read as bytes, as pyparse reads it (compile()'s rules).
"""
import json
import linecache
import pathlib
import subprocess
import sys
import warnings

CORPUS = pathlib.Path(__file__).resolve().parent.parent / "corpus" / "warnings"
PARSE = ("import ast, sys\n"
         "with open(sys.argv[1], 'rb') as f: ast.parse(f.read(), sys.argv[1])")


def shown(name):
    run = subprocess.run([sys.executable, "-W", "always", "-c", PARSE, name],
                         cwd=CORPUS, capture_output=True, text=True)
    text = run.stderr
    cut = text.find("Traceback (most recent call last)")
    return text if cut < 0 else text[:cut]


def recorded(name):
    data = (CORPUS / name).read_bytes()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compile(data, name, "exec", 0x400)  # ast.PyCF_ONLY_AST
        except SyntaxError:
            pass
    lines = []
    for w in caught:
        line = linecache.getline(str(CORPUS / name), w.lineno)
        lines.append(json.dumps({"category": w.category.__name__,
                                 "message": str(w.message), "filename": name,
                                 "lineno": w.lineno, "line": line},
                                ensure_ascii=False) + "\n")
    return "".join(lines)


def main():
    for path in sorted(CORPUS.glob("*.py")):
        (CORPUS / (path.stem + ".stderr")).write_text(shown(path.name))
        (CORPUS / (path.stem + ".json")).write_text(recorded(path.name))
        print(path.name)


if __name__ == "__main__":
    main()
