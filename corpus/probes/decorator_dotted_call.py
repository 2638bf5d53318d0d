@a.b(1)
def f(): pass
