x = 1
y = f"{x!r}" t"{x}"
