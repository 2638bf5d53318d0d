# coding: euc-jp
x = 1
y = "�"
