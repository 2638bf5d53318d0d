# gen_tokens_corpus.py - run BY THE ORACLE: writes, for each
# corpus/tokens/NAME.py, what `python3.13 -m tokenize [-e]` prints:
# NAME.tokens / NAME.exact (stdout), NAME.err / NAME.exact.err (stderr),
# NAME.status (exit statuses "plain exact"). Never edit those by hand.
import glob, os, subprocess, sys
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "tokens")
for path in sorted(glob.glob(os.path.join(here, "*.py"))):
    base, name = path[:-3], os.path.basename(path)
    statuses = []
    for flag, ext in (([], ".tokens"), (["-e"], ".exact")):
        p = subprocess.run([sys.executable, "-m", "tokenize"] + flag + [name],
                           cwd=here, capture_output=True)
        open(base + ext, "wb").write(p.stdout)
        open(base + ext + ".err", "wb").write(p.stderr)
        statuses.append(str(p.returncode))
    open(base + ".status", "w").write(" ".join(statuses) + "\n")
