import a.b as c.d
