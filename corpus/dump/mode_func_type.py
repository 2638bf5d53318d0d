# pyparse: mode=func_type
(int, *str, **float) -> list[int]
