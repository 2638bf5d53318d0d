import os
import os.path as p, sys
from . import sibling
from ..pkg.mod import (a as b, c)
from __future__ import annotations
x = y = 1
x += 2
x: int = 3
(x): int
obj.attr: str
del x, y[0], z.w
assert x, "message"
assert y
raise
raise ValueError("v") from None
global g1, g2
def outer():
    nonlocal_var = 0
    def inner():
        nonlocal nonlocal_var
        return
    return inner
pass
for i in range(3):
    break
else:
    continue
while x:
    x -= 1
else:
    pass
if a:
    pass
elif b:
    pass
else:
    pass
with open("f") as f, g():
    pass
try:
    pass
except ValueError as e:
    pass
except (TypeError, KeyError):
    pass
except:
    pass
else:
    pass
finally:
    pass
try:
    pass
except* OSError as eg:
    pass
