match x:
    case [1, *rest]:
        pass
    case {"k": v}:
        pass
