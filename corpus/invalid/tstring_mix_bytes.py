x = b"a" t"b"
