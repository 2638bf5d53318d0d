# Numbers, strings, bytes, f-strings and implicit concatenation.
0
123
1_000_000
0x1F
0X_ff
0o17
0b1010
0b_1
1.5
1.
.5
1e10
1E-5
1_0.0_1e+1_0
1j
1.5J
1e3j
0j
99999999999999999999999999999999999999999
"s"
'single'
"""triple"""
'''tri
ple'''
r"raw\n"
R'raw'
u"unicode"
U"Unicode"
b"bytes"
B'\x00\xff'
rb"raw bytes\d"
Br'x'
"\n\t\\\'\"\a\b\f\v\0\x41\101\u00e9\U0001F600\N{BULLET}"
"a" "b"
"a" 'b' """c"""
b"a" b"b"
u"a" "b"
"a" u"b"
"line\
continued"
f"plain"
f"{x}"
f"{x!r} {y!s} {z!a}"
f"{x:>10}"
f"{x:{width}.{precision}}"
f"{x=}"
f"{x = }"
f"{x=!s:>5}"
f"{x=:5}"
f"{{literal}}"
f"a{{b}}c{d}e"
f"{'nested'}"
f"{f'{x}'}"
f"{f"{f"{x}"}"}"
f'{x:{y:{z}}}'
f"""multi
line {x}
end"""
rf"raw {x}\n"
fr"\d{x}"
f"{x}" "plain" f"{y}"
"plain" f"{x}"
f"a" "b"
f"{x:}"
f"{3.14:.2f}"
f"{a['k']}"
f"{ {1: 2}[1] }"
f"{(lambda: 1)()}"
f"{yield_}"
f"\N{BULLET} {x}"
f"{x!r:^{w}}"
f"{x:%H:%M}"
f"{'a' if b else 'c'}"
f"{x,}"
f"{*a,}"
f""
f"{x}{y}"
