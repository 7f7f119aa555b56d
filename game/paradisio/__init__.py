"""Paradisio: a 2-player tile-laying match and a three-level solitaire.

Pure Python rules; never imports pygame.  The match: :mod:`.state` (the rules as read, in its
docstring), :mod:`.actions`, :mod:`.events`, :mod:`.legal`, :mod:`.snapshot`, :mod:`.narrate`,
:mod:`.bot`, :mod:`.hidden`, :mod:`.help_text`; the tiles and the table: :mod:`.tiles`, :mod:`.grid`.
The solitaire: :mod:`.solitaire` (checking, solving, hints), :mod:`.grading` (puzzles),
:mod:`.solitaire_board` (a board being played, with undo) and :mod:`.solitaire_words`.
"""
from __future__ import annotations

from game.spec import GameSpec, Narration

from . import narrate
from .actions import Place, action_from_dict
from .bot import make_bot
from .events import RoundStarted
from .help_text import RULES_TEXT
from .hidden import GAME_TYPE
from .state import ParadisioState, new_game

__all__ = ["SPEC", "RULES_TEXT", "ParadisioState", "Place", "RoundStarted", "new_game"]


SPEC = GameSpec(
    id="paradisio",
    title="Paradisio",
    blurb="Two players lay island tiles edge to edge; whoever lays the last tile takes a token.",
    min_players=2,
    max_players=2,
    new_game=new_game,
    make_bot=make_bot,
    rules_text=RULES_TEXT,
    load=ParadisioState.from_json,
    action_from_dict=action_from_dict,
    game_type=GAME_TYPE,
    narration=Narration(narrate.event, narrate.move, narrate.sealed),
)
"""What the app's menu needs to offer Paradisio."""
