class A:
pass
