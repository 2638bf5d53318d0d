f = lambda x: {x}
x x
