# coding: gbk
x = "亐"
y = "�"
