if x:
  y
 z