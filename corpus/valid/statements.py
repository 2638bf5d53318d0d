# Simple statements: every kind, with the forms each allows.
x = 1
x = y = z = 2
a, b = b, a
[a, b] = c
(a, b), *rest = c
a.b = a[1] = a[1:2] = 3
x: int
x: int = 5
a.b: str = "s"
a[0]: float
(y): list = []
x += 1; x -= 1; x *= 2; x @= m; x /= 2; x //= 2; x %= 3
x **= 2; x >>= 1; x <<= 1; x &= 1; x |= 1; x ^= 1
a.b += 1
a[i] -= 1
x = yield_ = None
def gen():
    y = yield
    y = yield 1
    y = yield from z
    yield 1, 2
    yield
    return
    return 1, 2
    return *a, b
pass
del x
del x, y,
del a.b, a[0], (c, d), [e]
assert x
assert x, "message"
raise
raise E
raise E("x") from None
global g
global g1, g2
def f():
    nonlocal n
    nonlocal n1, n2
import os
import os.path
import os.path as p, sys as s
from . import a
from .. import b
from ... import c
from .... import d
from .m import (x, y as z,)
from m import *
from a.b.c import d as e
import a.b.c as abc
for i in range(3):
    break
    continue
x = *a, *b
print(*args, **kwargs)
type X = int
type ListOrSet[T] = list[T] | set[T]
type = 1
type.x = 2
match = 1
case = 2
_ = 3
