"""Players' records: every finished game of the app, per player and game, kept in SQLite.

Pygame-free but :mod:`scenes.records.screen`: :mod:`rows` turns a finished
game into the lines kept, :mod:`store` keeps them (schema version, migrations,
damaged or foreign files set aside), :mod:`keeping` records a game where it
finishes and rebuilds from the saves, :mod:`tally` adds them up, and
:mod:`terminal` prints them for ``main.py --records``.
"""
