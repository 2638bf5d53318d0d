# is_lazy is 3.15's: 0 for a plain import, 1 for a lazy one.
import a
import a.b as c
lazy import d
from . import b
from .m import (x as y, z)
lazy from e import f
