a = t"hello {name!r:>{width}} {{braces}}"
b = rt'raw \{x}' Tr"{y=}"
c = t"""multi
{line
 # comment
} end"""
d = t"{t'{nested}'}"
