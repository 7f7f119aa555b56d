"""The actions of Last Resort: small frozen dataclasses with a readable str() (for the developer: what a
player reads about a move comes from :mod:`.narrate`).

Tiles are tile ids (:data:`~game.last_resort.tiles.TILES`), spaces are station
spaces 0–23 (row by row), slots are a tile's tourist spaces from 0.  An action whose
only field is a space is a plain subclass of :class:`SpaceMove` (a frozen dataclass
already: it compares, hashes and saves the same).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from game.codec import action_decoder
from game.core import Action

AdvertName = Literal["amenity", "attraction", "berth", "improvement"]
ClearName = Literal["amenity", "attraction", "berth"]
ColourName = Literal["red", "pink", "blue", "green"]


@dataclass(frozen=True)
class Move(Action):
    """Base of Last Resort's actions: ``str()`` is :attr:`PHRASE` with the fields filled in."""

    PHRASE: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.PHRASE.format(**vars(self))


@dataclass(frozen=True)
class ChooseAdvert(Move):
    """Play an Advert card face down."""

    PHRASE = "play the {advert} Advert"
    advert: AdvertName


@dataclass(frozen=True)
class CheckOut(Move):
    """Clear every tile of ``kind`` of its tourists, for the cash on their spaces."""

    PHRASE = "check out the {kind} tiles"
    kind: ClearName


@dataclass(frozen=True)
class Build(Move):
    """Buy ``tile`` from the offer and build it on ``space``."""

    PHRASE = "build tile {tile} on space {space}"
    tile: int
    space: int


class PassBuild(Move):
    """Build nothing this season."""

    PHRASE = "build nothing"


@dataclass(frozen=True)
class SpaceMove(Move):
    """Base of the moves on one space of the mover's station."""

    space: int


class PlaceMalfunction(SpaceMove):
    """Put a gained Malfunction on ``space`` (one of the cheapest linked spaces)."""

    PHRASE = "put the Malfunction on space {space}"


class RemoveMalfunction(SpaceMove):
    """Repair Drones: take the Malfunction off ``space``."""

    PHRASE = "repair the Malfunction on space {space}"


@dataclass(frozen=True)
class Welcome(Move):
    """Take a ``colour`` tourist from the lounge and seat it on tourist space ``slot`` of the tile on ``space``."""

    PHRASE = "welcome a {colour} tourist on space {space}, place {slot}"
    colour: ColourName
    space: int
    slot: int


@dataclass(frozen=True)
class Eject(Move):
    """Take a ``colour`` tourist that fits nowhere on the station, and eject it."""

    PHRASE = "take a {colour} tourist and eject it"
    colour: ColourName


ACTIONS: tuple[type[Action], ...] = (ChooseAdvert, CheckOut, Build, PassBuild, PlaceMalfunction, RemoveMalfunction,
                                     Welcome, Eject)
action_from_dict = action_decoder(*ACTIONS)
"""Rebuild a Last Resort action from ``Action.to_dict`` data (CorruptSave if it is not one)."""
