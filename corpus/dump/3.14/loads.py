# 3.14 still prints ctx=Load(); 3.15 leaves it out (3.15/loads.py).
a.b[c]
f(x, *y, k=z)
x = y
del x[0], z.w
[a, *b] = c
(a, b)
[]
()
a[b:c, ::2]
for i in r: pass
