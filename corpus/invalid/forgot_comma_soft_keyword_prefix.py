x = [ma d]
