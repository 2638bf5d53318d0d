x = t"""abc
