"""examples_oracle.py TOOL FILE...: what examples/TOOL.c prints, made with
the ast and tokenize modules of the CPython running it (the oracle).

TOOL is lint, docstrings or todo (see each example's header for what it
reports). Nodes are visited in the source order pyparse's walker promises
(scripts/walk_order.py computes it), so the lines come in the same order.
Files CPython rejects get "FILE: rejected" on stderr, as the examples
report theirs there.
"""
import ast
import importlib.util
import io
import sys
import tokenize
import warnings

from walk_order import children, source_order


def walk(tree):
    """(node, parent) in pyparse's source order."""
    work = [(tree, None)]
    while work:
        node, parent = work.pop()
        yield node, parent
        kids = source_order(node, list(children(node)))
        work.extend((kid, node) for kid, _, _ in reversed(kids))


def char_column(lines, lineno, col):
    return len(lines[lineno - 1].encode("utf-8", "surrogatepass")[:col]
               .decode("utf-8", "replace"))


def binds(alias, name):
    return name == (alias.asname or alias.name.split(".")[0])


def lint(path, tree, text):
    lines = text.split("\n")
    names = [n.id for n, _ in walk(tree) if isinstance(n, ast.Name)]
    out = []
    for node, parent in walk(tree):
        if isinstance(node, ast.alias):
            future = isinstance(parent, ast.ImportFrom) and parent.module == "__future__"
            if node.name != "*" and not future and not any(binds(node, n) for n in names):
                out.append((node, "unused import " + (node.asname or node.name)))
        elif isinstance(node, ast.arguments):
            for value in node.defaults + node.kw_defaults:
                if isinstance(value, (ast.List, ast.Dict, ast.Set)):
                    out.append((value, "mutable default argument"))
    return [f"{path}:{n.lineno}:{char_column(lines, n.lineno, n.col_offset)}: {m}"
            for n, m in out]


def docstrings(path, tree, text):
    out, parents = [], {}
    defs = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    for node, parent in walk(tree):
        parents[id(node)] = parent
        if not isinstance(node, defs):
            continue
        names, up = [node.name], parents[id(node)]
        while up is not None:
            if isinstance(up, defs):
                names.append(up.name)
            up = parents[id(up)]
        body = node.body
        doc = None
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            doc = body[0].value.value
        first = next((l.strip(" \t") for l in (doc or "").split("\n") if l.strip(" \t")), "-")
        out.append(f"{path}:{node.lineno}: {'.'.join(reversed(names))}: {first}")
    return out


def todo(path, tree, text):
    functions = [n for n, _ in walk(tree)
                 if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type != tokenize.COMMENT or "TODO" not in tok.string:
            continue
        line = tok.start[0]
        owner = "<module>"
        for f in functions:  # later ones are inner: they win
            if f.lineno <= line <= f.end_lineno:
                owner = f.name
        out.append(f"{path}:{line}: {tok.string} (in {owner})")
    return out


def main():
    tool = {"lint": lint, "docstrings": docstrings, "todo": todo}[sys.argv[1]]
    for path in sys.argv[2:]:
        data = open(path, "rb").read()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                tree = ast.parse(data, path)
            except (SyntaxError, ValueError):
                print(f"{path}: rejected", file=sys.stderr)
                continue
        text = importlib.util.decode_source(data)
        for line in tool(path, tree, text):
            sys.stdout.buffer.write(line.encode("utf-8", "surrogatepass") + b"\n")


if __name__ == "__main__":
    main()
