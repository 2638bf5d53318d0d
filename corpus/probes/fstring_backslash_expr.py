f"{'\n'.join(x)}"
