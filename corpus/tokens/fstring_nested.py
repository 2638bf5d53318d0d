x = f"a{b!r:>{w}} {{c}} {x=}"
y = f"{x:{y:{z}}}" f"{x:}" f"""a""b{x}"""
z = f'{a
}' f"""{a:x
y}"""
