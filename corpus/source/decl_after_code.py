x=1
# coding: latin-1
x = "ÿ"
