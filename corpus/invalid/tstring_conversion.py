x = t"{a!z}"
