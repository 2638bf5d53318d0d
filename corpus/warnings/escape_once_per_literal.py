x = '\d\w\s'  # only the first escape of a literal
y = '\d' '\w'  # one per piece
