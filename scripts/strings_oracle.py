"""strings_oracle.py - the CPython side of the string-value oracle tests.

Run BY the oracle interpreter:
  strings_oracle.py names [UNICODE_DATA_DIR]
      prints "NAME<TAB>HEX" for every name "\\N{...}" must accept (the name
      of every code point that has one, every alias of NameAliases.txt) and
      "NAME<TAB>HEX" or "NAME<TAB>-" for a fixed sample of near misses
      (other cases, typos, named sequences, Tangut, lower-case hex), each
      decided by evaluating the literal '\\N{NAME}' here.
  strings_oracle.py tokens FILE...
      for each STRING token of each file (tokenize), prints "FILE:LINE<TAB>"
      and what compile(token, 'eval', PyCF_ONLY_AST) gives, in the form of
      tests/strings/describe.h, lines joined by tabs.
Used by tests/strings/oracle_names.sh and differential_strings.sh.
"""
import ast
import os
import random
import sys
import tokenize
import unicodedata
import warnings

SEED = 20261203


def literal_value(name):
    """The code point '\\N{name}' gives, or None when it is an error."""
    try:
        value = eval("'\\N{%s}'" % name)
    except SyntaxError:
        return None
    return ord(value) if len(value) == 1 else None


def near_misses(names, data_dir):
    rng = random.Random(SEED)
    sample = rng.sample(names, 3000)
    out = []
    for name in sample:
        out.append(name.lower())
        out.append(name.title())
        out.append(name + "X")
        out.append(name[:-1])
        out.append(" " + name)
        i = rng.randrange(len(name))
        out.append(name[:i] + rng.choice("ABCXYZ -0") + name[i + 1:])
    out += ["TANGUT IDEOGRAPH-%X" % cp for cp in (0x17000, 0x17001, 0x187F7)]
    out += ["CJK UNIFIED IDEOGRAPH-%s" % h for h in
            ("4e00", "4E0", "004E00", "4E00 ", "FA0E", "2A6E0", "33FF", "9FFF", "2EE5E")]
    out += ["HANGUL SYLLABLE %s" % s for s in ("", "G", "GAGG", "GAX", "ga", "KKAK", "YAE")]
    out += ["hangul syllable GA", "Hangul Syllable GA"]
    with open(os.path.join(data_dir, "NamedSequences.txt"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                out.append(line.split(";")[0])
    return out


def names(data_dir):
    lines = []
    all_names = []
    for cp in range(0x110000):
        name = unicodedata.name(chr(cp), None)
        if name is not None:
            lines.append("%s\t%X" % (name, cp))
            all_names.append(name)
    with open(os.path.join(data_dir, "NameAliases.txt"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                cp, alias = line.split(";")[:2]
                if literal_value(alias) != int(cp, 16):
                    sys.exit("alias %s of U+%s is not accepted by CPython" % (alias, cp))
                lines.append("%s\t%s" % (alias, cp))
    for name in near_misses(all_names, data_dir):
        cp = literal_value(name)
        lines.append("%s\t%s" % (name, "-" if cp is None else "%X" % cp))
    sys.stdout.write("\n".join(lines) + "\n")


def describe(text):
    parts = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            node = compile(text, "<literal>", "eval", ast.PyCF_ONLY_AST).body
            parts.append("value %d %s" % (node.kind == "u", repr(node.value)))
        except SyntaxError as e:
            parts.append("error %s" % e.msg)
    for w in caught:
        parts.append("warning %d %s" % (w.lineno, w.message))
    return "\t".join(parts)


def tokens(paths):
    out = sys.stdout
    for path in paths:
        try:
            with open(path, "rb") as f:
                for tok in tokenize.tokenize(f.readline):
                    if tok.type == tokenize.STRING:
                        out.write("%s:%d\t%s\n" % (path, tok.start[0], describe(tok.string)))
        except (SyntaxError, tokenize.TokenError, UnicodeDecodeError, OSError):
            pass


def main():
    sys.stdout.reconfigure(encoding="utf-8", errors="surrogateescape", newline="\n")
    if len(sys.argv) >= 2 and sys.argv[1] == "names":
        names(sys.argv[2] if len(sys.argv) > 2 else "/usr/share/unicode")
    elif len(sys.argv) >= 2 and sys.argv[1] == "tokens":
        tokens(sys.argv[2:])
    else:
        sys.exit("usage: strings_oracle.py names [DIR] | tokens FILE...")


main()
