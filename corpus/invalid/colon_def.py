def f(a, b) -> int
    return a
