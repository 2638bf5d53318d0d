f"{x # comment
}"
