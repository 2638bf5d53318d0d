"""The module's docstring is not listed: only classes and functions."""


class Plain:
    pass


class Documented:
    """
       First line after a blank one, indented.
    More.
    """

    def method(self):
        'single-quoted: é and 😀'

        def inner():
            """\tTabs around\t"""

        return inner

    async def coroutine(self):
        f"not a docstring: an f-string"

    @property
    def prop(self):
        b"bytes are not docstrings"

    class Nested:
        def deep(self): """one line"""


def top(x):
    x = """not first"""
    return x
