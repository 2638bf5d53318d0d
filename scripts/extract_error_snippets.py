"""extract_error_snippets.py [TESTDIR]: the code CPython's own tests expect
to be rejected, pulled out of the installed 3.13 test suite at test time
(nothing of it is copied into pyparse).

From each test file of TEST_FILES it takes:
  - string or bytes constants (also `textwrap.dedent("...")` of one, and
    the items of a list or tuple of them) passed as the code argument of
    compile/exec/eval and of the helpers the tests build on them
    (CODE_ARGUMENT: check_syntax_error, _check_error, assertAllRaise, ...),
    or after compile/exec/eval in assertRaises*(SyntaxError, ...);
  - in test_syntax.py, the doctest examples whose expected output is a
    SyntaxError (doctest compiles them in 'single' mode).
A snippet is kept when the oracle's compile(source, name, mode,
ast.PyCF_ONLY_AST) rejects it with a SyntaxError: errors that only
CPython's compiler raises (after the AST) are not ours.

Imported by diff_errors.py (snippets()); run alone it prints one JSON line
per snippet. Run by the oracle interpreter.
"""
import ast
import doctest
import json
import pathlib
import sys
import textwrap
import warnings

TEST_FILES = ["test_syntax.py", "test_exceptions.py", "test_grammar.py",
              "test_fstring.py", "test_patma.py", "test_type_params.py",
              "test_eof.py", "test_string_literals.py",
              "test_unicode_identifiers.py", "test_source_encoding.py"]

# Functions taking code to compile, with the index of that argument (the
# others are messages or regular expressions) and its keyword names.
CODE_ARGUMENT = {"compile": 0, "exec": 0, "eval": 0, "parse": 0,
                 "check_syntax_error": 1, "_check_error": 0,
                 "assertAllRaise": 2, "assert_syntax_error": 0, "check": 0,
                 "assertInvalid": 0}
CODE_KEYWORDS = {"source", "statement", "code", "src", "test", "content"}
# assertRaises(SyntaxError, compile, "code") and
# assertRaisesRegex(SyntaxError, "regex", compile, "code"): where the
# compiling function is, the code follows it.
RAISES_FUNCTION = {"assertRaises": 1, "assertRaisesRegex": 2}
COMPILERS = {"compile", "exec", "eval"}
ERROR_TYPES = {"SyntaxError", "IndentationError", "TabError"}


def call_name(node):
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def constant_code(node):
    """The code a constant argument stands for, or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
        return node.value
    if (isinstance(node, ast.Call) and call_name(node) == "dedent"
            and len(node.args) == 1):
        value = constant_code(node.args[0])
        return textwrap.dedent(value) if isinstance(value, str) else None
    return None


def call_mode(node, name):
    if name == "eval":
        return "eval"
    if name == "compile":
        for arg in node.args[2:3]:
            if isinstance(arg, ast.Constant) and arg.value in (
                    "exec", "eval", "single"):
                return arg.value
        for kw in node.keywords:
            if kw.arg == "mode" and isinstance(kw.value, ast.Constant):
                return kw.value.value
    return "exec"


def code_arguments(node, name):
    """(mode, argument node) of the code [node], a call of [name], passes."""
    args = node.args
    if name in RAISES_FUNCTION:
        i = RAISES_FUNCTION[name]
        if not (args and isinstance(args[0], ast.Name)
                and args[0].id in ERROR_TYPES and len(args) > i + 1
                and isinstance(args[i], ast.Name) and args[i].id in COMPILERS):
            return
        yield ("eval" if args[i].id == "eval" else "exec"), args[i + 1]
        return
    mode = call_mode(node, name)
    i = CODE_ARGUMENT[name]
    if len(args) > i:
        yield mode, args[i]
    for kw in node.keywords:
        if kw.arg in CODE_KEYWORDS:
            yield mode, kw.value


def from_calls(tree):
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = call_name(node)
        if name not in CODE_ARGUMENT and name not in RAISES_FUNCTION:
            continue
        for mode, arg in code_arguments(node, name):
            items = arg.elts if isinstance(arg, (ast.List, ast.Tuple)) else [arg]
            for item in items:
                code = constant_code(item)
                if code is not None:
                    yield item.lineno, mode, code


def from_doctests(tree, name):
    """Examples of the module's docstring expecting a *Error."""
    parser = doctest.DocTestParser()
    doc = tree.body[0] if tree.body else None
    if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)
            and isinstance(doc.value.value, str)):
        return
    for example in parser.get_examples(doc.value.value, name):
        if example.exc_msg is not None and "Error" in example.want:
            yield doc.lineno + example.lineno, "single", example.source


def rejected(code, mode):
    data = code.encode("utf-8", "surrogatepass") if isinstance(code, str) else code
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(data, "<snippet>", mode, ast.PyCF_ONLY_AST)
        except SyntaxError:
            return data
        except (ValueError, UnicodeError, MemoryError, RecursionError):
            return None
    return None


def snippets(test_dir):
    """(label, mode, source bytes) of each distinct rejected snippet."""
    seen = set()
    for name in TEST_FILES:
        path = pathlib.Path(test_dir) / name
        if not path.exists():  # an older suite (3.11 has no test_type_params)
            continue
        # bytes: older suites have files in another declared encoding
        tree = ast.parse(path.read_bytes())
        found = list(from_calls(tree))
        if name == "test_syntax.py":
            found += list(from_doctests(tree, name))
        for lineno, mode, code in found:
            data = rejected(code, mode)
            if data is None or b"\0" in data or (mode, data) in seen:
                continue
            seen.add((mode, data))
            yield f"{name}:{lineno}", mode, data


def default_test_dir():
    return pathlib.Path(ast.__file__).parent / "test"


def main():
    test_dir = sys.argv[1] if len(sys.argv) > 1 else default_test_dir()
    for label, mode, data in snippets(test_dir):
        print(json.dumps({"label": label, "mode": mode,
                          "source": data.decode("latin-1")}))


if __name__ == "__main__":
    main()
