"""check_asdl.py - compare ast/Python.asdl with the running interpreter's `ast` module.

Run BY an oracle interpreter: `$(scripts/oracle.sh) scripts/check_asdl.py [ASDL]`
(CPython 3.8 to 3.15; 3.8's classes have no docstrings, so there only
fields and attributes are compared). The schema is first filtered to the running
version (`sys.version_info`): a constructor or field marked `@3.14` exists
from 3.14 on, `@-3.13` up to 3.13, `@3.14-3.15` in between; a field
declared twice takes the declaration whose range holds the version. Then,
for every type and constructor left, it checks against the class of the
same name in `ast`: `_fields` (names and order), `_field_types` (3.13 on;
before, the docstring alone says the types), `_attributes`, which fields
default to None (the `?` marker), and the class docstring; and that the
module has no node class our schema lacks. A type exists in a version when
a field of that version reaches it from `mod`. Prints
every difference and exits 1 if there is any, 0 otherwise.

The ASDL reader here is deliberately tiny and independent of the C
generator, so the two implementations check each other.
"""
import ast
import os
import re
import sys

# Classes the module exports for backward compatibility but the parser
# never builds (deprecated since 3.8/3.9); they are not in the abstract
# grammar. 3.14 removed Num, Str, Bytes, NameConstant and Ellipsis; a name
# here is only excused, never required.
DEPRECATED = {"slice", "Index", "ExtSlice", "Suite", "AugLoad", "AugStore",
              "Param", "Num", "Str", "Bytes", "NameConstant", "Ellipsis"}

# The running version, numbered as the schema's marks are (3.14 -> 314).
VERSION = sys.version_info[0] * 100 + sys.version_info[1]

# 3.8's node classes have no docstrings, and an optional field has no
# class default (None) there: only the names of the fields and attributes
# can be compared.
HAS_DOCSTRINGS = HAS_NONE_DEFAULTS = VERSION >= 309

BUILTIN_PYTHON_TYPES = {"identifier": "str", "string": "str",
                        "int": "int", "constant": "object"}

TOKEN = re.compile(r"\s+|--[^\n]*|([A-Za-z_][A-Za-z0-9_]*|@[0-9.-]+)|([=|(),?*{}])")


def tokenize(text):
    tokens, pos = [], 0
    while pos < len(text):
        match = TOKEN.match(text, pos)
        if not match:
            raise SyntaxError(f"unexpected {text[pos]!r} at offset {pos}")
        pos = match.end()
        if match.group(1) or match.group(2):
            tokens.append(match.group(0))
    return tokens


class Reader:
    """module NAME { definitions }, with each definition parsed on its own."""

    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0
        self.grouped = {}  # constructor -> the type it is grouped as

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if token is None or (expected and token != expected):
            raise SyntaxError(f"expected {expected!r}, found {token!r}")
        self.pos += 1
        return token

    def versions(self):
        """`@3.14` -> (314, None), `@-3.13` -> (None, 313), absent -> (None, None)."""
        token = self.peek()
        if not (token and token.startswith("@")):
            return None, None
        self.take()
        since, _, until = token[1:].partition("-")
        return version_number(since), version_number(until)

    def fields(self):
        """The fields of this version: a declaration for other versions is dropped."""
        self.take("(")
        result = []
        while True:
            kind = self.take()
            marker = ""
            while self.peek() in ("?", "*"):
                marker += self.take()
            name = self.take()
            if exists(self.versions()):
                result.append((kind, marker, name))
            if self.take() == ")":
                return result

    def definition(self):
        name = self.take()
        self.take("=")
        if self.peek() == "(":
            fields = self.fields()
            attributes = self.attributes()
            return name, {"product": fields, "attributes": attributes}
        constructors = []
        while True:
            ctor = self.take()
            present = exists(self.versions())
            fields = self.fields() if self.peek() == "(" else []
            if self.peek() == "as":  # `as slice@-3.8`: 3.8's own type
                self.take()
                group = self.take()
                if exists(self.versions()) and present:
                    self.grouped[ctor] = group
            if present:
                constructors.append((ctor, fields))
            if self.peek() != "|":
                break
            self.take("|")
        return name, {"sum": constructors, "attributes": self.attributes()}

    def attributes(self):
        if self.peek() != "attributes":
            return []
        self.take()
        return self.fields()

    def module(self):
        self.take("module")
        self.take()
        self.take("{")
        types = {}
        while self.peek() != "}":
            name, body = self.definition()
            types[name] = body
        self.take("}")
        return types


def version_number(text):
    """"3.9" -> 309, "3.14" -> 314, "" -> None."""
    if not text:
        return None
    major, minor = text.split(".")
    return int(major) * 100 + int(minor)


def exists(versions):
    since, until = versions
    return (since is None or VERSION >= since) and (until is None or VERSION <= until)


def python_type(kind, marker):
    base = BUILTIN_PYTHON_TYPES.get(kind, f"ast.{kind}")
    if marker in ("*", "?*"):  # `?*` items may be None; the type says list[T]
        return f"list[{base}]"
    if marker == "?":
        return f"{base} | None"
    return base


def type_text(value):
    if isinstance(value, type):
        return value.__name__ if value.__module__ == "builtins" else \
            f"{value.__module__}.{value.__name__}"
    return str(value)


def signature(name, fields):
    if not fields:
        return name
    inner = ", ".join(f"{k}{m} {n}" for k, m, n in fields)
    return f"{name}({inner})"


class Checker:
    def __init__(self):
        self.problems = []

    def expect(self, what, ours, theirs):
        if ours != theirs:
            self.problems.append(f"{what}:\n  schema: {ours!r}\n  ast:    {theirs!r}")

    def node_class(self, name):
        cls = getattr(ast, name, None)
        if not (isinstance(cls, type) and issubclass(cls, ast.AST)):
            self.problems.append(f"{name}: no such class in ast")
            return None
        return cls

    def fields(self, cls, fields):
        name = cls.__name__
        self.expect(f"{name}._fields", tuple(n for _, _, n in fields), cls._fields)
        if hasattr(cls, "_field_types"):  # 3.13 on; before, the docstring
            ours = {n: python_type(k, m) for k, m, n in fields}
            theirs = {n: type_text(t) for n, t in cls._field_types.items()}
            self.expect(f"{name}._field_types", ours, theirs)
        for kind, marker, field in fields if HAS_NONE_DEFAULTS else ():
            defaults_to_none = getattr(cls, field, ...) is None
            self.expect(f"{name}.{field} defaults to None", marker == "?",
                        defaults_to_none)

    def attributes(self, cls, attributes):
        name = cls.__name__
        self.expect(f"{name}._attributes",
                    tuple(n for _, _, n in attributes), cls._attributes)
        for kind, marker, attr in attributes if HAS_NONE_DEFAULTS else ():
            self.expect(f"{name}.{attr} defaults to None", marker == "?",
                        getattr(cls, attr, ...) is None)

    def doc(self, what, ours, theirs):
        if HAS_DOCSTRINGS:
            self.expect(f"{what}.__doc__", ours, theirs)

    def sum_type(self, name, body, grouped):
        cls = self.node_class(name)
        if not cls:
            return
        self.attributes(cls, body["attributes"])
        own = [(c, f) for c, f in body["sum"] if c not in grouped]
        lines = [signature(c, f) for c, f in own]
        simple = all(not f for _, f in own)
        joiner = " | " if simple else f"\n{' ' * len(name)} | "
        self.doc(name, f"{name} = " + joiner.join(lines), cls.__doc__)
        for ctor, fields in body["sum"]:
            sub = self.node_class(ctor)
            if not sub:
                continue
            group = grouped.get(ctor)
            self.expect(f"{ctor} base class", group or name, sub.__base__.__name__)
            self.fields(sub, fields)
            self.attributes(sub, [] if group else body["attributes"])
            self.doc(ctor, signature(ctor, fields), sub.__doc__)
        for group in sorted({grouped[c] for c, _ in body["sum"] if c in grouped}):
            group_cls = self.node_class(group)
            if group_cls:
                self.attributes(group_cls, [])

    def product_type(self, name, body):
        cls = self.node_class(name)
        if not cls:
            return
        self.fields(cls, body["product"])
        self.attributes(cls, body["attributes"])
        self.doc(name, signature(name, body["product"]), cls.__doc__)

    def completeness(self, names):
        stack, seen = [ast.AST], set()
        while stack:
            for sub in stack.pop().__subclasses__():
                if sub.__module__ == "ast" and sub.__name__ not in seen:
                    seen.add(sub.__name__)
                    stack.append(sub)
        missing = sorted(seen - names - DEPRECATED)
        if missing:
            self.problems.append(f"ast classes missing from the schema: {missing}")


def used_types(types):
    """The types this version has: those its fields reach from `mod` (3.9
    has no `pattern`, since no field of 3.9 holds one)."""
    used, stack = {}, ["mod"]
    while stack:
        name = stack.pop()
        if name in used or name not in types:
            continue
        body = types[name]
        used[name] = body
        fields = [f for _, fs in body.get("sum", []) for f in fs]
        fields += body.get("product", []) + body["attributes"]
        stack.extend(kind for kind, _, _ in fields)
    return {name: body for name, body in types.items() if name in used}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "ast", "Python.asdl")
    with open(path, encoding="utf-8") as f:
        reader = Reader(tokenize(f.read()))
        types = reader.module()
    grouped = reader.grouped
    checker = Checker()
    types = used_types(types)
    names = set(types) | set(grouped.values())
    for name, body in types.items():
        if "sum" in body:
            checker.sum_type(name, body, grouped)
            names.update(c for c, _ in body["sum"])
        else:
            checker.product_type(name, body)
    checker.completeness(names)
    for problem in checker.problems:
        print(problem)
    ctor_count = sum(len(b.get("sum", [None])) for b in types.values())
    if checker.problems:
        print(f"check_asdl: {len(checker.problems)} difference(s) from ast")
        return 1
    print(f"check_asdl: {path} matches ast of {sys.version_info[0]}.{sys.version_info[1]}: "
          f"{len(types)} types, {ctor_count} constructors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
