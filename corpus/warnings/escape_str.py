import re
pattern = re.compile('\d+')
windows = "C:\Program Files"
