# 3.15's ast.dump leaves out ctx=Load() unless show_empty; Store and Del stay.
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
