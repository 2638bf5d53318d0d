"""compile_module.py FILE-LIST [--dump]: times, in CPython 3.13, what
pyparse's benchmark does: compile(bytes, path, 'exec', ast.PyCF_ONLY_AST)
over every file of the list (read into memory first), best of 3; with
--dump, ast.dump(tree, include_attributes=True) of each parsed tree as well.
Run by the oracle interpreter (scripts/bench_parser.sh)."""
import ast
import sys
import time
import warnings


def main():
    paths = open(sys.argv[1]).read().split()
    dump = "--dump" in sys.argv
    texts = [(p, open(p, "rb").read()) for p in paths]
    total = sum(len(t) for _, t in texts)
    warnings.simplefilter("ignore")
    best, rejected = 1e30, 0
    for _ in range(1 if dump else 3):
        rejected = 0
        t0 = time.perf_counter()
        for path, data in texts:
            try:
                tree = compile(data, path, "exec", ast.PyCF_ONLY_AST)
            except (SyntaxError, ValueError):
                rejected += 1
                continue
            if dump:
                ast.dump(tree, include_attributes=True)
        best = min(best, time.perf_counter() - t0)
    what = "compile+ast.dump" if dump else "compile(PyCF_ONLY_AST)"
    print(f"{what}: {len(texts)} files, {total} bytes, {rejected} rejected, "
          f"{'1 run' if dump else 'best of 3'}: {best:.3f} s, "
          f"{total / best / 1e6:.1f} MB/s")


if __name__ == "__main__":
    main()
