print("a" b "c")
