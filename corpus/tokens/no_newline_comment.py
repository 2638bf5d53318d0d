x = 1
# last