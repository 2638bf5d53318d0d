if a:
    if b:
        c
    d
e
