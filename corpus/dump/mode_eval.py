# pyparse: mode=eval
lambda x: (x, [1, 2], {3: 4})
