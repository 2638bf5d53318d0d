"""probe_errors.py PYPARSE [--mode MODE] SOURCE...: one line per SOURCE
saying whether pyparse's syntax error equals CPython 3.13's.

Each SOURCE is Python text with the escapes of a Python string literal
("\\n" for a newline, "\\t" for a tab), so a probe fits one shell word. The
line shows `ok` or `DIFF`, the oracle's (type, msg, lineno, offset,
end_lineno, end_offset) and, when they differ, pyparse's. For finding the
messages of the catalogue and checking a rule while writing it; run by the
oracle: `$(scripts/oracle.sh) scripts/probe_errors.py build/cli/pyparse 'x ='`.
"""
import pathlib
import sys
import tempfile

import diff_errors


def main():
    args = sys.argv[1:]
    mode = "exec"
    if "--mode" in args:
        i = args.index("--mode")
        mode = args[i + 1]
        del args[i:i + 2]
    cli, sources = args[0], args[1:]
    differ = 0
    with tempfile.TemporaryDirectory() as scratch:
        path = pathlib.Path(scratch) / "probe.py"
        for source in sources:
            # non-Latin-1 characters pass through unicode_escape as \\u escapes
            data = source.encode("latin-1", "backslashreplace").decode(
                "unicode_escape").encode("utf-8")
            path.write_bytes(data)
            want = diff_errors.oracle(data, path, mode)
            status, got, text = diff_errors.pyparse(cli, path, mode)
            ok = (status == 0) if want is None else (status == 1 and got == want)
            differ += not ok
            line = f"{'ok  ' if ok else 'DIFF'} {source!r}: {want}"
            if not ok:
                line += f"\n     pyparse {status}: {got or text.strip()[:200]}"
            print(line)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
