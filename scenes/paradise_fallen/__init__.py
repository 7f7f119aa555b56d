"""The table of Paradise Fallen."""
