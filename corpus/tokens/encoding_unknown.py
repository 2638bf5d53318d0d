# coding: nonesuch
x = 1
