"""Paradise Fallen: The Card Game (Crash Games): the rules layer.  Pure Python, never imports pygame.

One module a job, as in every game: :mod:`.state` (:class:`ParadiseFallenState`, :func:`new_game`),
:mod:`.actions`, :mod:`.events`, :mod:`.legal` (``problem`` and ``legal_actions``), :mod:`.narrate` (the
sentences of events, moves and results), :mod:`.prompts` (what the table says while it waits), :mod:`.bot`,
:mod:`.help_text`, :mod:`.hidden` (what is secret, and the resample's redraw), :mod:`.snapshot` (the view
and the save), :mod:`.cards` (the data table), and the rules themselves: :mod:`.trips` (costs, routes,
payments), :mod:`.fares` (what a trip costs and crosses, for the rules, the table and the bots),
:mod:`.play` and :mod:`.powers` (carrying moves out).
"""
from __future__ import annotations

from game.spec import declare

from .bot import make_bot
from .help_text import RULES_TEXT
from .state import ParadiseFallenState, new_game

SPEC = declare(__name__, ParadiseFallenState, id="paradise-fallen", title="Paradise Fallen", players=(2, 4),
               blurb="Paddle the nine Hawaiian islands, pay your way in rations and explore them first.")
"""What the app's menu needs to offer Paradise Fallen."""

__all__ = ["SPEC", "new_game", "ParadiseFallenState", "RULES_TEXT", "make_bot"]
