from a import b as c[0]
