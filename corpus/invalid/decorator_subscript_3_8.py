@mock[ .patch("sys.stdin")
def test(self):
    pass
