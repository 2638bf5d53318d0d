(int) -> 
