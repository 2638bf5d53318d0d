s = f'{1if True else 2}\d'
