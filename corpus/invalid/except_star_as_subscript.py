try:
    pass
except* A as b[0]:
    pass
