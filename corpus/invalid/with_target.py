with open(p) as None:
    pass
