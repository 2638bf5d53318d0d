"""gen_dump_corpus.py - expected trees and ast.dump texts for corpus/dump/.

Run BY the oracle: `$(scripts/oracle.sh) scripts/gen_dump_corpus.py`.
The folder is the running version's: corpus/dump/ for CPython 3.13,
corpus/dump/3.14/ for 3.14, and so on (each version's tree has that
version's fields, and its ast.dump its rules). For each NAME.py there (a
first line `# pyparse: mode=M type_comments` selects ast.parse's mode and
type_comments) it writes NAME.tree, the tree in pyparse's postfix line
format, and NAME.<set>.dump for every option set in options.txt (which it
also writes, headed by the CPython version that made the files). With
`--live OUT FILE...` it does the same for arbitrary files into OUT (the
differential test).

Tree format, one value per line, children before their node:
  n                      None
  i DECIMAL              an int field
  s HEX                  identifier or string (UTF-8, surrogatepass)
  c None|True|False|Ellipsis
  c int DECIMAL | c float HEXFLOAT | c complex HEXFLOAT (imaginary part)
  c str HEX | c bytes HEX
  l COUNT                the last COUNT values become a list
  k NAME [ATTR...]       node NAME from its field values (ints or n)
`c` lines hold the ASDL `constant` fields (Constant.value,
MatchSingleton.value, Interpolation.str); NAME's fields are those of the
version that wrote the file.
"""
import ast
import os
import sys

OPTION_SETS = [  # name, indent (-1: None), annotate, attributes, show_empty
    ("default", -1, True, False, False),
    ("indent2", 2, True, False, False),
    ("indent4_attrs", 4, True, True, False),
    ("show_empty", -1, True, False, True),
    ("positional", -1, False, False, False),
    ("positional_empty_indent1", 1, False, False, True),
    ("positional_attrs", -1, False, True, False),
    ("indent0_empty", 0, True, False, True),
]


def constant_line(value):
    if value is None or value is True or value is False or value is ...:
        return f"c {value!r}"
    if isinstance(value, int):
        return f"c int {value}"
    if isinstance(value, float):
        return f"c float {value.hex()}"
    if isinstance(value, complex):
        assert value.real == 0
        return f"c complex {value.imag.hex()}"
    if isinstance(value, str):
        return f"c str {value.encode('utf-8', 'surrogatepass').hex()}"
    if isinstance(value, bytes):
        return f"c bytes {value.hex()}"
    raise TypeError(f"unexpected constant {value!r}")


def serialize(root):
    """Postfix lines, with an explicit stack (stdlib trees can be deep)."""
    lines, stack = [], [(root, False)]
    while stack:
        item, done = stack.pop()
        if done:
            lines.append(item)
        elif isinstance(item, ast.AST):
            attrs = [getattr(item, a, None) for a in item._attributes]
            tail = " ".join("n" if a is None else str(a) for a in attrs)
            stack.append((f"k {type(item).__name__} {tail}".rstrip(), True))
            for name in reversed(item._fields):
                value = getattr(item, name)
                if item._field_types.get(name) is object:  # ASDL `constant`
                    stack.append((constant_line(value), True))
                else:
                    stack.append((value, False))
        elif isinstance(item, list):
            stack.append((f"l {len(item)}", True))
            stack.extend((x, False) for x in reversed(item))
        elif item is None:
            lines.append("n")
        elif isinstance(item, int):
            lines.append(f"i {item}")
        elif isinstance(item, str):
            lines.append(f"s {item.encode('utf-8', 'surrogatepass').hex()}")
        else:
            raise TypeError(f"unexpected field value {item!r}")
    return "\n".join(lines) + "\n"


def parse(path):
    with open(path, "rb") as f:
        source = f.read()
    mode, comments = "exec", False
    first = source.split(b"\n", 1)[0].decode("utf-8", "replace")
    if first.startswith("# pyparse:"):
        for word in first.split()[2:]:
            if word.startswith("mode="):
                mode = word[5:]
            elif word == "type_comments":
                comments = True
    return ast.parse(source, path, mode=mode, type_comments=comments)


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def emit(tree, stem, sets):
    write(stem + ".tree", serialize(tree))
    for name, indent, annotate, attrs, empty in sets:
        text = ast.dump(tree, annotate_fields=annotate, include_attributes=attrs,
                        indent=None if indent < 0 else indent, show_empty=empty)
        write(f"{stem}.{name}.dump", text + "\n")


def main():
    sys.setrecursionlimit(100000)
    if len(sys.argv) > 2 and sys.argv[1] == "--live":
        out, sets = sys.argv[2], [OPTION_SETS[0], OPTION_SETS[2]]
        for i, path in enumerate(sys.argv[3:]):
            try:
                tree = parse(path)
            except (SyntaxError, ValueError, UnicodeDecodeError):
                continue
            emit(tree, os.path.join(out, f"{i:04d}"), sets)
            write(os.path.join(out, f"{i:04d}.path"), path + "\n")
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = os.path.join(root, "corpus", "dump")
    if sys.version_info[:2] != (3, 13):
        folder = os.path.join(folder, "%d.%d" % sys.version_info[:2])
    made_by = f"# made by CPython {sys.version.split()[0]}\n"
    write(os.path.join(folder, "options.txt"), made_by + "".join(
        f"{n} {i} {int(a)} {int(t)} {int(e)}\n" for n, i, a, t, e in OPTION_SETS))
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            emit(parse(os.path.join(folder, name)), os.path.join(folder, name[:-3]),
                 OPTION_SETS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
