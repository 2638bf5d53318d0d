# coding: koi8-r
x = "а"
