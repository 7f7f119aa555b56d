"""Paradise Fallen: The Card Game (Crash Games): the rules layer.  Pure Python, never imports pygame.

Public, pure and shared by the table and the tests: :func:`trip_cost`,
:func:`cheapest_trip`, :func:`trip_routes`, :func:`payments`,
:func:`cheapest_payment`, :func:`aberrations_of`, the card tables of
:mod:`cards`, and :func:`new_game` with :class:`ParadiseFallenState`.
"""
from __future__ import annotations

from game.legacy_narration import glued_move, glued_sealed
from game.spec import GameSpec, Narration

from .actions import (
    Deal,
    Discard,
    Done,
    EndPlay,
    Explore,
    MoveAberration,
    PlayAberration,
    PlayAptitude,
    RaidPick,
    RemoveAberration,
    Revive,
    SailTo,
    SwapSpots,
    TakeFrom,
    Trip,
    UsePower,
    action_from_dict,
)
from .bot import EasyBot, make_bot
from .help_text import RULES_TEXT
from .hidden import GAME_TYPE
from .narrate import describe
from .state import ParadiseFallenState, new_game
from .trips import (
    aberrations_of,
    canonical_payment,
    cheapest_payment,
    cheapest_trip,
    is_irredundant,
    payments,
    place_name,
    step_cost,
    trip_cost,
    trip_routes,
)

SPEC = GameSpec(
    id="paradise-fallen",
    title="Paradise Fallen",
    blurb="Paddle the nine Hawaiian islands, pay your way in rations and explore them first.",
    min_players=2,
    max_players=4,
    new_game=new_game,
    make_bot=make_bot,
    rules_text=RULES_TEXT,
    load=ParadiseFallenState.from_json,
    action_from_dict=action_from_dict,
    game_type=GAME_TYPE,
    narration=Narration(describe, glued_move, glued_sealed),
)
"""What the app's menu needs to offer Paradise Fallen."""

__all__ = [
    "SPEC", "new_game", "ParadiseFallenState", "RULES_TEXT", "describe", "EasyBot", "make_bot",
    "trip_cost", "cheapest_trip", "trip_routes", "step_cost", "payments", "cheapest_payment",
    "canonical_payment", "is_irredundant", "aberrations_of", "place_name",
    "Trip", "Explore", "PlayAberration", "PlayAptitude", "UsePower", "SailTo", "MoveAberration", "SwapSpots",
    "RemoveAberration", "TakeFrom", "Revive", "Deal", "RaidPick", "Discard", "EndPlay", "Done",
    "action_from_dict",
]
