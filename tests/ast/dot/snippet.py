"""Word counts: a snippet for pp_dump_dot, with a docstring long enough to be cut."""
import sys as system
from collections import Counter


def count(path, *, lower=True, keep=None):
    global seen
    counts = Counter()
    with open(path, encoding="utf-8") as f:
        for line in f:
            counts.update((line.lower() if lower else line).split())
    return {**counts, 'k<&>"{|}\\': b'\x00\xff', "\ud800é": -1.5j}


if 0 < len(system.argv) <= 2:
    total = lambda: ...
    total += 1
    print(f"{count(system.argv[1])!r:>10}")
