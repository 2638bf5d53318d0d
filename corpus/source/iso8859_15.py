# coding: iso-8859-15
x = "€"
