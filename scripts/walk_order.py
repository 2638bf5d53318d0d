"""walk_order.py WALK_ORDER ROOT [--field-order]: pyparse's walker held to
the ast module of the CPython X.Y running this script.

WALK_ORDER is tests/ast/walk_order (it prints the nodes PPIter enters).
For every .py file under ROOT (or ROOT itself) that CPython accepts, the
expected walk is computed here from ast.parse's tree: with --field-order,
children field by field as ast.iter_child_nodes gives them; otherwise in
source order, as pyparse.h promises it (children sorted by their start,
stably; a child without a span borrows its first spanned child's start,
else its previous sibling's, else its parent's). Operators and contexts
(Add, Load, ...) are values, not nodes, there. Lists each file whose walk
differs, with the first different line; exit status 1 if any does.
"""
import ast
import subprocess
import sys
import warnings
from pathlib import Path

VALUES = (ast.expr_context, ast.boolop, ast.operator, ast.unaryop, ast.cmpop)
BATCH = 200


def children(node):
    """(child, field, index) in field order; index None for one value."""
    for name in node._fields:
        value = getattr(node, name, None)
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, ast.AST) and not isinstance(item, VALUES):
                    yield item, name, i
        elif isinstance(value, ast.AST) and not isinstance(value, VALUES):
            yield value, name, None


def start(node):
    if "col_offset" in type(node)._attributes:
        return (node.lineno, node.col_offset)
    return None


def source_order(node, kids):
    key = start(node) or (0, 0)
    keyed = []
    for kid in kids:
        own = start(kid[0])
        if own is None:
            starts = [s for s in (start(k) for k, _, _ in children(kid[0])) if s]
            own = min(starts) if starts else None
        key = own or key
        keyed.append((key, kid))
    return [kid for _, kid in sorted(keyed, key=lambda k: k[0])]


def walk_lines(tree, field_order):
    lines = []
    work = [(tree, None, None, 0)]
    while work:
        node, field, index, depth = work.pop()
        line = f"{depth} {type(node).__name__}"
        if field is not None:
            line += f" {field}[{index}]" if index is not None else f" {field}"
        lines.append(line)
        kids = list(children(node))
        if not field_order:
            kids = source_order(node, kids)
        work.extend((k, f, i, depth + 1) for k, f, i in reversed(kids))
    return lines


def main():
    program, root = sys.argv[1], Path(sys.argv[2])
    field_order = "--field-order" in sys.argv[3:]
    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    paths = [root] if root.is_file() else sorted(root.rglob("*.py"))
    expected = {}
    for path in paths:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                tree = compile(path.read_bytes(), str(path), "exec",
                               ast.PyCF_ONLY_AST)
            except (SyntaxError, ValueError, MemoryError):
                continue
        expected[str(path)] = walk_lines(tree, field_order)
    files = list(expected)
    differ = 0
    for begin in range(0, len(files), BATCH):
        batch = files[begin:begin + BATCH]
        args = [program, "--python", version] + (["--field-order"] if field_order else [])
        run = subprocess.run(args + batch, capture_output=True)
        got, current = {}, None
        for line in run.stdout.decode("utf-8", "replace").splitlines():
            if line.startswith("== "):
                current = line[3:]
                got[current] = []
            elif current is not None:
                got[current].append(line)
        if run.returncode != 0:
            print(f"walk_order failed (status {run.returncode}): "
                  f"{run.stderr.decode(errors='replace')[:300]}")
        for path in batch:
            want, have = expected[path], got.get(path, ["(no output)"])
            if want != have:
                differ += 1
                n = next((i for i, (a, b) in enumerate(zip(want, have)) if a != b),
                         min(len(want), len(have)))
                print(f"{path}: line {n + 1}: oracle {want[n] if n < len(want) else 'end'!r}"
                      f", pyparse {have[n] if n < len(have) else 'end'!r}")
    order = "field" if field_order else "source"
    print(f"{len(files) - differ}/{len(files)} files walk in {order} order as "
          f"CPython {version}'s ast says")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
