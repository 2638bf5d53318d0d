# coding: utf-8-sig
x = 1
