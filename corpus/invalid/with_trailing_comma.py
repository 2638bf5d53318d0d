with open(a) as f, open(b) as g,:
    pass
