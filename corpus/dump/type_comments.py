# pyparse: type_comments
def f(a,  # type: int
      b,  # type: str
      ):
    # type: (...) -> None
    pass
def g(x):  # type: (int) -> int
    return x
x = []  # type: list[int]
for i in y:  # type: int
    pass
with open(p) as fh:  # type: IO
    pass
import foo  # type: ignore
import bar  # type: ignore[attr-defined]
