# t-strings (PEP 750): every prefix, nesting, conversions, specs, debug
name = "world"
a = t"hello {name}"
b = T'plain'
c = rt"raw \{name} {name!r}"
d = Rt"{name:>{width}}" tR'{x=}'
e = t"""multi
{name
 # a comment inside the field
}
line"""
f = t'{a!s:{b}.{c}}' t"{ {1: 2}[1] }"
g = t"{name = }" t'{name=!r:>10}'
h = t"{{literal braces}} {name}"
i = t"{t'{inner}'}" t"{f'{x}'}"
j = t"{(lambda: 1)()}" t"{yield}" if 0 else t"{x:}"
k = t"\N{BULLET} {name}\n"
l = t''
