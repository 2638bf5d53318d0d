if x:
    pass
else:
    y = 1
