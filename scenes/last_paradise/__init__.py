"""The Last Paradise screens: the table, the private bid and offer screens."""
