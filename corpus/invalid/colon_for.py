for x in range(3)
    pass
