del (a), [b]
