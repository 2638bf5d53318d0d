def f[T](x: T) -> T: pass
