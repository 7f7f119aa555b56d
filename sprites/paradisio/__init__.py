"""Drawing for Paradisio: tiles, the match table, the solitaire board."""
