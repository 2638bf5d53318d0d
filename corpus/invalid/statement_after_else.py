x = a if b else pass
