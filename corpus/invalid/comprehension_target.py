x = [i for i + 1 in y]
