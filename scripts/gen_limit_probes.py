"""gen_limit_probes.py DIR: run BY THE 3.8 ORACLE, writes into DIR (corpus/probes)
two probes per kind of nesting: limit_NAME.py, nested as deep as 3.8's
parser takes (its LL(1) stack holds 1700 nonterminals), and
limit_NAME_over.py, one level deeper, which 3.8 rejects with a
MemoryError. The depth is found by bisection with this interpreter's own
compile(); scripts/gen_probe_verdicts.sh then records what every version
makes of both files. Each kind reaches the stack's end by another path of
3.8's grammar (and of parser/stack_3_8.c, which models it).
"""
import ast
import os
import sys
import warnings

BLOCK = "".join("    " * i + "if x:\n" for i in range(40))
DEEP = "    " * 40
LEVELS = 80  # of a bracket, as many as a few unary minus signs leave room for


def minus(n, operand="1"):
    """The finest step: each unary minus is one nonterminal more."""
    return "-" * n + operand


def nested(opening, closing, operand="1"):
    """LEVELS brackets (17 nonterminals or so each), n minus signs inside."""
    return lambda n: opening * LEVELS + minus(n, operand) + closing * LEVELS


def inside(prefix, suffix, operand="1"):
    """n minus signs in one place of a statement."""
    return lambda n: prefix + minus(n, operand) + suffix


# name: a source with n levels more than with n - 1 (a newline is added)
KINDS = {
    "minus": inside("", ""),
    "not": lambda n: "not " * n + "x",
    "if_else": lambda n: "a if b else " * n + "c",
    "invert_power": lambda n: "~a**" * 500 + minus(n, "c"),
    "power": lambda n: "a**" * 500 + minus(n, "c"),
    "lambda": lambda n: "lambda: " * 500 + minus(n, "c"),
    "comprehension_if": lambda n: "[x for x in y" + " if x" * 500 + " if " + minus(n, "x") + "]",
    "comprehension_for": lambda n: "[x" + " for x in y" * 300 + " if " + minus(n, "x") + "]",
    "parens": nested("(", ")"),
    "list": nested("[", "]"),
    "tuple": nested("(1, ", ")"),
    "set": nested("{", "}"),
    "dict": nested("{1: ", "}"),
    "dict_unpack": nested("{**", "}", "a"),
    "star_list": nested("[*", "]", "a"),
    "call": nested("f(", ")"),
    "call_keyword": nested("f(a=", ")"),
    "call_star": nested("f(*", ")", "a"),
    "call_genexp": nested("f(x for x in ", ")", "y"),
    "subscript": nested("a[", "]"),
    "subscript_tuple": nested("a[1, ", "]"),
    "slice_step": nested("a[::", "]"),
    "attribute_base": nested("(", ").b", "a"),
    "walrus": nested("(a := ", ")"),
    "if_else_body": nested("(", " if b else c)", "a"),
    "lambda_default": nested("lambda a=", ": 0"),
    "comprehension_iter": nested("[x for x in ", "]", "y"),
    "comparison": nested("a < (", ")"),
    "or": nested("a or (", ")"),
    "sum": nested("1 + (", ")"),
    "bitor": nested("a | (", ")"),
    "yield": lambda n: "def f():\n    " + nested("(yield ", ")")(n),
    "yield_statement": inside("def f():\n    yield ", ""),
    "await": lambda n: "async def f():\n    " + "(await (" * 40 + minus(n, "x") + "))" * 40,
    "fstring_field": lambda n: "f'{" + nested("(", ")")(n) + "}'",
    "assign": inside("a = ", ""),
    "augassign": inside("a += ", ""),
    "annassign": inside("a: int = ", ""),
    "del": inside("del a[", "]"),
    "return": inside("def f():\n    return ", ""),
    "assert": inside("assert ", ""),
    "raise": inside("raise ", ""),
    "decorator": inside("@d(", ")\ndef f(): pass"),
    "class_base": inside("class A(", "): pass", "B"),
    "default": inside("def f(a=", "): pass"),
    "annotation": inside("def f(a: ", "): pass"),
    "returns": inside("def f() -> ", ": pass"),
    "for_target": inside("for a[", "] in b: pass"),
    "with": inside("with ", " as b: pass", "a"),
    "except": inside("try: pass\nexcept ", ": pass", "E"),
    "elif": inside("if a: pass\nelif ", ": pass"),
    "same_line_body": inside("while x: y; ", ""),
    "decorated_async": inside("@d\nasync def f(a=", "): pass"),
    "deep_block": inside(BLOCK + DEEP, ""),
}


def error(source):
    """What compiling [source] raises, or None."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(source, "<probe>", "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, MemoryError, ValueError, RecursionError) as e:
            return e
    return None


def accepts(source):
    return error(source) is None


def first_rejected(make, high=4000):
    """The least n that this interpreter rejects, or None."""
    if accepts(make(high)):
        return None
    low = 0
    while low < high:
        middle = (low + high) // 2
        if accepts(make(middle)):
            low = middle + 1
        else:
            high = middle
    return low


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    for name, make in KINDS.items():
        n = first_rejected(make)
        if n is None or n == 0 or not accepts(make(n - 1)):
            sys.exit(f"{name}: no limit found")
        if not isinstance(error(make(n)), MemoryError):
            sys.exit(f"{name}: rejected at {n} by {error(make(n))!r}, not the stack")
        for suffix, depth in (("", n - 1), ("_over", n)):
            with open(os.path.join(directory, f"limit_{name}{suffix}.py"), "w") as f:
                f.write(make(depth) + "\n")
        print(f"limit_{name}: {n - 1} accepted, {n} rejected")


if __name__ == "__main__":
    main()
