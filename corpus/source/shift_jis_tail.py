# coding: shift_jis
x = 1
# �