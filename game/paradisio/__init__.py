"""Paradisio: a 2-player tile-laying match and a three-level solitaire.

Pure Python rules; never imports pygame.  The match: :mod:`.state` (the rules as read, in its
docstring), :mod:`.actions`, :mod:`.events`, :mod:`.legal`, :mod:`.snapshot`, :mod:`.narrate`,
:mod:`.bot`, :mod:`.hidden`, :mod:`.help_text`; the tiles and the table: :mod:`.tiles`, :mod:`.grid`.
The solitaire: :mod:`.solitaire` (checking, solving, hints), :mod:`.grading` (puzzles),
:mod:`.solitaire_board` (a board being played, with undo) and :mod:`.solitaire_words`.
"""
from __future__ import annotations

from game.spec import declare

from .actions import Place
from .events import RoundStarted
from .help_text import RULES_TEXT
from .state import ParadisioState, new_game

__all__ = ["SPEC", "RULES_TEXT", "ParadisioState", "Place", "RoundStarted", "new_game"]


SPEC = declare(__name__, ParadisioState, id="paradisio", title="Paradisio", players=(2, 2),
               blurb="Two players lay island tiles edge to edge; whoever lays the last tile takes a token.")
"""What the app's menu needs to offer Paradisio."""
