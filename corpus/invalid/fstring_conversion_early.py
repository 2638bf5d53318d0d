x = f"{a!z"
