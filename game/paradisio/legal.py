"""Which placements a seat may make now, and why another is refused, in a player's words.

:func:`problem` is None exactly for the actions :func:`legal_actions` lists: the seat to move places a
tile of its own hand, in one of its four turns, where :func:`game.paradisio.grid.placement_problem`
allows it (the first tile in the middle; later ones touching a tile, matching every neighbour and
keeping the 4×4 square).  The refusals of a placement are the grid's phrases, made sentences.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import Action
from game.paradisio.actions import Place
from game.paradisio.grid import Square, legal_placements, placement_problem, sentence
from game.paradisio.tiles import TILES

if TYPE_CHECKING:
    from game.paradisio.state import ParadisioState

MATCH_OVER = "The match is over."
ONLY_PLACING = "In Paradisio the only move is placing a tile."
NOT_YOUR_TURN = "It is not your turn."
NOT_YOUR_TILE = "That is not your tile."
QUARTER_TURNS = "A tile can be turned 0 to 3 quarter turns."


def can_place(placed: Square, hand: Sequence[int]) -> bool:
    """True when some tile of ``hand`` has a legal place on the table (tiles of one kind are tried once)."""
    seen: set[str] = set()
    for tile_id in hand:
        kind = TILES[tile_id].name
        if kind in seen:
            continue
        seen.add(kind)
        if legal_placements(placed, tile_id):
            return True
    return False


def legal_actions(state: "ParadisioState", seat: int) -> list[Action]:
    """Every Place ``seat`` may make now (all four turns of each fitting tile; none when it is not to move)."""
    if seat not in state.to_move:
        return []
    return [Place(tile_id, p.cell, p.turn)
            for tile_id in state.hands[seat] for p in legal_placements(state.placed, tile_id)]


def problem(state: "ParadisioState", seat: int, action: Action) -> str | None:
    """Why ``seat`` may not take ``action`` now, as a sentence (None exactly when it is legal)."""
    if state.is_over:
        return MATCH_OVER
    if not isinstance(action, Place):
        return ONLY_PLACING
    if seat not in state.to_move:
        return NOT_YOUR_TURN
    if action.tile_id not in state.hands[seat]:
        return NOT_YOUR_TILE
    if action.turn not in range(4):
        return QUARTER_TURNS
    why = placement_problem(state.placed, action.tile_id, (action.cell[0], action.cell[1]), action.turn)
    return None if why is None else sentence(why)
