async def f():
    await x
async = 1
