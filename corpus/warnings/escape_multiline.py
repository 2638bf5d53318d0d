doc = '''first line
second \d line'''
