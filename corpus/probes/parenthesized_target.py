for (x, y) in z:
    pass
