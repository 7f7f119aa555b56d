"""The lines of a replay: one per move of a game, in plain words (no pygame here).

Each move's line is made of the sentences the game narrates for its events
(``GameSpec.narration.event``), or, for a move that narrates no event, the
move itself in the game's words (``narration.move``: "Ana places the coast tile
beside the first one.").  Every sentence comes whole from the game's
``narrate`` module: nothing here conjugates or lower-cases a code name.

A move made in a simultaneous secret choice (``State.simultaneous``, e.g. a
sealed bid) is **sealed**: the table only saw that it was made
(``narration.sealed``: "Anna enters a sealed bid.").  What was chosen
(``narration.move``: "Anna bids 12 Paras in secret.") shows only when the
viewer asks to see everything.  Lines of moves the replay has not reached
are veiled (:data:`VEIL`): even who moves next, or the score in a heading,
would tell how a round ended before the replay shows it.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.record import GameRecord

SENTENCE_JOIN = " "
"""How a move's sentences follow one another in its line: each is whole, full stop and all."""
VEIL = "\u00b7 \u00b7 \u00b7"
"""What a line shows before the replay has reached it."""


@dataclass(frozen=True)
class MoveLine:
    """One move of the game as the replay tells it."""

    move: int
    """The move's index in the history."""
    name: str
    """Who moved."""
    heading: str
    """How far the game had come before the move (``State.progress``), to group the lines."""
    told: tuple[str, ...]
    """The sentences narrated for the move's public events."""
    choice: str
    """What the seat did, in the game's words ("Anna bids 12 Paras in secret.")."""
    veiled: str
    """What the table saw of it ("Anna enters a sealed bid."; for an open move, the same as ``choice``)."""
    sealed: bool
    """True when the move was a secret choice the table did not see."""

    def quiet(self, everything: bool) -> str:
        """The move before anything it caused is shown: the choice, or for a sealed one that it was made."""
        return self.choice if everything or not self.sealed else self.veiled

    def text(self, everything: bool) -> str:
        """The whole line once the move has been shown (``everything``: with the sealed choice as entered)."""
        told = SENTENCE_JOIN.join(self.told)
        if not told:
            return self.quiet(everything)
        if self.sealed and everything:
            return f"{self.quiet(everything)} \u00b7 {told}"
        return told


def game_lines(record: GameRecord) -> list[MoveLine]:
    """One line per move of ``record``, made by replaying its history through the rules."""
    spec = record.spec
    names = [seat.name for seat in record.seats]
    state = record.fresh_state()
    lines: list[MoveLine] = []
    narration = spec.narration
    for index, move in enumerate(record.moves):
        heading = state.progress()
        sealed = state.simultaneous
        events = state.apply(move.seat, move.action)
        told = tuple(text for event in events if (text := narration.event(event, names)))
        choice = narration.move(move.seat, move.action, names)
        veiled = narration.sealed(move.seat, move.action, names) if sealed else choice
        lines.append(MoveLine(index, names[move.seat], heading, told, choice, veiled, sealed))
    return lines
