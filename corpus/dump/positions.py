# Non-ASCII text moves byte columns away from character columns.
café = "naïve"; 𝓍 = 1
if x:
	y = "tab-indented"
  # a comment line
z = (1 +
     2)
