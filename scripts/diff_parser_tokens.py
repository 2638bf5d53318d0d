"""diff_parser_tokens.py PROBE ROOT: the tokens the parser sees, held to
CPython's. For every .py file under ROOT, compares what PROBE
(tests/tokenizer/parser_tokens_probe) prints with CPython 3.13's own
tokenizer in the parser's mode (_tokenize.TokenizerIter with
extra_tokens=False): types (operators by their exact type), texts,
positions in characters, and the first error's message and place. Files
that do not decode are left to the decoding tests (tests/tokenizer/
test_source*, differential_source).

Run by the oracle interpreter. Where CPython's record of a token is not
what the parser uses, the comparison maps ours to it (see normalize).
Lists every file that differs; exit status 1 if any does.
"""
import _tokenize
import io
import pathlib
import re
import subprocess
import sys
import tokenize

BATCH = 200  # files per probe run

INDENT, DEDENT, NEWLINE, ENDMARKER = 5, 6, 4, 0


def theirs(path):
    """CPython's tokens of [path] as (type, text, sl, sc, el, ec) tuples,
    then ('error', msg, lineno, offset) if it raises."""
    out = []
    # compile() translates newlines before it tokenizes ("\r\n" and a lone
    # "\r" become "\n"); TokenizerIter over readline does not, so it is
    # given the translated bytes, as our compile mode (source.c) does.
    data = re.sub(rb"\r\n?", b"\n", path.read_bytes())
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        data.decode(encoding)
    except (SyntaxError, UnicodeDecodeError, LookupError):
        return None  # a decoding error: tests/tokenizer/test_source*
    try:
        it = _tokenize.TokenizerIter(io.BytesIO(data).readline,
                                     extra_tokens=False, encoding=encoding)
        for tok in it:
            kind, text, (sl, sc), (el, ec) = tok[:4]
            out.append((kind, text.encode("utf-8", "surrogatepass"),
                        sl, sc, el, ec))
    except SyntaxError as e:
        out.append(("error", e.msg, e.lineno, e.offset))
    return out


def parse_probe(data):
    """The probe's records, one list per file."""
    files, current = [], []
    for line in data.decode("ascii").splitlines():
        fields = line.split(" ")
        if fields[0] == "end":
            files.append(current)
            current = []
            continue
        text = b"" if fields[-1] == "-" else bytes.fromhex(fields[-1])
        if fields[0] == "error":
            current.append(("error", text.decode("utf-8", "replace"),
                            int(fields[1]), int(fields[2])))
        else:
            current.append((int(fields[0]), text) +
                           tuple(int(f) for f in fields[1:5]))
    return files


def normalize(tok):
    """Our record as CPython's tokenizer reports it: INDENT, DEDENT and
    ENDMARKER have no text and column -1; NEWLINE's text stops before the
    newline (CPython's token ends there; ours covers it, as the parser's
    error ranges do)."""
    if tok[0] == "error":
        return tok
    kind, text, sl, sc, el, ec = tok
    if kind in (INDENT, DEDENT, ENDMARKER):
        return (kind, b"", sl, -1, el, -1)
    if kind == NEWLINE:
        stripped = text.rstrip(b"\r\n")
        return (kind, stripped, sl, sc, sl,
                sc + len(stripped.decode("utf-8", "surrogatepass")))
    return tok


def main():
    probe, root = sys.argv[1], pathlib.Path(sys.argv[2])
    paths = sorted(p for p in root.rglob("*.py") if p.is_file())
    same = differ = undecodable = 0
    for i in range(0, len(paths), BATCH):
        batch = paths[i:i + BATCH]
        run = subprocess.run([probe, *map(str, batch)], capture_output=True)
        ours = parse_probe(run.stdout)
        if run.returncode != 0 or len(ours) != len(batch):
            print(f"probe failed on batch {i}: status {run.returncode}")
            return 1
        for path, mine in zip(batch, ours):
            want = theirs(path)
            if want is None:
                undecodable += 1
                continue
            got = [normalize(t) for t in mine]
            if not want and [t[0] for t in got] == [ENDMARKER]:
                got = []  # CPython yields nothing at all for empty input
            if got == want:
                same += 1
                continue
            differ += 1
            print(f"differs: {path}")
            for n, (a, b) in enumerate(zip(got, want)):
                if a != b:
                    print(f"  token {n}: ours {a!r}\n  theirs  {b!r}")
                    break
            else:
                print(f"  {len(got)} tokens vs {len(want)}")
    print(f"same={same} differ={differ} not_decodable={undecodable}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
