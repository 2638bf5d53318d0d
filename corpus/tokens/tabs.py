if a:
	b = 1
        c = 2
  	if d:
		 e
