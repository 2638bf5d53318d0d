{**d for d in ds}
