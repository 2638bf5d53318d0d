(a, *b, f"{c!r}", lambda x=1: x, [y for y in z if y], {1: 2}, x if y else z)
