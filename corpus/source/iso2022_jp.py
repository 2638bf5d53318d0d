# coding: iso2022_jp
x = "日本"
y = 1
