"""Writes what the running CPython (3.N) makes of each corpus/valid/
NAME[.MODE].py: NAME[.MODE].3.N.dump, its ast.dump(..., include_attributes=
True), when it accepts the file, or NAME[.MODE].3.N.json, the line
`pyparse --errors=json` prints for its error (scripts/gen_errors_corpus.py's
format), when it rejects it: syntax from a later version, or one a later
version removed. One input, an expected file per version; ORACLE keeps a
line per version naming the interpreter that made its files. Run by each
version's oracle interpreter only:

    $(scripts/oracle.sh VERSION) scripts/gen_valid_corpus.py

MODE in the file name picks how: eval, single, func_type (compile()'s
modes) or type_comments (exec with ast.PyCF_TYPE_COMMENTS); none is exec.
A file that no version accepts belongs in corpus/invalid.
tests/parser/valid_corpus.sh replays the files through pyparse.
"""
import ast
import os
import pathlib
import sys

import gen_errors_corpus

MODES = {"eval", "single", "func_type", "type_comments"}


def mode_of(path):
    parts = path.name.split(".")
    return parts[-2] if len(parts) > 2 and parts[-2] in MODES else "exec"


def expected(path, mode):
    """(suffix, text) of what this CPython makes of [path]."""
    flags = ast.PyCF_ONLY_AST
    if mode == "type_comments":
        flags |= ast.PyCF_TYPE_COMMENTS
        mode = "exec"
    data = path.read_bytes()
    error = gen_errors_corpus.oracle_error(data, path.name, mode)
    if error is not None:
        return "json", gen_errors_corpus.as_json(error, path.name)
    tree = compile(data, path.name, mode, flags)
    return "dump", ast.dump(tree, include_attributes=True) + "\n"


def record_oracle(root, version):
    """ORACLE: one line per version, this one's replaced."""
    oracle = root / "ORACLE"
    lines = oracle.read_text(encoding="utf-8").splitlines() if oracle.exists() else []
    lines = [line for line in lines if not line.startswith(version + ":")]
    lines.append(f"{version}: {gen_errors_corpus.ORACLE.strip()}")
    lines.sort(key=lambda line: tuple(map(int, line.split(":")[0].split("."))))
    oracle.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "corpus" / "valid"
    version = "%d.%d" % sys.version_info[:2]
    # from the folder, as the test runs pyparse (the error's text comes
    # from the file it names)
    os.chdir(root)
    counts = {"dump": 0, "json": 0}
    for path in sorted(pathlib.Path(".").glob("*.py")):
        stem = path.name[:-len(".py")]
        suffix, text = expected(path, mode_of(path))
        for stale in ("dump", "json"):
            pathlib.Path(f"{stem}.{version}.{stale}").unlink(missing_ok=True)
        # (open, not write_text: 3.8 and 3.9's takes no newline)
        with open(f"{stem}.{version}.{suffix}", "w", encoding="utf-8",
                  newline="") as out:
            out.write(text)
        counts[suffix] += 1
    record_oracle(root, version)
    print(f"{version}: {counts['dump']} dumps, {counts['json']} rejections "
          f"in {root}")


if __name__ == "__main__":
    sys.exit(main())
