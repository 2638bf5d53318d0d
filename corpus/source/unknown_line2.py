#!/usr/bin/python
# coding: foobar
x = 1
