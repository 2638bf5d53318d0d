# lazy imports (PEP 810): a soft keyword before import and from
lazy import json
lazy import os.path as osp, sys
lazy from collections import OrderedDict, defaultdict as dd
lazy from . import sibling
lazy from ..package.module import (name1,
                                   name2,)
import plain
from plain import thing
lazy = 1
lazy.attribute = lazy(lazy)
print(lazy)
def f():
    lazy import inside_function
