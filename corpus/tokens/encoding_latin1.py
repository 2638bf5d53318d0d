# -*- coding: latin-1 -*-
s = 'été'
