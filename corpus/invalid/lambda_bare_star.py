f = lambda *:0
