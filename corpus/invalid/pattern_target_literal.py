match x:
    case a as 1:
        pass
