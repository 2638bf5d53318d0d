# coding: cp1255
# א