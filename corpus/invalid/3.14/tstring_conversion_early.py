x = t"{a!z"
