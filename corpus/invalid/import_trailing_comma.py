from os import path,
