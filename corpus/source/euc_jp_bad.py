# coding: euc-jp
x = "��"
