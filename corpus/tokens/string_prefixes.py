a = b'x' + B"y" + rb'z' + Rb'''w''' + br"v" + u'u' + f'{x}' + fr'g' + rf"h"
b = ur'x' + bu'y' + ub'z'
c = '''one''' + """two""" + 'it\'s' + "q\""
d = '''a\
b''' + ''''x'''
