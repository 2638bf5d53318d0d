x = 3 * not y
