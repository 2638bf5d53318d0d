class A[**P: (int, str)]: pass
