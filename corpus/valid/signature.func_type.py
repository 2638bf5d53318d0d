(int, str, *Any, **Dict[str, int]) -> List[int]
