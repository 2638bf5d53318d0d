@(lambda f: f)
def f(): pass
