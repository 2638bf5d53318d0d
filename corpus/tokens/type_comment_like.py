x = 1  # type: int
