# Compound statements, and definitions with every parameter form.
if a:
    pass
elif b:
    pass
elif c:
    x = 1
else:
    y = 2
if a: pass
while x:
    x -= 1
else:
    done()
for i in x:
    pass
else:
    pass
for a, (b, c) in d: pass
for *a, b in c: pass
for x in *a, *b: pass
with a: pass
with a as b, c as (d, e): pass
with (a as b, c as d,): pass
with (a, b): pass
with (yield): pass
with a as b.c, d as e[0]: pass
try:
    pass
except E:
    pass
except (E1, E2) as e:
    pass
except:
    pass
else:
    pass
finally:
    pass
try:
    pass
finally:
    pass
try:
    pass
except* E as e:
    pass
except* (A, B):
    pass
def f(): pass
def f(a, b=1, *args, c, d=2, **kwargs): pass
def f(a, /, b, *, c): pass
def f(a=1, /, b=2, *, c=3): pass
def f(a, b=1, /): pass
def f(*, a): pass
def f(*args: *Ts): pass
def f(a: int, b: "str" = "x", *c: tuple, d: float = 1.0, **e: dict) -> None: pass
def f[T](x: T) -> T: return x
def f[T: int, *Ts, **P](): pass
def f[T = int, U: str = "u", *Ts = *tuple[int], **P = [int]](): pass
class C: pass
class C(): pass
class C(B): pass
class C(B, metaclass=M, **kw): pass
class C(*bases, x=1): pass
class C[T](Base[T]): pass
@decorator
def f(): pass
@a.b(c)
@d[e]
@(lambda f: f)
@x := y
class D: pass
async def f():
    await x
    async for a in b:
        pass
    async with a as b, c:
        pass
    async with (a as b, c as d):
        pass
    return [x async for x in y]
@dec
async def g(): pass
def long(
    a,
    b,
):
    """doc"""
    return a
