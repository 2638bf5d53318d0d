# coding: cp932
x = "÷"
