# The match statement: every kind of pattern.
match x:
    case 1:
        pass
    case -1:
        pass
    case 1.5 | -2.5:
        pass
    case 1 + 2j | -1 - 2j:
        pass
    case "s" | b"b" | "a" "b":
        pass
    case None:
        pass
    case True | False:
        pass
    case name:
        pass
    case _:
        pass
    case a.b:
        pass
    case a.b.c:
        pass
    case (p):
        pass
    case [a, b, *rest]:
        pass
    case (a, b, *_):
        pass
    case []:
        pass
    case ():
        pass
    case [a]:
        pass
    case (a,):
        pass
    case a, b:
        pass
    case *a, b:
        pass
    case {}:
        pass
    case {"k": v, 1: w, a.b: c}:
        pass
    case {"k": v, **rest}:
        pass
    case {**rest}:
        pass
    case Point():
        pass
    case Point(1, 2):
        pass
    case Point(x=1, y=2):
        pass
    case Point(1, y=2):
        pass
    case a.B(c, d=e,):
        pass
    case [1, 2] as lst:
        pass
    case (1 | 2) as n if n > 0:
        pass
    case str() | bytes():
        pass
    case {"a": [1, {"b": (c, d)}]}:
        pass
match (a, b):
    case (1, 2): pass
match a, b:
    case 1, 2: pass
match *a, b:
    case _: pass
match -x:
    case _: pass
