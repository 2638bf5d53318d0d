x = f'{a'
