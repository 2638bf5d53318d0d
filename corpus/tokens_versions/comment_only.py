# one
  # two
	# three
#
