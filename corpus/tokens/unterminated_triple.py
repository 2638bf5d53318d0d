x = 1
s = '''abc
def
