for f() in range(3):
    pass
