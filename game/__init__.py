"""The rules of Paradise Table's games. Pure Python: never imports pygame."""
