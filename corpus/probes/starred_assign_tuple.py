*a, = b
