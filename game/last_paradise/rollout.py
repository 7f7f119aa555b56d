"""The Expert's fast opponent model: the hard bot asked with a glance instead of the whole view.

A rollout asks the hard bot about a hundred times; building the full :func:`.snapshot.view` each time
(the ledger, every auction, the names of sites and districts) costs more than the bot's own thinking.
:func:`glance` holds only what :class:`.bot.HardBot` and :mod:`.valuation` read, taken from what
``seat`` may see (its own money, never another's; no sealed bid), so the hard bot chooses the same as
with the full view (tests/test_expert_last_paradise.py checks it).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core import Action

from .actions import Bid, PassOffer, Place
from .board import NATURE, SITES
from .bot import HardBot

if TYPE_CHECKING:
    from .state import LastParadiseState


def glance(state: "LastParadiseState", seat: int) -> dict[str, Any]:
    """The part of ``view(seat)`` the hard bot reads, with the same keys and values."""
    board = state.board
    return {
        "seats": [{"money": state.money[s] if s == seat else None, "trees": state.trees[s],
                   "island_bonus": state.island_paid[s]} for s in range(state.players)],
        "board": [{"site": i, "counter": p.counter, "side": p.side, "owner": p.owner} if (p := board.get(i))
                  else {"site": i, "counter": None, "side": None, "owner": None} for i in range(len(SITES))],
        "pile_size": len(state.pile),
        "preserves": sum(1 for p in board.values() if p.side == NATURE),
        "lot": {"id": state.lot, "site": state.lot_site} if state.lot is not None else None,
        "auction": {"minimum": state.minimum} if state.phase == "bid" else None,
        "buyer": state.buyer,
        "offers": state.offers,
    }


_HARD = HardBot(0)
"""The hard bot draws nothing at random, so one serves every rollout."""

_FIRST_OF_PHASE: dict[str, Action] = {"bid": Bid(0), "offer": PassOffer(), "place": Place(0, NATURE)}
"""What the hard bot needs of the legal moves in these phases: only their kind (it reads its ranges from
the view), so a rollout skips listing them."""


def hard_move(state: "LastParadiseState", seat: int, rng: random.Random | None = None) -> Action:
    """The hard bot's move for ``seat`` (a rollout :data:`game.search.Policy`; it draws nothing)."""
    first = _FIRST_OF_PHASE.get(state.phase)
    legal = [first] if first is not None else state.legal_actions(seat)
    return _HARD.choose(glance(state, seat), legal, seat)

