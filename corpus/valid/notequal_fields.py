# The text CPython keeps for a field whose expression holds '!=': its
# lexer takes the '!' for the one before a conversion
t"{3!=4:}"
t"{3!=4}"
t"{3 != 4!r}"
t"{a!=b=}"
t"{3!=4:>3}"
t"{3!=4=:>3}"
t"{(3!=4)}"
t"{[3!=4]:x}"
t"{3!=4!=5}"
t"{x:{3!=4:}}"
f'{1!=2=}'
f'{1 != 2 = }'
f'{1!=2=!r}'
f'{1!=2=:x}'
f'{(1!=2)=}'
f'{x:{1!=2=}}'
