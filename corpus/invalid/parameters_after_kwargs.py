def f(**kwargs, x):
    pass
