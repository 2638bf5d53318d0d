x = "a\néb"
