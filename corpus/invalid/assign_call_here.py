f(x) = 2 if y else 3
