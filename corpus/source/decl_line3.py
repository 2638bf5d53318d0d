

# coding: latin-1
x = "ÿ"
