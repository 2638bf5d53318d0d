a <> b
