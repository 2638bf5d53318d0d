def f[]():
    pass
