x
#c