# A small example for pyparse's quick start.
def greet(name: str, *, punctuation="!") -> str:
    """Return a greeting."""
    message = f"Hello, {name}{punctuation}"
    return message


if __name__ == "__main__":
    print(greet("world"))
