if x:
    s = rb"""abc

