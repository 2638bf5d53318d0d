class A(Base)
    pass
