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

from game.spec import Option, declare

from .bot import make_bot
from .help_text import RULES_TEXT
from .state import FIRST_SEAT, RANDOM_FIRST, ParadiseFallenState, new_game

FIRST_PLAYER = Option("first_player", "First: the last to visit an island", (RANDOM_FIRST, 1, 2, 3, 4), RANDOM_FIRST,
                      labels={RANDOM_FIRST: "random", 1: "seat 1", 2: "seat 2", 3: "seat 3", 4: "seat 4"},
                      missing=FIRST_SEAT, least_players={3: 3, 4: 4},
                      seat_choices=True)
"""Who starts (the rulebook: "the last player to have visited an island"); a game saved without it: seat 1."""

SPEC = declare(__name__, ParadiseFallenState, id="paradise-fallen", title="Paradise Fallen", players=(2, 4),
               blurb="Paddle the nine Hawaiian islands, pay your way in rations and explore them first.",
               options=(FIRST_PLAYER,))
"""What the app's menu needs to offer Paradise Fallen."""

__all__ = ["SPEC", "FIRST_PLAYER", "new_game", "ParadiseFallenState", "RULES_TEXT", "make_bot"]
