# coding: latin1
x = "é"
