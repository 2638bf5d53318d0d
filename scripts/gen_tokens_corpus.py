# gen_tokens_corpus.py - run BY THE ORACLE of one version 3.N: writes, for
# each corpus/tokens/NAME.py (or only the NAMEs given), what
# `python3.N -m tokenize [-e] NAME.py` prints: NAME.3.N.tokens /
# NAME.3.N.exact (stdout), NAME.3.N.tokens.err / NAME.3.N.exact.err
# (stderr), NAME.3.N.status (the exit statuses "plain exact"), and
# ORACLE.3.N (the interpreter). One input, one set of expected files per
# version, as corpus/valid has them; tests/tokenizer/tokens_corpus.sh 3.N
# replays them. Never edit those files by hand: rerun this with each
# version's oracle, e.g.
#   "$(scripts/oracle.sh 3.11)" scripts/gen_tokens_corpus.py
#   "$(scripts/oracle.sh 3.14)" scripts/gen_tokens_corpus.py tstrings lazy
# (3.14 and 3.15 run under node, a few seconds per file: name the inputs
# that need them.)
import glob, os, subprocess, sys
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                    "corpus", "tokens")
version = "%d.%d" % sys.version_info[:2]
with open(os.path.join(here, "ORACLE." + version), "w") as f:
    f.write(f"made by CPython {sys.version.split()[0]} ({sys.platform})\n")
names = sys.argv[1:] or sorted(os.path.basename(p)[:-3] for p in
                               glob.glob(os.path.join(here, "*.py")))
for name in names:
    base = os.path.join(here, name + "." + version)
    statuses = []
    for flag, ext in (([], ".tokens"), (["-e"], ".exact")):
        p = subprocess.run([sys.executable, "-m", "tokenize"] + flag +
                           [name + ".py"], cwd=here, capture_output=True)
        with open(base + ext, "wb") as f:
            f.write(p.stdout)
        with open(base + ext + ".err", "wb") as f:
            f.write(p.stderr)
        statuses.append(str(p.returncode))
    with open(base + ".status", "w") as f:
        f.write(" ".join(statuses) + "\n")
