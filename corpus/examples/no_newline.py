def f():
    return 1  # TODO: the last line, with no newline after it