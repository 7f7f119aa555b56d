"""Paradisio screens: the 2-player match and the solitaire."""
