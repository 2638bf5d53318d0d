# Identifiers with characters Unicode 16.0 added, in NFKC form by its
# rules (PEP 3131): U+113C2 U+113C2 composes to U+113C5, and a ligature
# before them decomposes.
a𑏅 = 1
ﬁ𑏂 = 2
𐗀 = 3
print(a𑏅, ﬁ𑏂, 𐗀)
