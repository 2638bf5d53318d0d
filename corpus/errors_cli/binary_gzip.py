‹¥³Áedata.txtËHÍÉÉç
