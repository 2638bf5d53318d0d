class C[T]: pass
