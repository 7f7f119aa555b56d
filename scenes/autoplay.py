"""The options of an ``--autoplay`` run (the run itself is driven by :class:`scenes.manager.App`)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import SeatKind
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
    kinds: tuple[str, ...] = ()
    """Each seat's computer level (``--kinds``); one level for every seat; empty: hard, then easy."""

    def kind(self, seat: int) -> SeatKind:
        """The computer level of ``seat`` in a new autoplay game."""
        if not self.kinds:
            return "hard" if seat == 0 else "easy"
        chosen = self.kinds[seat] if len(self.kinds) > 1 else self.kinds[0]
        assert chosen in ("easy", "hard", "expert")
        return chosen  # type: ignore[return-value]

    def watch(self, record: GameRecord) -> None:
        """Follow ``record``: the game this run plays, from the moves it has now."""
        self.record = record
        self.moves_before = len(record.moves)

    @property
    def moves_played(self) -> int:
        """Moves played by this run so far."""
        return len(self.record.moves) - self.moves_before if self.record is not None else 0
