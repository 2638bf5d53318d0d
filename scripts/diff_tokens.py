# diff_tokens.py - run BY THE ORACLE: compares `pyparse FILE --tokens [--exact]`
# with `python3.13 -m tokenize [-e] FILE` on every .py file under the given
# roots. The oracle side runs tokenize's main() in this one process, with
# stdout/stderr captured, so no interpreter starts per file.
#   python3.13 scripts/diff_tokens.py PYPARSE_CLI ROOT... [--exact] [--sample N]
# Prints each differing file and "identical N / M"; exits 1 on any difference.
import contextlib, io, os, subprocess, sys, tokenize

# pyparse parses as the Python running this script: the oracle's version.
PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"

def oracle(path, exact):
    out, err = io.StringIO(), io.StringIO()
    argv = sys.argv
    sys.argv = ["tokenize"] + (["-e"] if exact else []) + [path]
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            # 3.14 renamed tokenize.main to _main
            (getattr(tokenize, "main", None) or tokenize._main)()
    except SystemExit as e:
        code = e.code or 0
    except Exception as e:  # tokenize prints a traceback: compare the kind only
        # (main() wrote this line before re-raising; pyparse writes it too,
        # but cannot write the traceback that follows it)
        line = "unexpected error: %s\n" % e
        if not err.getvalue().endswith(line):
            err.write(line)
        code = 1
    finally:
        sys.argv = argv
    return out.getvalue(), err.getvalue(), code

def main():
    cli, *roots = sys.argv[1:]
    exact = "--exact" in roots
    roots = [r for r in roots if r != "--exact"]
    sample = 1
    if "--sample" in roots:
        # every Nth file of the sorted list: a fixed sample, for the test
        # suite (scripts/differential.sh runs the whole library)
        i = roots.index("--sample")
        sample = int(roots[i + 1])
        del roots[i:i + 2]
    files = sorted(os.path.join(d, f) for r in roots for d, _, fs in os.walk(r)
                   for f in fs if f.endswith(".py"))[::sample]
    same = 0
    for path in files:
        want = oracle(path, exact)
        p = subprocess.run([cli, path, "--tokens", PYTHON] + (["--exact"] if exact else []),
                           capture_output=True)
        got = (p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"),
               p.returncode)
        if got == want:
            same += 1
        else:
            print("DIFF", path)
    print("identical %d / %d" % (same, len(files)))
    return 0 if same == len(files) else 1

if __name__ == "__main__":
    sys.exit(main())
