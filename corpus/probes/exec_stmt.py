exec "x"
