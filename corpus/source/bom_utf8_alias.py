# coding: UTF8
x = 1
