if a:
    x = 1
    # last