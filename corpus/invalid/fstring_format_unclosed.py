x = f"{a:x"
