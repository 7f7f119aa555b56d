"""The events of Paradise Fallen, for the scene to animate and the log to tell.

No event carries a secret: a card drawn, taken or handed out is counted, never
named; a card is named only once it lies face up (paid, explored, discarded,
raided).  Events that draw at random or show a hidden card have ``reveals``.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class TurnStarted(Event):
    """``seat``'s turn begins (turns are numbered from 1 over the whole game)."""

    seat: int
    turn_number: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    """``seat`` draws ``count`` cards from the deck; ``why`` names the rule ("refill", "Maui", ...)."""

    reveals = True

    seat: int
    count: int
    why: str


@dataclass(frozen=True)
class TripMade(Event):
    """``seat``'s canoe went along ``path`` for ``cost`` rations, paying the cards ``paid`` (``wasted`` lost)."""

    seat: int
    start: int
    path: tuple[int, ...]
    cost: int
    paid: tuple[int, ...]
    wasted: int
    islands: tuple[str, ...] = ()
    """The islands of ``path``, by name."""


@dataclass(frozen=True)
class Explored(Event):
    """``seat`` explored ``island`` with ``card``; ``token``: a Kanaloa token was placed on it."""

    seat: int
    island: str
    card: int
    token: bool


@dataclass(frozen=True)
class PowerUsed(Event):
    """``seat`` spent the Kanaloa token of ``island`` for its power."""

    seat: int
    island: str


@dataclass(frozen=True)
class AptitudePlayed(Event):
    """``seat`` played the Aptitude ``card``."""

    seat: int
    card: int


@dataclass(frozen=True)
class AberrationPlayed(Event):
    """``seat`` laid the Aberration ``card`` on ``spot``."""

    seat: int
    card: int
    spot: int
    place: str = ""
    """The spot in words ("Maui", "between Maui and Hawaii")."""


@dataclass(frozen=True)
class AberrationMoved(Event):
    """Kauai's power: ``card`` went from ``from_spot`` to ``to_spot``."""

    seat: int
    card: int
    from_spot: int
    to_spot: int
    place: str = ""


@dataclass(frozen=True)
class SpotsSwapped(Event):
    """Kahoolawe's power: the Aberrations of ``first`` and ``second`` changed places."""

    seat: int
    first: int
    second: int
    places: tuple[str, ...] = ()


@dataclass(frozen=True)
class AberrationRemoved(Event):
    """The Shaman sent ``card`` from ``spot`` to the discard pile."""

    seat: int
    card: int
    spot: int
    place: str = ""


@dataclass(frozen=True)
class Raided(Event):
    """Raiding Tribe: ``picker`` picked face down and ``victim`` lost ``card`` to the discard pile."""

    reveals = True

    victim: int
    picker: int
    card: int


@dataclass(frozen=True)
class CardTaken(Event):
    """The Trickster: ``taker`` took a random card from ``victim``'s hand (which one stays secret)."""

    reveals = True

    taker: int
    victim: int


@dataclass(frozen=True)
class CardsGiven(Event):
    """Lanai's power: ``giver`` handed out the drawn cards, ``counts[seat]`` to each seat."""

    reveals = True

    giver: int
    counts: tuple[int, ...]


@dataclass(frozen=True)
class CardsReturned(Event):
    """Niihau's power: the Ration ``cards`` went from the discard pile back to ``seat``'s hand."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardDiscarded(Event):
    """``seat`` discarded ``card`` face up (``why``: "end of turn" or "Nihoa")."""

    seat: int
    card: int
    why: str


@dataclass(frozen=True)
class SailedFree(Event):
    """``seat``'s canoe went from ``start`` to ``end`` for nothing (``why``: "Oahu" or "Sea Turtle")."""

    seat: int
    start: int
    end: int
    why: str
    island: str = ""


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The deck ran out: the discard pile, shuffled, is the new deck of ``size`` cards."""

    reveals = True

    size: int


@dataclass(frozen=True)
class TokenRevived(Event):
    """Ancestors' Blessing: ``seat``'s token on ``island`` is face up again."""

    seat: int
    island: str


@dataclass(frozen=True)
class PlayEnded(Event):
    """``seat`` finished the play phase (the end phase follows: discard, then refill)."""

    seat: int


@dataclass(frozen=True)
class EndTriggered(Event):
    """``seat`` reached ``target`` explored islands: every other player has one more turn."""

    seat: int
    target: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """``seat``'s turn is over; ``aptitudes`` (lasting ones) went to the discard pile."""

    seat: int
    aptitudes: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The game is over: ``winners`` (several share), each seat's explored islands and face-up tokens."""

    winners: tuple[int, ...]
    explored: tuple[int, ...]
    tokens: tuple[int, ...]
