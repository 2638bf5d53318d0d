x = "abcédef"
