x = f'{x! r}'
