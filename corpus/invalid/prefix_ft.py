x = ft"a"
