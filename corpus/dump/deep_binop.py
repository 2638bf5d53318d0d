x+x+x+x
