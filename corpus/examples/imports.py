"""Imports used and unused, and mutable defaults: examples/lint.c's cases."""
from __future__ import annotations

import os, sys as system, os.path
import collections.abc
import json as jsonlib, re
from typing import (Any, Dict as D,
                    Optional)
from . import sibling
from .. import *

π = "é"; import math  # columns after non-ASCII text are characters


def f(a=[], b={}, *, c=set(), d={1, 2}, e=(), g=[x for x in ()]):
    return os.sep, re, collections, Any


async def h(x=None, /, y=[[]], **k):
    lam = lambda q={}: q
    return [lam, D, sibling]


class C:
    def m(self, cache={}):  # a method's default
        import json  # shadowed, but used below
        return json
