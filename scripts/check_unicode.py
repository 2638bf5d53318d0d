"""check_unicode.py - compare unicode/ with CPython 3.13, code point by code point.

Run BY the oracle interpreter: `$(scripts/oracle.sh) scripts/check_unicode.py PROBE`
where PROBE is the build's tests/unicode/uni_probe. It checks, for all
0x110000 code points, that
  uni_is_xid_start(c)    == c.isidentifier()           (XID_Start or '_')
  uni_is_xid_continue(c) == ('a' + c).isidentifier()   (XID_Continue)
  uni_is_printable(c)    == c.isprintable()
and that uni_nfkc equals unicodedata.normalize('NFKC', s) on a fixed-seed
sample of strings (every character with a compatibility decomposition, one
at a time, plus random mixes). Prints each difference; exits 1 if any.
"""
import random
import subprocess
import sys
import unicodedata

MAX_CP = 0x110000
MAX_LISTED = 40  # differences printed per check; the count is always printed


def oracle_sets():
    start, cont, printable = set(), set(), set()
    for cp in range(MAX_CP):
        c = chr(cp)
        if c.isidentifier():
            start.add(cp)
        if ("a" + c).isidentifier():
            cont.add(cp)
        if c.isprintable():
            printable.add(cp)
    return {"xid_start": start, "xid_continue": cont, "printable": printable}


def probe_sets(probe):
    out = subprocess.run([probe, "ranges"], check=True, capture_output=True,
                         text=True).stdout
    sets = {"xid_start": set(), "xid_continue": set(), "printable": set()}
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
    return samples


def check_nfkc(probe):
    samples = nfkc_samples()
    stdin = "".join(s.encode("utf-8").hex() + "\n" for s in samples)
    out = subprocess.run([probe, "nfkc"], input=stdin, check=True,
                         capture_output=True, text=True).stdout.splitlines()
    bad = 0
    for s, got in zip(samples, out):
        want = unicodedata.normalize("NFKC", s).encode("utf-8").hex()
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


def main():
    probe = sys.argv[1]
    want, got = oracle_sets(), probe_sets(probe)
    failures = 0
    for name in want:
        only_ours = sorted(got[name] - want[name])
        only_oracle = sorted(want[name] - got[name])
        for label, cps in (("ours only", only_ours), ("oracle only", only_oracle)):
            for cp in cps[:MAX_LISTED]:
                print(f"{name} {label}: U+{cp:04X} "
                      f"{unicodedata.name(chr(cp), '?')} "
                      f"[{unicodedata.category(chr(cp))}]")
        print(f"{name}: {len(want[name])} code points in the oracle, "
              f"{len(only_ours)} only ours, {len(only_oracle)} only the oracle's")
        failures += len(only_ours) + len(only_oracle)
    failures += check_nfkc(probe)
    print(f"unicode {unicodedata.unidata_version}: "
          f"{'OK' if failures == 0 else 'FAIL'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
