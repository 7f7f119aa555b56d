"""What the Paradisio match table tells beside the log: who started the round and why, and the last tile laid.

The news follows the events as the table shows them (never ahead of the
animation), and is worked out again from the view and the history after an
undo or when a saved game opens.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Event
from game.paradisio import narrate
from game.paradisio.actions import Place
from game.paradisio.events import RoundStarted, TilePlaced
from game.paradisio.snapshot import start_rule_of
from game.record import Move

Cell = tuple[int, int]

FRESH_TIME = 1.6
"""How long (seconds at animation speed 1) the news glows after a computer's move or a new round."""


@dataclass
class LastTile:
    """The tile laid last on the table: where, its id and who laid it."""

    cell: Cell
    tile_id: int
    seat: int


@dataclass
class TableNews:
    """The round's starter (and the rule), the last tile laid (and where), and how fresh the news is."""

    round_line: str = ""
    round_rule: str = ""
    move_line: str = ""
    last_tile: LastTile | None = None
    fresh: float = 0.0

    def tell(self, event: Event, names: Sequence[str], by_computer: bool) -> None:
        """Take the news of an event the table starts to show."""
        if isinstance(event, TilePlaced):
            self.move_line = narrate.last_tile(event, names)
            self.last_tile = LastTile((event.cell[0], event.cell[1]), event.tile_id, event.seat)
            if by_computer:
                self.fresh = FRESH_TIME
        elif isinstance(event, RoundStarted):
            self._round(event, names)
            self.move_line, self.last_tile = "", None
            self.fresh = FRESH_TIME

    def _round(self, event: RoundStarted, names: Sequence[str]) -> None:
        self.round_line, self.round_rule = narrate.round_news(event, names)

    def recall(self, view: dict[str, Any], moves: Sequence[Move], names: Sequence[str]) -> None:
        """The news of the table as ``view`` shows it, with ``moves`` the history that led there."""
        self._round(RoundStarted(view["round"], view["starter"], ((), ()), start_rule_of(view)), names)
        self.move_line, self.last_tile, self.fresh = "", None, 0.0
        placed = {(p["cell"][0], p["cell"][1]): p for p in view["placed"]}
        if not moves or not isinstance(moves[-1].action, Place):
            return
        seat, action = moves[-1].seat, moves[-1].action
        cell = (action.cell[0], action.cell[1])
        if cell in placed and placed[cell]["tile_id"] == action.tile_id:
            self.tell(TilePlaced(seat, action.tile_id, cell, action.turn), names, by_computer=False)

    def update(self, dt: float) -> None:
        """Let the glow of fresh news fade."""
        self.fresh = max(0.0, self.fresh - dt)


def dealt_hands(view: dict[str, Any], moves: Sequence[Move]) -> list[list[int]]:
    """Each seat's hand as dealt this round (tray order), from the hands left and the round's moves.

    Every move lays one tile, so the round's moves are the last ones, as many
    as tiles lie on the table.
    """
    count = len(view["placed"])
    hands = [list(hand) for hand in view["hands"]]
    for move in moves[len(moves) - count:] if count else []:
        if isinstance(move.action, Place) and 0 <= move.seat < len(hands):
            hands[move.seat].append(move.action.tile_id)
    return [sorted(hand) for hand in hands]
