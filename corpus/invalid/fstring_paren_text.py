marker = f'({entry}'
metadata"Requires-Dist"[] = dep
