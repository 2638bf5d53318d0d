ns = {}
exec "x = 1" in ns
