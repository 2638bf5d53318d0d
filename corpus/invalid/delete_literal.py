x = 1
del x, 1
