type = 1
type(x)
