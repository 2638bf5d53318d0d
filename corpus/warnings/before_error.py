s = '\d'
x = 1if True else 2
this is not python
