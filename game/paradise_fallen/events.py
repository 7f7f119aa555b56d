"""The events of Paradise Fallen, for the scene to animate and the log to tell (:mod:`narrate`).

No event carries a secret: a card drawn, taken or handed out is counted, never
named; a card is named only once it lies face up (paid, explored, discarded,
raided).  Every event about a seat's doing names that seat ``seat``; another
seat it touches keeps its role's name (``victim``).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class SeatEvent(Event):
    """An event of one seat's doing (or of its turn): ``seat`` is that seat."""

    seat: int


@dataclass(frozen=True)
class TurnStarted(SeatEvent):
    """``seat``'s turn begins (turns are numbered from 1 over the whole game)."""

    turn_number: int


@dataclass(frozen=True)
class CardsDrawn(SeatEvent):
    """``seat`` draws ``count`` cards from the deck; ``why`` names the rule ("refill", "Maui", ...)."""

    count: int
    why: str


@dataclass(frozen=True)
class TripMade(SeatEvent):
    """``seat``'s canoe went along ``path`` for ``cost`` rations, paying the cards ``paid`` (``wasted`` lost)."""

    start: int
    path: tuple[int, ...]
    cost: int
    paid: tuple[int, ...]
    wasted: int
    islands: tuple[str, ...] = ()
    """The islands of ``path``, by name."""


@dataclass(frozen=True)
class Explored(SeatEvent):
    """``seat`` explored ``island`` with ``card``; ``token``: a Kanaloa token was placed on it."""

    island: str
    card: int
    token: bool


@dataclass(frozen=True)
class IslandEvent(SeatEvent):
    """Something ``seat`` did with the Kanaloa token of its explored ``island``."""

    island: str


class PowerUsed(IslandEvent):
    """``seat`` spent the Kanaloa token of ``island`` for its power."""


class TokenRevived(IslandEvent):
    """Ancestors' Blessing: ``seat``'s token on ``island`` is face up again."""


@dataclass(frozen=True)
class AptitudePlayed(SeatEvent):
    """``seat`` played the Aptitude ``card``."""

    card: int


@dataclass(frozen=True)
class AberrationEvent(SeatEvent):
    """``seat`` did something with the Aberration ``card`` at ``spot`` (``place``: the spot in words,
    "Maui" or "between Maui and Hawaii")."""

    card: int
    spot: int
    place: str = ""


class AberrationPlayed(AberrationEvent):
    """``seat`` laid the Aberration ``card`` on ``spot``."""


class AberrationRemoved(AberrationEvent):
    """The Shaman: ``seat`` sent ``card`` from ``spot`` to the discard pile."""


@dataclass(frozen=True)
class AberrationMoved(SeatEvent):
    """Kauai's power: ``seat`` moved ``card`` from ``from_spot`` to ``to_spot`` (``place``: where it lies now)."""

    card: int
    from_spot: int
    to_spot: int
    place: str = ""


@dataclass(frozen=True)
class SpotsSwapped(SeatEvent):
    """Kahoolawe's power: the Aberrations of ``first`` and ``second`` changed places."""

    first: int
    second: int
    places: tuple[str, ...] = ()


@dataclass(frozen=True)
class Raided(SeatEvent):
    """Raiding Tribe: ``seat`` (on the traveller's left) picked face down, and ``victim`` lost ``card`` to the
    discard pile."""

    victim: int
    card: int


@dataclass(frozen=True)
class CardTaken(SeatEvent):
    """The Trickster: ``seat`` took a random card from ``victim``'s hand (which one stays secret)."""

    victim: int


@dataclass(frozen=True)
class CardsGiven(SeatEvent):
    """Lanai's power: ``seat`` handed out the drawn cards, ``counts[s]`` to each seat ``s``."""

    counts: tuple[int, ...]


@dataclass(frozen=True)
class CardsReturned(SeatEvent):
    """Niihau's power: the Ration ``cards`` went from the discard pile back to ``seat``'s hand."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardDiscarded(SeatEvent):
    """``seat`` discarded ``card`` face up (``why``: "end of turn" or "Nihoa")."""

    card: int
    why: str


@dataclass(frozen=True)
class SailedFree(SeatEvent):
    """``seat``'s canoe went from ``start`` to ``end`` for nothing (``why``: "Oahu" or "Sea Turtle")."""

    start: int
    end: int
    why: str
    island: str = ""


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The deck ran out: the discard pile, shuffled, is the new deck of ``size`` cards."""

    size: int


@dataclass(frozen=True)
class PlayEnded(SeatEvent):
    """``seat`` finished the play phase (the end phase follows: discard, then refill)."""


@dataclass(frozen=True)
class EndTriggered(SeatEvent):
    """``seat`` reached ``target`` explored islands: every other player has one more turn."""

    target: int


@dataclass(frozen=True)
class TurnEnded(SeatEvent):
    """``seat``'s turn is over; ``aptitudes`` (lasting ones) went to the discard pile."""

    aptitudes: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The game is over: ``winners`` (several share), each seat's explored islands and face-up tokens, and who
    reached the goal and ended it (``ended_by``; None if the game ended otherwise)."""

    winners: tuple[int, ...]
    explored: tuple[int, ...]
    tokens: tuple[int, ...]
    ended_by: int | None = None
