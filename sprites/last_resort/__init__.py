"""Last Resort drawn in code: stations, tiles, tourists, the main board and the prestige tracks."""
