class C:
    x = 1

    @decorator
