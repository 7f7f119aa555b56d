"""The actions of Paradise Fallen: small frozen dataclasses with a readable str().

Card arguments are card ids (see :data:`~game.paradise_fallen.cards.CARDS`),
positions are grid positions 0–8, spots are positions 0–8 or gaps 9–20.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.codec import action_decoder
from game.core import Action


@dataclass(frozen=True)
class Move(Action):
    """Base of Paradise Fallen's actions: ``str()`` reads the move in words (:func:`.narrate.phrase`)."""

    def __str__(self) -> str:
        from .narrate import phrase  # narrate reads these classes, so it is imported when first needed

        return phrase(self)


@dataclass(frozen=True)
class CardMove(Move):
    """A move made with one card, ``card``."""

    card: int


@dataclass(frozen=True)
class CardToSpot(Move):
    """A move that puts the Aberration ``card`` on ``spot`` (an island 0–8 or a gap 9–20)."""

    card: int
    spot: int


@dataclass(frozen=True)
class IslandMove(Move):
    """A move with the Kanaloa token of the explored ``island``."""

    island: str


@dataclass(frozen=True)
class Trip(Move):
    """Sail along ``path`` (the positions entered, in order, ending at the destination),
    paying with the cards ``pay`` (Ration cards, or Island cards worth 1 each)."""

    path: tuple[int, ...]
    pay: tuple[int, ...]


class Explore(CardMove):
    """Play an Island card to explore that island (where the canoe is, or next to it with Molokai's power)."""


class PlayAberration(CardToSpot):
    """Lay an Aberration card on an island or in a gap (as its face says)."""


class PlayAptitude(CardMove):
    """Play an Aptitude card (only at the start of a turn)."""


class UsePower(IslandMove):
    """Spend the Kanaloa token of an explored island for its power (one a turn)."""


@dataclass(frozen=True)
class SailTo(Move):
    """A free move the turn allows now (Oahu's power, the Sea Turtle)."""

    position: int


class MoveAberration(CardToSpot):
    """Kauai's power: move one Aberration in play to another like location."""


@dataclass(frozen=True)
class SwapSpots(Move):
    """Kahoolawe's power: swap all Aberrations of two like locations (islands or gaps)."""

    first: int
    second: int


class RemoveAberration(CardMove):
    """The Shaman: put one Aberration in play onto the discard pile."""


@dataclass(frozen=True)
class TakeFrom(Move):
    """The Trickster: take a random card from seat ``seat``'s hand."""

    seat: int


class Revive(IslandMove):
    """Ancestors' Blessing: turn the spent token of the explored ``island`` face up again."""


@dataclass(frozen=True)
class Deal(Move):
    """Lanai's power: the drawn cards, in the order drawn, go to these seats (one each)."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class RaidPick(Move):
    """Raiding Tribe: the player on the victim's left picks the face-down card at ``slot``."""

    slot: int


class Discard(CardMove):
    """Discard one card from the hand (the end phase, or Nihoa's power)."""


class EndPlay(Move):
    """Finish the play phase and go on to the end phase."""


class Done(Move):
    """Finish what is under way: the end phase (refill and pass), Nihoa's discards, Kauai's moves."""


ANSWERS = (RaidPick, SailTo, MoveAberration, SwapSpots, RemoveAberration, TakeFrom, Revive, Deal)
"""The moves made only when a card or an island power asks for them (answers to a pending choice)."""

action_from_dict = action_decoder(
    Trip, Explore, PlayAberration, PlayAptitude, UsePower, SailTo, MoveAberration, SwapSpots,
    RemoveAberration, TakeFrom, Revive, Deal, RaidPick, Discard, EndPlay, Done)
"""Rebuild an action from :meth:`Action.to_dict` data (CorruptSave if it is not one)."""
