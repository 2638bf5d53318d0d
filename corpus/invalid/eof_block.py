if x:
    # the body was never written
