# coding: windows-1252
x = "“q”"
