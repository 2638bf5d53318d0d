# unpacking in comprehensions (PEP 798)
rows = [[1, 2], [3]]
flat = [*row for row in rows]
unique = {*row for row in rows}
merged = {**d for d in dicts}
gen = (*row for row in rows if row)
total = sum(*row for row in rows)
nested = [*[*r for r in row] async for row in arows]
cond = (*a if b else c for a in d)
attr = [*obj.items for obj in objs]
more = {**mapping | other for mapping in maps}
