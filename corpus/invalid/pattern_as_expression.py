match x:
    case 1 as 2 + 3:
        pass
