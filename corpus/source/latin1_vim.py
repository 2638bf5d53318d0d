# vim: set fileencoding=latin-1 :
x = "é"
