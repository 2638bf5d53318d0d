@x[0]
def f(): pass
