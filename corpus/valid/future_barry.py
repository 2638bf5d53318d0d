"""The docstring may come before future statements."""
from __future__ import annotations, barry_as_FLUFL
assert 1 <> 2
x = [a <> b for a, b in pairs]
