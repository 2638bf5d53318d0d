# coding: utf-8 ÿ
x=1
