# Expressions by precedence, calls, subscripts, displays, comprehensions.
a or b or c
a and b and c
a or b and c
not a
not not a
a < b
a < b < c
a == b != c <= d >= e > f
a is b is not c
a in b not in c
a | b ^ c & d << e >> f + g - h * i / j // k % l @ m
-a + +b * ~c
a ** b ** c
-a ** -b
await_ = 1
x if y else z
a if b else c if d else e
lambda: 0
lambda x: x
lambda x, y=1, *a, z, w=2, **k: 0
lambda x, /, y, *, z: 0
lambda *, a=1: a
lambda x=1, /: x
lambda *a, **k: 0
(x := 10)
[y := 1, y ** 2]
f(x := 1)
f()
f(a)
f(a, b, *c, d=1, *e, **f)
f(**a, b=1)
f(*a, *b)
f(a for a in b)
f(a)(b)(c)
a.b.c
a[0]
a[0, 1]
a[1:2]
a[1:2:3]
a[:]
a[::]
a[::2]
a[1:]
a[:2, ::3]
a[*b]
a[*b, c]
a[b, *c]
a[x := 1]
()
(1,)
(1, 2)
(*a, b)
[]
[1, 2, *a]
{1, 2, *a}
{}
{1: 2, **a, 3: 4}
{**a}
[x for x in y]
[x for x in y if x if not z]
[x for x in y for z in x]
{x for x in y}
{k: v for k, v in d.items()}
(x for x in y)
(x for x in y if z)
[x async for x in y]
((yield) for x in y)
...
None, True, False
x = a if b else (yield)
print((yield))
f(*args, **kwargs,)
f(a,)
x[1:2, ...]
a @ b
