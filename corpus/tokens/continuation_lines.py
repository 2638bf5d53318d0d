x = 1 + \
    2
if a and \
   b:
    pass
y = 3 \ 
z = \

