# Identifiers are NFKC-normalized (PEP 3131); soft keywords are names too.
ﬁ = 1
ｘ = 2
ℌ = 3
Ω = 4
é = 5
print(ﬁ, ｘ, ℌ)
match = [1]
match[0]
case = 1
type(x)
_ = 2
