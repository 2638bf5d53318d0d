import path from os
