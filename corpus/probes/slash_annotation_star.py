def f(*, a): pass
