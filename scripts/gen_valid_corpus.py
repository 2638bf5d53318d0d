"""Writes corpus/valid/*.dump: for each corpus/valid/NAME[.MODE].py, what
CPython 3.13 parses it to, ast.dump(..., include_attributes=True); run by
3.14 or 3.15, the same in corpus/valid/3.14 or 3.15 (the syntax those
versions add). Run by the oracle interpreter only:

    $(scripts/oracle.sh [VERSION]) scripts/gen_valid_corpus.py

MODE in the file name picks how: eval, single, func_type (compile()'s
modes) or type_comments (exec with ast.PyCF_TYPE_COMMENTS); none is exec.
tests/parser/valid_corpus.sh replays them through pyparse.
"""
import ast
import pathlib
import sys

MODES = {"eval", "single", "func_type", "type_comments"}


def mode_of(path):
    parts = path.name.split(".")
    return parts[-2] if len(parts) > 2 and parts[-2] in MODES else "exec"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "corpus" / "valid"
    version = "%d.%d" % sys.version_info[:2]
    if version != "3.13":
        root = root / version
    count = 0
    (root / "ORACLE").write_text(
        f"made by CPython {sys.version.split()[0]} ({sys.platform})\n",
        encoding="utf-8")
    for path in sorted(root.glob("*.py")):
        mode = mode_of(path)
        flags = ast.PyCF_ONLY_AST
        if mode == "type_comments":
            flags |= ast.PyCF_TYPE_COMMENTS
            mode = "exec"
        tree = compile(path.read_bytes(), path.name, mode, flags)
        dump = ast.dump(tree, include_attributes=True)
        path.with_suffix(".dump").write_text(dump + "\n", encoding="utf-8")
        count += 1
    print(f"wrote {count} dumps to {root}")


if __name__ == "__main__":
    sys.exit(main())
