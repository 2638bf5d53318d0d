# DictComp.value is None for {**d for d in ds} (3.15); None items in
# Dict.keys and kw_defaults.
{**d for d in ds}
{k: v for k, v in items}
{**a, 'b': 1, **c}
def f(a, /, b=2, *args, c, d=4, **kw): pass
lambda *, k: k
