# coding: latin-1garbage
x=1
