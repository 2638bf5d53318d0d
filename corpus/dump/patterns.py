match command:
    case 1:
        pass
    case -1 | 2.5 | 1+2j | "s" | b"b":
        pass
    case None:
        pass
    case True | False:
        pass
    case [a, b, *rest]:
        pass
    case (x, *_):
        pass
    case []:
        pass
    case {"k": v, 1: w, **others}:
        pass
    case {}:
        pass
    case Point(x=0, y=py) if py > 0:
        pass
    case Point(1, 2, z=3):
        pass
    case module.Const:
        pass
    case [x] as whole:
        pass
    case _:
        pass
