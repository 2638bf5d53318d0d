@decorator
@other.deco(1)
def f(a, b=1, /, c=2, *args, d, e=3, **kwargs) -> int:
    """doc"""
    return a
async def g(x: int, *, y: "str" = None):
    await x
    async for i in y:
        pass
    async with x as (a, b):
        pass
    return [i async for i in y]
def gen():
    yield
    yield 1
    x = yield from gen()
lambda: 0
lambda x, *y, z=1, **w: x
def typed[T, *Ts, **P](x: T) -> T: ...
def defaults[T = int, *Ts = tuple[int], **P = [int]](): pass
class C(Base, metaclass=Meta):
    x: int
    def method(self): return self
class D[T: (int, str), U: int]:
    pass
class E: pass
type Alias = list[int]
type Generic[T] = dict[str, T]
