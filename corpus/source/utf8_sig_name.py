# coding: utf8-sig
x = "é"
