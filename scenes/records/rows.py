"""The lines the records keep of one finished game: the game, and each seat's name, kind, rank and score.

A game is known by its save id (the save file's name without ``.json``), so a
game finished twice, loaded again or replayed is one game.  Pure: no files, no
pygame.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.record import GameRecord


@dataclass(frozen=True)
class SeatLine:
    """One seat of a finished game as the records keep it."""

    seat: int
    name: str
    colour: str
    kind: str
    """"human", or the computer level ("easy", "hard", "expert")."""
    rank: int
    score: int
    hints: int | None = None
    """Hints this seat took (None: not counted, in a line written before hints were)."""

    @property
    def is_human(self) -> bool:
        """True when a person played this seat."""
        return self.kind == "human"


@dataclass(frozen=True)
class GameLine:
    """One finished game as the records keep it."""

    save_id: str
    game: str
    finished_at: float
    """Seconds since the epoch: the save's date (the moment its last move was saved)."""
    seed: int
    seats: tuple[SeatLine, ...]

    @property
    def firsts(self) -> int:
        """How many seats ranked first (more than one: a shared win; none: everyone lost, as solo can)."""
        return sum(1 for seat in self.seats if seat.rank == 1)


def save_id_of(name: str) -> str:
    """The save id of a save file's name: the name without ``.json``."""
    return name[:-5] if name.endswith(".json") else name


def game_line(save_id: str, record: GameRecord, finished_at: float) -> GameLine:
    """The records' line of the finished game ``record``, with the hints each seat took (ValueError if it is
    not over)."""
    if not record.state.is_over:
        raise ValueError("only a finished game goes into the records")
    result = record.state.result()
    standing = {s.seat: s for s in result.standings}
    seats = tuple(SeatLine(seat.index, seat.name, seat.colour, seat.kind, standing[seat.index].rank,
                           standing[seat.index].score, record.hints[seat.index])
                  for seat in record.seats if seat.index in standing)
    return GameLine(save_id, record.spec.id, finished_at, record.seed, seats)
