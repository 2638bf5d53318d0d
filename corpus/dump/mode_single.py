# pyparse: mode=single
x = 1; y = 2
