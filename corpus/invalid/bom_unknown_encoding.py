# coding: klingon
x = 1
