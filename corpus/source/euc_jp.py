# coding: euc-jp
x = "あ"
