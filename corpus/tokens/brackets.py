x = [1,
  # comment

     2]  # after
y = {(
)}
