# coding: shift_jis
x = "あ"
