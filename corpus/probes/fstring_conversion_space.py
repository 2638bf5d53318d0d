f"{x!r }"
