t"a{b}"
