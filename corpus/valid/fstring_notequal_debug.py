# The text CPython keeps for a field whose expression holds '!=': its
# lexer takes the '!' for the one before a conversion
f'{1!=2=}'
f'{1 != 2 = }'
f'{1!=2=!r}'
f'{1!=2=:x}'
f'{(1!=2)=}'
f'{x:{1!=2=}}'
