f"plain"
f"{x}"
f"a{x!r}b{y!s:>10}c{z!a}"
f"{x:{width}.{precision}}"
f"{x=}"
f"{x = !r:^20}"
f'{"nested"}' f"{f'{inner}'}"
f"{{literal}} {value:%Y-%m-%d}"
"concat" f"{x}" "tail"
f"""multi
{line}
"""
rf"\d{x}"
