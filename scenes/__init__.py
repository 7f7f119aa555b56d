"""One screen each: scenes read input, ask the rules, and animate events."""
