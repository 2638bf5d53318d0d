# coding: cp1252
x = 1
y = ""
