{**a: 1 for a in b}
