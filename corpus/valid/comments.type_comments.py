def f(a,  # type: int
      b,  # type: str
      ):
    # type: (...) -> None
    x = 1  # type: int
    for i in y:  # type: int
        pass
    with a as b:  # type: T
        pass
    pass  # type: ignore
    pass  # type: ignore[code]
def g(x):  # type: (int) -> str
    return x
import os  # type: ignore
