# coding: cp852
x = "¥†"
