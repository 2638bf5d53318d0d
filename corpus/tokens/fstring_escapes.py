f'\N{DASH}{x}' rf'\{x}\{{' f'{"a" #x
}'
