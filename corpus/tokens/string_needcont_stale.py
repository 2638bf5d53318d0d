u = 'a\
b
w = '''x
y'''
z = 2
