# coding: uft-8
x = 1
