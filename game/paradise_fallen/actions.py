"""The actions of Paradise Fallen: small frozen dataclasses with a readable str().

Card arguments are card ids (see :data:`~game.paradise_fallen.cards.CARDS`),
positions are grid positions 0–8, spots are positions 0–8 or gaps 9–20.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.codec import action_decoder
from game.core import Action

from .cards import CARDS, GAPS, ISLAND_SPOTS


def card_name(card: int) -> str:
    """A card's readable name ("the 2 Ration", "the Maui card", "Green Mist")."""
    if not 0 <= card < len(CARDS):
        return f"card {card}"
    face = CARDS[card]
    if face.kind == "ration":
        return f"a {face.value} Ration"
    if face.kind == "island":
        return f"a {face.name} card"
    return face.name


def spot_name(spot: int) -> str:
    """A spot's readable name: "position 3" or "the gap 3-4"."""
    if 0 <= spot < ISLAND_SPOTS:
        return f"position {spot}"
    if ISLAND_SPOTS <= spot < ISLAND_SPOTS + len(GAPS):
        a, b = GAPS[spot - ISLAND_SPOTS]
        return f"the gap {a}-{b}"
    return f"spot {spot}"


@dataclass(frozen=True)
class Trip(Action):
    """Sail along ``path`` (the positions entered, in order, ending at the destination),
    paying with the cards ``pay`` (Ration cards, or Island cards worth 1 each)."""

    path: tuple[int, ...]
    pay: tuple[int, ...]

    def __str__(self) -> str:
        paid = ", ".join(card_name(c) for c in self.pay) or "nothing"
        return f"sail to position {self.path[-1] if self.path else '?'} paying {paid}"


@dataclass(frozen=True)
class Explore(Action):
    """Play an Island card to explore that island (where the canoe is, or next to it with Molokai's power)."""

    card: int

    def __str__(self) -> str:
        return f"explore with {card_name(self.card)}"


@dataclass(frozen=True)
class PlayAberration(Action):
    """Lay an Aberration card on an island or in a gap (as its face says)."""

    card: int
    spot: int

    def __str__(self) -> str:
        return f"lay {card_name(self.card)} on {spot_name(self.spot)}"


@dataclass(frozen=True)
class PlayAptitude(Action):
    """Play an Aptitude card (only at the start of a turn)."""

    card: int

    def __str__(self) -> str:
        return f"play {card_name(self.card)}"


@dataclass(frozen=True)
class UsePower(Action):
    """Spend the Kanaloa token of an explored island for its power (one a turn)."""

    island: str

    def __str__(self) -> str:
        return f"use the power of {self.island}"


@dataclass(frozen=True)
class SailTo(Action):
    """A free move the turn allows now (Oahu's power, the Sea Turtle)."""

    position: int

    def __str__(self) -> str:
        return f"sail free to position {self.position}"


@dataclass(frozen=True)
class MoveAberration(Action):
    """Kauai's power: move one Aberration in play to another like location."""

    card: int
    spot: int

    def __str__(self) -> str:
        return f"move {card_name(self.card)} to {spot_name(self.spot)}"


@dataclass(frozen=True)
class SwapSpots(Action):
    """Kahoolawe's power: swap all Aberrations of two like locations (islands or gaps)."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"swap the Aberrations of {spot_name(self.first)} and {spot_name(self.second)}"


@dataclass(frozen=True)
class RemoveAberration(Action):
    """The Shaman: put one Aberration in play onto the discard pile."""

    card: int

    def __str__(self) -> str:
        return f"send {card_name(self.card)} to the discard pile"


@dataclass(frozen=True)
class TakeFrom(Action):
    """The Trickster: take a random card from seat ``seat``'s hand."""

    seat: int

    def __str__(self) -> str:
        return f"take a card from seat {self.seat + 1}"


@dataclass(frozen=True)
class Revive(Action):
    """Ancestors' Blessing: turn the spent token of the explored ``island`` face up again."""

    island: str

    def __str__(self) -> str:
        return f"turn the token of {self.island} up again"


@dataclass(frozen=True)
class Deal(Action):
    """Lanai's power: the drawn cards, in the order drawn, go to these seats (one each)."""

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return "give out the cards to seats " + ", ".join(str(s + 1) for s in self.seats)


@dataclass(frozen=True)
class RaidPick(Action):
    """Raiding Tribe: the player on the victim's left picks the face-down card at ``slot``."""

    slot: int

    def __str__(self) -> str:
        return f"pick face-down card {self.slot + 1}"


@dataclass(frozen=True)
class Discard(Action):
    """Discard one card from the hand (the end phase, or Nihoa's power)."""

    card: int

    def __str__(self) -> str:
        return f"discard {card_name(self.card)}"


@dataclass(frozen=True)
class EndPlay(Action):
    """Finish the play phase and go on to the end phase."""

    def __str__(self) -> str:
        return "end the play phase"


@dataclass(frozen=True)
class Done(Action):
    """Finish what is under way: the end phase (refill and pass), Nihoa's discards, Kauai's moves."""

    def __str__(self) -> str:
        return "done"


ANSWERS = (RaidPick, SailTo, MoveAberration, SwapSpots, RemoveAberration, TakeFrom, Revive, Deal)
"""The moves made only when a card or an island power asks for them (answers to a pending choice)."""

action_from_dict = action_decoder(
    Trip, Explore, PlayAberration, PlayAptitude, UsePower, SailTo, MoveAberration, SwapSpots,
    RemoveAberration, TakeFrom, Revive, Deal, RaidPick, Discard, EndPlay, Done)
"""Rebuild an action from :meth:`Action.to_dict` data (CorruptSave if it is not one)."""
