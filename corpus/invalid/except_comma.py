try:
    pass
except ValueError, error:
    pass
