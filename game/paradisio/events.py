"""What happens in a Paradisio match, for the scene to animate and the log to tell (:mod:`.narrate`).

Paradisio is open information: every event is public.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.core import Event

StartRule = Literal["drawn", "lost", "tied"]
"""Why a seat starts a round: drawn at random (round 1), it lost the round before, or that round was
a tie and it did not start it."""


@dataclass(frozen=True)
class RoundStarted(Event):
    """A round begins: fresh hands are dealt face up and ``starter`` plays first (a random deal).

    ``because`` names the rule that made ``starter`` the first player.
    """

    round: int
    starter: int
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    because: StartRule = "drawn"


@dataclass(frozen=True)
class TilePlaced(Event):
    """``seat`` put tile ``tile_id`` on ``cell`` in ``turn``."""

    seat: int
    tile_id: int
    cell: tuple[int, int]
    turn: int


@dataclass(frozen=True)
class RoundWon(Event):
    """``loser`` could not place, so ``winner`` (who placed last) takes an island token."""

    round: int
    winner: int
    loser: int
    tokens: tuple[int, int]


@dataclass(frozen=True)
class RoundTied(Event):
    """All 16 tiles are down: a tie, nobody takes a token."""

    round: int
    tokens: tuple[int, int]


@dataclass(frozen=True)
class MatchWon(Event):
    """``winner`` has collected enough island tokens and wins the match."""

    winner: int
    tokens: tuple[int, int]
