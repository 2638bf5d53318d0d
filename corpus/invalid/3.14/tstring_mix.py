x = t"a" "b"
