x = 1if y else 2
