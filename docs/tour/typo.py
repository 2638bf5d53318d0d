if coût = 2:
    pass
