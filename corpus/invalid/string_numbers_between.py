x = "abc" 1 2 "f"
