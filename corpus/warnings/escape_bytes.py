data = b'\q'
u = u'\p'
raw = r'\d'  # raw: no warning
