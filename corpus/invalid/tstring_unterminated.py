x = t"abc
