"""Sprites of Paradise Fallen: cards, islands, canoes, drawn in code."""
