# 3.14 has no is_lazy field (3.15/imports.py has).
import a
import a.b as c
from . import b
from .m import (x as y, z)
