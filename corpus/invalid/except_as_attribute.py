try:
    pass
except A as b.c:
    pass
