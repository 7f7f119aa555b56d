"""Where each Last Resort move is made on the table, for the hint's pointer (and the tutorials'): the space of
the deciding seat's station, the tile on offer, the tourist in the lounge, the button of the prompt panel."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.last_resort.actions import Build, Eject, SpaceMove, Welcome
from game.last_resort.tiles import COLOURS
from sprites.last_resort.board import offer_tiles
from sprites.last_resort.layout import lounge_spot, offer_rect

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene


def hint_places(table: "LastResortScene", action: Action) -> list[pygame.Rect]:
    """Where ``action`` is made: first the place it is made at, then what it uses (see :data:`scenes.hints.PlaceFinder`)."""
    seat = table.controls.seat
    pressed = [button.rect for button in table.controls.buttons() if button.action == action]
    if pressed:  # a choice of the prompt panel, or a placement waiting for its Confirm
        return pressed
    places: list[pygame.Rect] = []
    if isinstance(action, (Build, SpaceMove, Welcome)) and seat is not None:
        places.append(table.cell_rect(seat, action.space))
    if isinstance(action, Build):
        places += [offer_rect(kind, index) for kind, index, tile in offer_tiles(table.shown) if tile == action.tile][:1]
    if isinstance(action, (Welcome, Eject)) and action.colour in COLOURS:
        places.append(lounge_spot(COLOURS.index(action.colour)))
    return places
