# coding: UTF_8
x = 1
