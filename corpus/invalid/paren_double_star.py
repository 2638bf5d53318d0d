styles = (
    {( **entries, **styles} if inherit else styles
)
