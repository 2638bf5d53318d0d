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
# Each file is first tokenized by tokenize's main() inside this process
# (3.14 and 3.15 run under node and take seconds to start); when that
# writes anything to stderr (an error, a warning, a traceback), the file
# is run again as `python -m tokenize` in a process of its own, whose
# output is the one kept, so that what is written is always what the
# command prints.
import contextlib, glob, io, os, subprocess, sys, tokenize, warnings
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                    "corpus", "tokens")
version = "%d.%d" % sys.version_info[:2]
with open(os.path.join(here, "ORACLE." + version), "w") as f:
    f.write(f"made by CPython {sys.version.split()[0]} ({sys.platform})\n")
names = sys.argv[1:] or sorted(os.path.basename(p)[:-3] for p in
                               glob.glob(os.path.join(here, "*.py")))


def in_process(path, flag):
    """(stdout, stderr, status) of tokenize's main(), or None when it
    wrote to stderr (then only a process of its own says it exactly)."""
    out, err, argv, status = io.StringIO(), io.StringIO(), sys.argv, 0
    sys.argv = ["tokenize"] + flag + [path]
    try:
        with contextlib.redirect_stdout(out), \
             contextlib.redirect_stderr(err), warnings.catch_warnings():
            warnings.simplefilter("always")  # none hidden by an earlier run
            (getattr(tokenize, "main", None) or tokenize._main)()
    except SystemExit as e:
        status = e.code or 0
    except Exception:
        return None
    finally:
        sys.argv = argv
    if err.getvalue():
        return None
    return out.getvalue().encode("utf-8"), b"", status


def own_process(path, flag):
    p = subprocess.run([sys.executable, "-m", "tokenize"] + flag + [path],
                       cwd=here, capture_output=True)
    return p.stdout, p.stderr, p.returncode


os.chdir(here)  # tokenize's messages name the file as given
for name in names:
    base = os.path.join(here, name + "." + version)
    statuses = []
    for flag, ext in (([], ".tokens"), (["-e"], ".exact")):
        got = in_process(name + ".py", flag) or own_process(name + ".py", flag)
        stdout, stderr, status = got
        with open(base + ext, "wb") as f:
            f.write(stdout)
        with open(base + ext + ".err", "wb") as f:
            f.write(stderr)
        statuses.append(str(status))
    with open(base + ".status", "w") as f:
        f.write(" ".join(statuses) + "\n")
