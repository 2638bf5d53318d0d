if x:
        a = (1,
   2 +
