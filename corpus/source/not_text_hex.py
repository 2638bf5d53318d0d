# coding: hex
x = 1
