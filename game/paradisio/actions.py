"""What a Paradisio player does: place a tile (the game's one action)."""
from __future__ import annotations

from dataclasses import dataclass

from game.codec import action_decoder
from game.core import Action
from game.paradisio.tiles import describe


@dataclass(frozen=True)
class Place(Action):
    """Put tile ``tile_id`` on ``cell`` (col, row) after ``turn`` clockwise quarter turns.

    The cell is counted from the round's first tile, which lies on (0, 0); ``col`` grows to the right and
    ``row`` downwards (see :mod:`game.paradisio.grid`).  What a player reads of a placement comes from
    :func:`game.paradisio.narrate.move`; ``str()`` is for logs and debugging.
    """

    tile_id: int
    cell: tuple[int, int]
    turn: int = 0

    def __str__(self) -> str:
        turned = f", turned {self.turn * 90}°" if self.turn % 4 else ""
        return f"place {describe(self.tile_id)} at column {self.cell[0]}, row {self.cell[1]}{turned}"


action_from_dict = action_decoder(Place)
"""Rebuild a Paradisio move from ``Place.to_dict`` data (CorruptSave if it is not one)."""
