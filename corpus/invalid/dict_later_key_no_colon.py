styles = {
    Name.Tag: "#000000",
    Name.Decorator "#000000",
}
