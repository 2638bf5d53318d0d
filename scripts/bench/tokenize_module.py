"""Times the tokenize module (run by the oracle) over the files listed in
argv[1], all read into memory first: tokenize.tokenize() on a BytesIO of
each, every token pulled. Files it rejects count as errors."""
import io
import sys
import time
import tokenize

def main():
    with open(sys.argv[1]) as f:
        paths = [line.rstrip('\n') for line in f if line.strip()]
    datas = []
    for p in paths:
        with open(p, 'rb') as f:
            datas.append(f.read())
    total = sum(len(d) for d in datas)
    tokens = errors = 0
    t0 = time.perf_counter()
    for d in datas:
        try:
            for _ in tokenize.tokenize(io.BytesIO(d).readline):
                tokens += 1
        except (SyntaxError, tokenize.TokenError, LookupError):
            errors += 1
    t = time.perf_counter() - t0
    print('tokenize module: %d files, %d bytes, %d tokens (COMMENT/NL/'
          'ENCODING included), %d with errors, 1 run: %.3f s, %.1f MB/s'
          % (len(datas), total, tokens, errors, t, total / t / 1e6))

main()
