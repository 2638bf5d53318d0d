x = ur"a"
