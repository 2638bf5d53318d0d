name = 1
s = f'\d{name}\w'
t = f'''
{name}\e
'''
u = f'{name:\z}'
