lazy import json
lazy from x import y
lazy = [*a for a in b]
