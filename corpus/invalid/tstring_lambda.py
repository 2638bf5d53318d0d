x = t"{lambda x: 1}"
