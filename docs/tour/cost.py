# -*- coding: latin-1 -*-
coût = 2 * (net + 1)
