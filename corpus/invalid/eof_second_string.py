check("""
    first
""", """
    second
