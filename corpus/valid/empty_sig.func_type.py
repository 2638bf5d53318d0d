() -> None
