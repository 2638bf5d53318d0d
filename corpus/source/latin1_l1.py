# coding: l1
x = "é"
