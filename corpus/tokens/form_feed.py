if a:
      b

c= 1
