x = 1y = 2
z
a = 3 # cd
# ef
b = 4