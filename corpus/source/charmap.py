# coding: charmap
x = "é"
