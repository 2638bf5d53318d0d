# coding: ISO-8859.15
x = "€"
