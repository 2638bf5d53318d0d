_ = 1
print(_)
