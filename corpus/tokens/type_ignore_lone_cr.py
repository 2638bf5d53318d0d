# type: ignore ] ͸(i n\''
