# coding: big5
x = "ぁ￠"
