# coding: cp1125
x = "עפ"
