"""json_roundtrip.py PYPARSE ROOT: the JSON dump read back by a standard
JSON parser rebuilds CPython's own tree.

For every .py file under ROOT (or ROOT itself) that the CPython X.Y running
this script accepts, reads `PYPARSE --format jsonl --python X.Y FILE...` (one object per file,
in batches, its "tree" the --format json tree) with Python's json module,
rebuilds `ast` nodes from it (docs/json.md: "_type" names the class, typed
constants in "_constant" objects) and compares ast.dump(...,
include_attributes=True) of the rebuilt tree with that of CPython's. Run by
the oracle interpreter. Lists each file that differs; exit status 1 if any
does.
"""
import ast
import base64
import json
import pathlib
import subprocess
import sys
import warnings

PYTHON = f"--python={sys.version_info[0]}.{sys.version_info[1]}"
BATCH = 200


def constant(obj):
    """The value of a "_constant" object."""
    kind = obj["_constant"]
    if kind == "Ellipsis":
        return ...
    if kind == "int":
        return int(obj["value"])
    if kind == "float":
        return float(obj["value"])
    if kind == "complex":
        return complex(0, float(obj["imag"]))
    if kind == "str":
        return "".join(map(chr, obj["code_points"]))
    if kind == "bytes":
        return base64.b64decode(obj["base64"])
    raise ValueError(f"unknown constant {kind!r}")


def rebuild(value):
    """The ast value a JSON value stands for (iteratively: trees are deep)."""
    root = [None]
    work = [(value, root, 0)]
    while work:
        obj, into, key = work.pop()
        if isinstance(obj, list):
            into[key] = [None] * len(obj)
            work.extend((item, into[key], i) for i, item in enumerate(obj))
        elif isinstance(obj, dict) and "_constant" in obj:
            into[key] = constant(obj)
        elif isinstance(obj, dict):
            cls = getattr(ast, obj["_type"])
            node = cls.__new__(cls)  # its fields are set below
            into[key] = node
            for name, item in obj.items():
                if name != "_type":
                    work.append((item, node.__dict__, name))
        else:
            into[key] = obj
    return root[0]


def oracle(data, path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            tree = compile(data, str(path), "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, ValueError, MemoryError):
            return None
    return ast.dump(tree, include_attributes=True)


def main():
    cli, root = sys.argv[1], pathlib.Path(sys.argv[2])
    paths = [root] if root.is_file() else sorted(root.rglob("*.py"))
    expected = {}
    for path in paths:
        dump = oracle(path.read_bytes(), path)
        if dump is not None:
            expected[path] = dump
    accepted = list(expected)
    differ = 0
    for start in range(0, len(accepted), BATCH):
        batch = accepted[start:start + BATCH]
        run = subprocess.run([cli, "--dump-ast", PYTHON, "--format=jsonl",
                              "--", *map(str, batch)], capture_output=True)
        lines = run.stdout.splitlines()
        if run.returncode != 0 or len(lines) != len(batch):
            print(f"pyparse failed on a batch from {batch[0]} "
                  f"(status {run.returncode}): "
                  f"{run.stderr.decode(errors='replace')[:300]}")
            differ += len(batch)
            continue
        for path, line in zip(batch, lines):
            try:
                obj = json.loads(line)
                if obj["path"] != str(path):
                    raise ValueError(f"the object of {obj['path']}")
                tree = rebuild(obj["tree"])
                got = ast.dump(tree, include_attributes=True)
            except (ValueError, KeyError, TypeError, AttributeError) as e:
                got = f"unreadable JSON: {e!r}"
            if got != expected[path]:
                differ += 1
                n = next((i for i, (x, y) in enumerate(zip(got, expected[path]))
                          if x != y), min(len(got), len(expected[path])))
                print(f"{path}: differs at {n}:\n  json:   "
                      f"{got[max(0, n - 60):n + 60]}\n  oracle: "
                      f"{expected[path][max(0, n - 60):n + 60]}")
    print(f"{len(accepted) - differ}/{len(accepted)} JSON dumps rebuild "
          f"CPython {sys.version_info[0]}.{sys.version_info[1]}'s tree")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
