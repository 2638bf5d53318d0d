t = "x"
t
