# TODO: at the top
import os  # not a todo


def outer():
    # TODO in outer
    def inner(a,  # TODO on a parameter's line
              b):
        return a + b  # TODO: inner's last line
    # TODO back in outer
    return inner


class K:
    # TODO in a class body, outside any function
    async def run(self):
        x = "# TODO inside a string is no comment"
        return x  # FIXME and TODO
# TODO at the end
