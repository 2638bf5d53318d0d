with (a, b):
    pass
