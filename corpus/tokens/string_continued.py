s = 'abc\
def'
t = "ghi\
jkl"
u = 'one\
two
v = 1
