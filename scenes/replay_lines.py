"""The lines of a replay: one per move of a game, in plain words (no pygame here).

Each move's line is made of the sentences the game narrates for its events
(``GameSpec.narrate``), or, for a game or a move that narrates nothing, the
action in words ("Ana places coast #5 at column 0, row 1").

A move made while several seats were to move is a **sealed** choice (the
contract's simultaneous secret choice, e.g. a sealed bid): the table only saw
that it was entered ("Anna enters a sealed bid").  What was chosen is read
from the recorded action ("Anna bids 12 Paras in secret") and shown only when
the viewer asks to see everything.  Lines of moves the replay has not reached
are veiled (:data:`VEIL`): even who moves next, or the score in a heading,
would tell how a round ended before the replay shows it.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.record import GameRecord

SENTENCE_JOIN = "; "
VEIL = "\u00b7 \u00b7 \u00b7"
"""What a line shows before the replay has reached it."""


def third_person(phrase: str) -> str:
    """``"bid 12 Paras"`` -> ``"bids 12 Paras"``: the first word (a verb) said of someone."""
    verb, space, rest = phrase.partition(" ")
    if not verb:
        return phrase
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        verb += "es"
    elif verb.endswith("y") and len(verb) > 1 and verb[-2] not in "aeiou":
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return verb + space + rest


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
    """What the seat did, in words ("Anna bids 12 Paras")."""
    kind: str
    """The kind of action, in lower case ("bid")."""
    sealed: bool
    """True when the move was a secret choice the table did not see."""

    def quiet(self, everything: bool) -> str:
        """The move before anything it caused is shown: the sealed choice (as entered, or that it was), or the action."""
        if not self.sealed:
            return self.choice
        if everything:
            return f"{self.choice} in secret"
        return f"{self.name} enters a sealed {self.kind}"

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
    secret_round: set[int] = set()
    for index, move in enumerate(record.moves):
        heading = state.progress()
        if len(state.to_move) > 1:
            secret_round = set(state.to_move)
        sealed = move.seat in secret_round
        secret_round.discard(move.seat)
        events = state.apply(move.seat, move.action)
        told = tuple(text for event in events
                     if spec.narrate is not None and (text := spec.narrate(event, names)))
        name = names[move.seat]
        lines.append(MoveLine(index, name, heading, told, f"{name} {third_person(str(move.action))}",
                              type(move.action).__name__.lower(), sealed))
    return lines
