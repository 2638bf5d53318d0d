"""check_unicode.py - compare unicode/ with the CPython that runs it, code
point by code point, for that CPython's version (3.13, 3.14 or 3.15).

Run BY the oracle interpreter: `"$(scripts/oracle.sh 3.14)" scripts/check_unicode.py PROBE`
where PROBE is the build's tests/unicode/uni_probe, asked for the answers of
the running version (sys.version_info). It checks, for all 0x110000 code
points, that
  uni_is_xid_start(c)    == c.isidentifier()           (XID_Start or '_')
  uni_is_xid_continue(c) == ('a' + c).isidentifier()   (XID_Continue)
  uni_is_printable(c)    == c.isprintable()
  uni_is_word(c)         == c.isalnum() or c == '_'     (re's \\w; only up
                            to 3.13: 3.14's and 3.15's deltas lack it, as
                            only the tokenize module before 3.12 asks)
that uni_nfkc equals unicodedata.normalize('NFKC', s) on a fixed-seed
sample of strings (every character with a compatibility decomposition, one
at a time, every canonical decomposition, marks in both orders, plus random
mixes), that uni_lookup_name finds what "\\N{...}" decodes to for every
character name (some lower-cased), for the names and aliases of every
unicode/delta-*.txt (so a newer name must fail in an older version), and
that uni_version is unicodedata.unidata_version. Prints each difference;
exits 1 if any.

An oracle that cannot start the probe (a CPython built for WebAssembly)
writes its answers with `--dump FILE`; any Python then compares them with
`check_unicode.py --against FILE PROBE`.
"""
import codecs
import glob
import json
import os
import random
import subprocess
import sys
import unicodedata

MAX_CP = 0x110000
MAX_LISTED = 40  # differences printed per check; the count is always printed


def oracle_sets():
    start, cont, printable, word = set(), set(), set(), set()
    for cp in range(MAX_CP):
        c = chr(cp)
        if c.isidentifier():
            start.add(cp)
        if ("a" + c).isidentifier():
            cont.add(cp)
        if c.isprintable():
            printable.add(cp)
        if c.isalnum() or c == "_":
            word.add(cp)
    sets = {"xid_start": start, "xid_continue": cont, "printable": printable}
    if sys.version_info < (3, 14):
        sets["word"] = word
    return sets


def run_probe(probe, version, mode, stdin=None):
    return subprocess.run([probe, version, mode], input=stdin, check=True,
                          capture_output=True, text=True).stdout


def probe_sets(probe, version):
    out = run_probe(probe, version, "ranges")
    sets = {"xid_start": set(), "xid_continue": set(), "printable": set(),
            "word": set()}
    for line in out.splitlines():
        name, first, last = line.split()
        sets[name].update(range(int(first, 16), int(last, 16) + 1))
    return sets


def nfkc_samples():
    rng = random.Random(3131)
    samples = []
    for cp in range(MAX_CP):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if unicodedata.normalize("NFKC", c) != c:
            samples.append(c)
    assigned = [cp for cp in range(MAX_CP)
                if not 0xD800 <= cp <= 0xDFFF
                and unicodedata.category(chr(cp)) != "Cn"]
    for _ in range(3000):
        n = rng.randint(1, 12)
        samples.append("".join(chr(rng.choice(assigned)) for _ in range(n)))
    # Combining sequences that compose, and Hangul syllables from jamo.
    samples += ["e\u0301", "A\u030a\u0301", "\u1100\u1161\u11a8", "\ufb01x",
                "\u2460\u00bd", "x\u0327\u0301"]
    # Every canonical composition, and every mark before and after another.
    marks = [chr(cp) for cp in assigned if unicodedata.combining(chr(cp))]
    for cp in assigned:
        c = chr(cp)
        if unicodedata.decomposition(c) and not unicodedata.decomposition(c).startswith("<"):
            samples.append(unicodedata.normalize("NFD", c))
    for m in marks:
        other = rng.choice(marks)
        samples += ["a" + m + other, "a" + other + m]
    return samples


def oracle_nfkc(samples):
    return [unicodedata.normalize("NFKC", s).encode("utf-8").hex() for s in samples]


def name_queries():
    """Names to look up: every character's, some lower-cased, with leading
    zeros, and the new names and aliases of every delta file."""
    queries = []
    for cp in range(MAX_CP):
        name = unicodedata.name(chr(cp), None)
        if name:
            queries.append(name)
            if cp % 7 == 0:
                queries.append(name.lower())
            if cp % 97 == 0 and name.endswith("-%X" % cp):
                queries.append(name.replace("-", "-0"))
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "..", "unicode", "delta-*.txt"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split(";")
                if fields[0] in ("name", "alias"):
                    queries += [fields[2], fields[2].lower()]
                elif fields[0] == "ideograph":
                    queries += ["%s%s" % (fields[1], fields[2]),
                                "%s%s" % (fields[1], fields[3])]
    return queries


def escape_lookup(name):
    try:
        decoded = codecs.decode("\\N{%s}" % name, "unicode_escape")
    except UnicodeDecodeError:
        return "-"
    return "%X" % ord(decoded)


def oracle_answers():
    """Everything the probe is compared with, as JSON-able data."""
    samples = nfkc_samples()
    queries = name_queries()
    return {
        "version": "%d.%d" % sys.version_info[:2],
        "unidata": unicodedata.unidata_version,
        "sets": {k: sorted(v) for k, v in oracle_sets().items()},
        "nfkc": [samples, oracle_nfkc(samples)],
        "names": [queries, [escape_lookup(q) for q in queries]],
    }


def check_nfkc(probe, version, samples, wants):
    stdin = "".join(s.encode("utf-8").hex() + "\n" for s in samples)
    out = run_probe(probe, version, "nfkc", stdin).splitlines()
    bad = 0
    for s, got, want in zip(samples, out, wants):
        if got != want:
            bad += 1
            if bad <= MAX_LISTED:
                print(f"nfkc {s.encode('unicode_escape')}: ours {got} "
                      f"oracle {want}")
    if len(out) != len(samples):
        print(f"nfkc: probe answered {len(out)} of {len(samples)} lines")
        bad += 1
    print(f"nfkc: {len(samples)} samples, {bad} differ")
    return bad


def check_names(probe, version, queries, wants):
    out = run_probe(probe, version, "names", "".join(q + "\n" for q in queries))
    out = out.splitlines()
    bad = 0
    for query, got, want in zip(queries, out, wants):
        if got != want:
            bad += 1
            if bad <= MAX_LISTED:
                print(f"name {query!r}: ours {got} oracle {want}")
    if len(out) != len(queries):
        print(f"names: probe answered {len(out)} of {len(queries)} lines")
        bad += 1
    print(f"names: {len(queries)} queries, {bad} differ")
    return bad


def compare(answers, probe):
    version = answers["version"]
    want = {k: set(v) for k, v in answers["sets"].items()}
    got = probe_sets(probe, version)
    failures = 0
    for name in want:
        only_ours = sorted(got[name] - want[name])
        only_oracle = sorted(want[name] - got[name])
        for label, cps in (("ours only", only_ours), ("oracle only", only_oracle)):
            for cp in cps[:MAX_LISTED]:
                print(f"{name} {label}: U+{cp:04X}")
        print(f"{name}: {len(want[name])} code points in the oracle, "
              f"{len(only_ours)} only ours, {len(only_oracle)} only the oracle's")
        failures += len(only_ours) + len(only_oracle)
    failures += check_nfkc(probe, version, *answers["nfkc"])
    failures += check_names(probe, version, *answers["names"])
    ours = run_probe(probe, version, "version").strip()
    if ours != answers["unidata"]:
        print(f"version: ours {ours} oracle {answers['unidata']}")
        failures += 1
    print(f"python {version}, unicode {answers['unidata']}: "
          f"{'OK' if failures == 0 else 'FAIL'}")
    return 1 if failures else 0


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--dump":
        with open(args[1], "w", encoding="utf-8") as out:
            json.dump(oracle_answers(), out)
        return 0
    if len(args) == 3 and args[0] == "--against":
        with open(args[1], encoding="utf-8") as f:
            return compare(json.load(f), args[2])
    if len(args) != 1:
        sys.exit(__doc__)
    return compare(oracle_answers(), args[0])


if __name__ == "__main__":
    sys.exit(main())
