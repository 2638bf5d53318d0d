# coding: cp65001
x = 1
