x = 'abc
y = "d
z = b'x
w = rb"y  
