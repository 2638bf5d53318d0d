for x in y:
    try:
        pass
    finally:
        continue
