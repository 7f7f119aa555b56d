"""Where each Paradise Fallen move is made, for the hint's pointer (and the tutorials'): the island sailed
to or explored, the spot an Aberration is played on, the island of the canoe an Aptitude is laid on, the cards
of the hand used, a token of an explored island, a seat's panel, a button of the hand's band."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.paradise_fallen import actions as moves
from game.paradise_fallen.cards import CARDS
from sprites.paradise_fallen.layout import explored_rect, seat_panel, spot_rect, tile_rect

if TYPE_CHECKING:
    from scenes.paradise_fallen.hand import HandOverlay

BUTTONS: dict[type, str] = {moves.EndPlay: "End play", moves.Done: "Done"}
"""The band's button that makes each move of no place."""


def hint_places(hand: "HandOverlay", action: Action) -> list[pygame.Rect]:
    """Where ``action`` is made on the table under ``hand``: first the place it is made at, then what it uses
    (see :data:`scenes.hints.PlaceFinder`)."""
    cards = dict(zip(hand.hand, hand.hand_rects()))
    view = hand.view
    places: list[pygame.Rect] = []
    if isinstance(action, moves.Trip) and action.path:
        places.append(tile_rect(action.path[-1]))
        places += [cards[c] for c in action.pay if c in cards]
    elif isinstance(action, moves.SailTo):
        places.append(tile_rect(action.position))
    elif isinstance(action, moves.PlayAptitude):  # the canoe's island: a click on it (or on the canoe) plays it
        places.append(tile_rect(int(view["canoes"][hand.seat])))
    elif isinstance(action, moves.Explore):
        places.append(tile_rect(list(view["grid"]).index(CARDS[action.card].name)))
    elif isinstance(action, moves.CardToSpot):
        places.append(spot_rect(action.spot))
    elif isinstance(action, moves.SwapSpots):
        places += [spot_rect(action.first), spot_rect(action.second)]
    elif isinstance(action, moves.IslandMove):
        explored = view["explored"][hand.seat]
        places += [explored_rect(hand.seat, int(view["players"]), i) for i, item in enumerate(explored)
                   if item["island"] == action.island][:1]
    elif isinstance(action, moves.TakeFrom):
        places.append(seat_panel(action.seat, int(view["players"])))
    elif type(action) in BUTTONS:
        places += [button.rect for button in hand.input.buttons() if button.label == BUTTONS[type(action)]]
    if isinstance(action, (moves.CardMove, moves.CardToSpot)) and action.card in cards:
        places.append(cards[action.card])
    return places
