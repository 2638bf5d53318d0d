# gen_tokens_corpus.py - run BY THE ORACLE: writes, for each
# corpus/tokens/NAME.py (corpus/tokens/3.14/NAME.py when run by 3.14...),
# what `python3.X -m tokenize [-e]` prints: NAME.tokens / NAME.exact
# (stdout), NAME.err / NAME.exact.err (stderr), NAME.status (exit statuses
# "plain exact"), and ORACLE (the version). Never edit those by hand.
import glob, os, subprocess, sys
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "tokens")
version = "%d.%d" % sys.version_info[:2]
if version != "3.13":
    here = os.path.join(here, version)
with open(os.path.join(here, "ORACLE"), "w") as f:
    f.write(f"made by CPython {sys.version.split()[0]} ({sys.platform})\n")
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
