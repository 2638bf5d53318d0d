# gen_tokens_versions.py - run BY THE ORACLE of one version 3.N: writes,
# for each corpus/tokens_versions/NAME.py, what `python3.N -m tokenize
# [-e] NAME.py` prints: NAME.3.N.tokens / NAME.3.N.exact (stdout),
# NAME.3.N.tokens.err / NAME.3.N.exact.err (stderr), NAME.3.N.status (the
# exit statuses "plain exact"), and ORACLE.3.N (the interpreter). One
# input, one set of expected files per version, as corpus/valid has them;
# tests/tokenizer/tokens_versions.sh replays them. Never edit those files
# by hand: rerun this with each version's oracle, e.g.
#   "$(scripts/oracle.sh 3.11)" scripts/gen_tokens_versions.py
import glob, os, subprocess, sys
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                    "corpus", "tokens_versions")
version = "%d.%d" % sys.version_info[:2]
with open(os.path.join(here, "ORACLE." + version), "w") as f:
    f.write(f"made by CPython {sys.version.split()[0]} ({sys.platform})\n")
for path in sorted(glob.glob(os.path.join(here, "*.py"))):
    base = path[:-3] + "." + version
    statuses = []
    for flag, ext in (([], ".tokens"), (["-e"], ".exact")):
        p = subprocess.run([sys.executable, "-m", "tokenize"] + flag +
                           [os.path.basename(path)],
                           cwd=here, capture_output=True)
        with open(base + ext, "wb") as f:
            f.write(p.stdout)
        with open(base + ext + ".err", "wb") as f:
            f.write(p.stderr)
        statuses.append(str(p.returncode))
    with open(base + ".status", "w") as f:
        f.write(" ".join(statuses) + "\n")
