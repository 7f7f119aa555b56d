"""What The Last Paradise hides, declared once (:class:`game.spec.GameType`), and how a resample redraws it.

* Each player's money shows only to that player (RULINGS §1), yet every payment is announced, so what
  is public determines it: a resample keeps it.
* A sealed bid shows only to its bidder until all bids are revealed together.
* The order of the face-down pile of counters is hidden from everyone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import GameRng
from game.spec import GameType, Secret

from .legal import bid_range

if TYPE_CHECKING:
    from .state import LastParadiseState


def _money(state: "LastParadiseState", seat: int | None) -> list[Any]:
    return [["money", s, state.money[s]] for s in range(state.players) if s != seat]


def _bids(state: "LastParadiseState", seat: int | None) -> list[Any]:
    return [["bid", s, amount] for s, amount in sorted(state.bids.items()) if s != seat]


def _pile(state: "LastParadiseState", seat: int | None) -> list[Any]:
    return [["counter", name] for name in state.pile]


MONEY = Secret("the other players' money", "owner", _money, shown_at=("seats/*/money",), redrawn=False)
BIDS = Secret("the other players' sealed bids", "owner", _bids, shown_at=("auction/my_bid",), sealed=True)
PILE = Secret("the order of the face-down counters", "nobody", _pile)

GAME_TYPE = GameType(information="imperfect", dynamics="simultaneous", chance="sampled",
                     secrets=(MONEY, BIDS, PILE))
"""The Last Paradise as declared: sealed bids at once, a shuffled pile, private (but announced) money."""


def redraw(state: "LastParadiseState", seat: int | None, rng: GameRng) -> None:
    """Draw again what ``seat`` cannot see: the other bidders' sealed bids from their legal ones (each
    bidder's :func:`.legal.bid_range`), the pile's order.  Money stays: every payment is announced."""
    for bidder in sorted(state.bids):
        if bidder != seat:
            low, high = bid_range(state, bidder)
            state.bids[bidder] = low + rng.randrange(high - low + 1)
    state.pile.sort()  # what lies hidden must not steer the draw: the same view, the same resample
    rng.shuffle(state.pile)
