# coding: utf8
x = "é"
