x = f"""{a
b
