async def f():
    async with a, b,:
        pass
