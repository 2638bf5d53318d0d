a = $b
c = d ? e
f = g ! h
i = `j`
k = 1 + 2
price = 5€
l = m !=n
