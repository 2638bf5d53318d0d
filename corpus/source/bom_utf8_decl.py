# coding: utf-8
x = 1
