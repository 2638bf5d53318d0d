# Template strings (3.14): TemplateStr and Interpolation.
t"x{y!r:>{w}} {z=}"
t""
t"{a}" t'b'
