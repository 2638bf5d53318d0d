x = 1
a = f'\{x}'
b = f'\}}'
c = rf'\{x}'  # raw: no warning
d = f'\\{x}'  # escaped backslash: no warning
