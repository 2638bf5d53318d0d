# coding: utf-16
x = 1
