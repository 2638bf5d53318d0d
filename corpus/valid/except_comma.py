# except A, B: (PEP 758) without parentheses
try:
    pass
except ValueError, TypeError:
    pass
except (KeyError, IndexError) as error:
    pass
except OSError, RuntimeError, :
    pass

try:
    pass
except* ValueError, TypeError:
    pass
