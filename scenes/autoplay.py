"""The options of an ``--autoplay`` run (the run itself is driven by :class:`scenes.manager.App`)."""
from __future__ import annotations

from dataclasses import dataclass

from game.record import GameRecord


@dataclass
class Autoplay:
    """Options of an ``--autoplay`` run: computer seats only, no covers, top speed."""

    game: str
    players: int
    seed: int
    screenshot: str | None = None
    time_limit: float = 600.0
    stop_after: int | None = None
    """Stop (and save) once this run has played this many moves; None: play to the end."""
    save: str | None = None
    """Where to write the game when the run stops or the game ends (None: nowhere)."""
    record: GameRecord | None = None
    """The game being played (set when it starts)."""
    moves_before: int = 0
    """How many moves the game had when this run took it up (a resumed save)."""

    def watch(self, record: GameRecord) -> None:
        """Follow ``record``: the game this run plays, from the moves it has now."""
        self.record = record
        self.moves_before = len(record.moves)

    @property
    def moves_played(self) -> int:
        """Moves played by this run so far."""
        return len(self.record.moves) - self.moves_before if self.record is not None else 0
