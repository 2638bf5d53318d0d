a  b
