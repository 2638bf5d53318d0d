with (a as b, c as d,):
    pass
