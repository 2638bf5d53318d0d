lazy = 1
lazy.x = 2
