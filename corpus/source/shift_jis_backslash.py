# coding: shift_jis
x = "\\表"
