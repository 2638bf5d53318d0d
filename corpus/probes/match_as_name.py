match = 1
match.x = 2
print(match)
