# coding: rot13
x = 1
