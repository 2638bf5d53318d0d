f(None=1)
