def f(*, /):
    pass
