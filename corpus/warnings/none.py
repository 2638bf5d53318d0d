x = '\\d'
y = r'\d'
z = 1 if x else 2
