a and b or c and not d
(x := 10)
1 + 2 - 3 * 4 / 5 // 6 % 7 ** 8 @ m
a << 1 >> 2 | 3 ^ 4 & 5
-x, +y, ~z, not w
a if b else c
{1: 2, **rest, 'k': v}
{}
{1, 2, *s}
[1, 2, *l]
()
(1,)
x[1:2], x[::3], x[a:b:c], x[1, 2:3], x[...]
a < b <= c > d >= e == f != g is h is not i in j not in k
f(1, *args, key=2, **kw)
obj.attr.method()
[x for x in y if x if not x for z in x]
{x for x in y}
{k: v for k, v in items}
(x for x in y)
*a, b = c
None, True, False, ...
0, 1, 123456789012345678901234567890, 0xff, 0o17, 0b101, 1_000_000
1.5, 1e10, 1e500, 0.1, 1.5e-05, 1e+16
1j, 2.5j, 1e500j
'single', "double", '''triple''', r'raw\n', 'esc\n\t\x00\u1234'
b'bytes\x00\xff', rb'raw'
'a' 'b' "c"
u'unicode'
'\U0001F600 caf\u00e9 "q" \'q\''
