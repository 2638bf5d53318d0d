x = [y for y if z]
