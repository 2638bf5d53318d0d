"""random_nesting.py DIR SEED COUNT: run BY THE 3.8 ORACLE, writes COUNT pairs
of sources at the end of 3.8's parser stack into DIR: rNUMBER_ok.py, as deep as
3.8 accepts, and rNUMBER_over.py, one nonterminal deeper (a MemoryError).
Each nests 1 to 90 random wrappers (brackets, calls, subscripts, slices,
operators, comprehensions, lambdas, conditionals, walrus, unpacking) in a
random statement, around a tail of unary minus signs whose length is
bisected with this interpreter's compile(): a count of the stack one level
off shows. Also brackets_over.py (201 brackets, more than the tokenizer counts)
and field_over.py (200 in a field, whose "(expr)" makes 201). scripts/diff_stack_3_8.sh replays them through pyparse.
"""
import ast
import os
import random
import sys
import warnings

from gen_limit_probes import first_rejected

# (before, after): wrap an expression, valid whatever it is
WRAPPERS = [
    ("(", ")"), ("[", "]"), ("{", "}"), ("{1: ", "}"), ("{", ": 1}"),
    ("f(", ")"), ("f(a, ", ")"), ("f(a=", ")"), ("f(*(", "))"),
    ("f(**(", "))"), ("f(x, *(", "), y=1)"), ("a[", "]"), ("a[1:", "]"),
    ("a[::", "]"), ("a[1, ", "]"), ("a[", ", 1:2]"), ("a[(", "):]"),
    ("a[b][", "]"), ("(", ").b"), ("(", ")(1)"), ("(", ")[0]"),
    ("f()(", ")"), ("a.b(", ")"), ("not (", ")"), ("(a if ", " else b)"),
    ("(", " if b else c)"), ("(a if b else ", ")"), ("a + (", ")"),
    ("-(", ")"), ("~(", ")"), ("1 * (", ")"), ("(", ") | 1"),
    ("(", ") ** 2"), ("a ** (", ")"), ("-a ** (", ")"), ("a < (", ")"),
    ("(", ") in x"), ("a is not (", ")"), ("a or (", ")"),
    ("a and (", ")"), ("(lambda: ", ")"), ("(lambda a=(", "): 0)"),
    ("[x for x in y if ", "]"), ("[x for x in (", ")]"),
    ("[", " for x in y]"), ("{", " for x in y}"), ("{1: ", " for x in y}"),
    ("(", " for x in y)"), ("f(", " for x in y)"), ("(a := ", ")"),
    ("{**(", ")}"), ("{**a, 1: ", "}"), ("[*(", ")]"), ("[a, *(", ")]"),
    ("(1, ", ")"), ("(", ",)"),
]

# a statement with one place for the expression
STATEMENTS = [
    "x = {}", "x += {}", "x: int = {}", "x = a = {}", "x = a, {}",
    "x[{}] = 1", "(x := {})", "print({})", "del a[{}]",
    "for a in {}: pass", "for a[{}] in b: pass", "with {} as b: pass",
    "with a as b[{}]: pass", "assert {}", "assert x, {}", "raise {}",
    "raise x from {}", "def f(a={}): pass", "def f(a: {}): pass",
    "def f() -> {}: pass", "class A({}): pass", "class A(x={}): pass",
    "@d({})\ndef f(): pass", "@d\nclass A:\n    def f(self, *a, b={}): pass",
    "if a: pass\nelif {}: pass", "try: pass\nexcept {}: pass",
    "while x: y; x = {}", "def f():\n    return {}",
    "def f():\n    x = (yield {})", "def f():\n    yield {}",
    "x = lambda: {}", "x = [y for y in z if {}]",
    "async def f():\n    await ({})",
    "async def f():\n    async for a in {}: pass",
    "async def f():\n    async with {}: pass",
    "if x:\n  if y:\n    while z:\n      x = {}", "x = f'{{{}}}'",
]


def verdict(source):
    """True: accepted; False: the stack's MemoryError; None: another error."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(source, "<random>", "exec", ast.PyCF_ONLY_AST)
        except MemoryError:
            return False
        except SyntaxError:
            return None
    return True


def case(rng):
    """A source of n minus signs, or None when this draw is no case."""
    wrappers = [rng.choice(WRAPPERS) for _ in range(rng.randint(1, 90))]
    statement = rng.choice(STATEMENTS)
    if "f'" in statement and any("'" in a + b for a, b in wrappers):
        return None
    before = "".join(a for a, _ in wrappers)
    after = "".join(b for _, b in reversed(wrappers))
    return lambda n: statement.format(before + "-" * n + "1" + after) + "\n"


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    directory, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    # past the tokenizer's 200 brackets (a field's parentheses too): 3.8's
    # stack ends before, so it says MemoryError, not "too many nested
    # parentheses"
    for name, source in (("brackets", "x = " + "(" * 201 + ")" * 201 + "\n"),
                         ("field", "f'{" + "[" * 200 + "]" * 200 + "}'\n")):
        if verdict(source) is False:
            with open(os.path.join(directory, f"{name}_over.py"), "w") as f:
                f.write(source)
    rng = random.Random(seed)
    made = 0
    while made < count:
        make = case(rng)
        if not make or verdict(make(0)) is not True or verdict(make(1700)) is not False:
            continue
        low = first_rejected(make, 1700)
        if verdict(make(low)) is not False or verdict(make(low - 1)) is not True:
            continue
        for suffix, n in (("_ok", low - 1), ("_over", low)):
            with open(os.path.join(directory, f"r{made}{suffix}.py"), "w") as f:
                f.write(make(n))
        made += 1


if __name__ == "__main__":
    main()
