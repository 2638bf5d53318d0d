a = 1if True else 2
b = [0x1for x in 'ab']
c = 0o7and 1
d = 0b1or 0
e = 1jif True else 2
f = 1.5if True else 2
g = 1_000in [1]
h = 1not in [2]
