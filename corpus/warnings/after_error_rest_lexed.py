print 'hello'
x = 1if True else 2
y = '\d'
