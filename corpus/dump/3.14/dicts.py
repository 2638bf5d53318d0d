# None items in Dict.keys and kw_defaults.
{k: v for k, v in items}
{**a, 'b': 1, **c}
def f(a, /, b=2, *args, c, d=4, **kw): pass
lambda *, k: k
