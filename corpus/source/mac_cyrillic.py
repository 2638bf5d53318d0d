# coding: mac_cyrillic
x = "А€"
