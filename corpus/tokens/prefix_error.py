x = tb"a"
