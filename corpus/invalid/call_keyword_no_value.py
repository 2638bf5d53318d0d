f(x, key=)
