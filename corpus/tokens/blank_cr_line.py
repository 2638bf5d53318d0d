if a:
    x = 1
   
    y = 2
