"""The actions of Last Resort: small frozen dataclasses with a readable str() (for the developer: what a
player reads about a move comes from :mod:`.narrate`).

Tiles are tile ids (:data:`~game.last_resort.tiles.TILES`), spaces are station
spaces 0–23 (row by row), slots are a tile's tourist spaces from 0.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.codec import action_decoder
from game.core import Action

from .boards import ADVERTS
from .tiles import TILES

AdvertName = Literal["amenity", "attraction", "berth", "improvement"]
ClearName = Literal["amenity", "attraction", "berth"]
ColourName = Literal["red", "pink", "blue", "green"]


def _tile_name(tile: int) -> str:
    return TILES[tile].name if 0 <= tile < len(TILES) else f"tile {tile}"


@dataclass(frozen=True)
class ChooseAdvert(Action):
    """Play an Advert card face down."""

    advert: AdvertName

    def __str__(self) -> str:
        card = ADVERTS.get(self.advert)
        return f"play the {card.name if card else self.advert} Advert"


@dataclass(frozen=True)
class CheckOut(Action):
    """Clear every tile of ``kind`` of its tourists, for the cash on their spaces."""

    kind: ClearName

    def __str__(self) -> str:
        return f"check out the {self.kind} tiles"


@dataclass(frozen=True)
class Build(Action):
    """Buy ``tile`` from the offer and build it on ``space``."""

    tile: int
    space: int

    def __str__(self) -> str:
        return f"build {_tile_name(self.tile)} on space {self.space}"


@dataclass(frozen=True)
class PassBuild(Action):
    """Build nothing this season."""

    def __str__(self) -> str:
        return "build nothing"


@dataclass(frozen=True)
class PlaceMalfunction(Action):
    """Put a gained Malfunction on ``space`` (one of the cheapest linked spaces)."""

    space: int

    def __str__(self) -> str:
        return f"put the Malfunction on space {self.space}"


@dataclass(frozen=True)
class RemoveMalfunction(Action):
    """Repair Drones: take the Malfunction off ``space``."""

    space: int

    def __str__(self) -> str:
        return f"repair the Malfunction on space {self.space}"


@dataclass(frozen=True)
class Welcome(Action):
    """Take a ``colour`` tourist from the lounge and seat it on tourist space ``slot`` of the tile on ``space``."""

    colour: ColourName
    space: int
    slot: int

    def __str__(self) -> str:
        return f"welcome a {self.colour} tourist on space {self.space}"


@dataclass(frozen=True)
class Eject(Action):
    """Take a ``colour`` tourist that fits nowhere on the station, and eject it."""

    colour: ColourName

    def __str__(self) -> str:
        return f"take a {self.colour} tourist and eject it"


ACTIONS: tuple[type[Action], ...] = (ChooseAdvert, CheckOut, Build, PassBuild, PlaceMalfunction, RemoveMalfunction,
                                     Welcome, Eject)
action_from_dict = action_decoder(*ACTIONS)
"""Rebuild a Last Resort action from ``Action.to_dict`` data (CorruptSave if it is not one)."""
