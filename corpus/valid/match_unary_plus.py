match x:
    case +1:
        pass
    case +1.5 | -2:
        pass
    case +1 + 2j:
        pass
    case +0.5 - 1j:
        pass
    case {+1: y, -1: z}:
        pass
    case [+1, (+2j)]:
        pass
