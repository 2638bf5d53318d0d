match x:
    case {**rest, "key": value}:
        pass
