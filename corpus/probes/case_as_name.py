case = 1
