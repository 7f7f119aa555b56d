"""The Last Paradise's Expert: how :mod:`game.search` searches it.

* The opponent model is the hard bot (:mod:`.rollout`, asked with a glance at what the seat sees), its
  sealed bids strayed by a log-normal factor (:data:`SPREAD`), since people bid by feel.  A sealed bid
  already entered is not drawn uniformly from its range: each iteration's world gives the other bidders
  such a bid from their own view (:func:`determinize`); the rollouts bid the same way (:func:`policy`).
* The tree tries a handful of moves, the hard bot's first (:func:`candidates`): bids just under, at and
  just over the best rival bid the model expects (to win the lot cheaply, or to make its buyer pay more),
  and a few offers.
* A rollout plays at most :data:`HORIZON` moves (the later decisions reach the end of the game); a game
  cut short is judged by :func:`estimate`, the money each seat holds plus the worth of what it owns (its
  share of the environmental prizes, the bonuses its buildings can still earn).
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import Action
from game.search import Plan, win_share

from .actions import Bid, Offer, PassOffer
from .board import BUILDING, GROUP_SITES, NATURE, PLACEMENT_BONUS
from .legal import bid_range, offer_range
from .rollout import glance, hard_move
from .valuation import expected_prize, nature_share

if TYPE_CHECKING:
    from .state import LastParadiseState

ITERATIONS = 150
"""Iterations per decision: on this machine a decision took 0.46 s of CPU (median; p95 0.66 s).  Over 12
games each (bench/strength.py --pairs expert:easy,expert:hard) the Expert won 9 against two hard bots and 8
against two easy ones (fair share 4); expecting exactly the hard bot's bids it had won 12 and 4."""

HORIZON = 48
"""Moves a rollout plays before :func:`estimate` judges it (a whole game is about 85): early decisions are
judged by the estimate, the later ones by the end of the game."""

OFFER_AMOUNTS = (3, 6, 10, 15)
"""Offers the tree tries for each side, besides the hard bot's own and passing."""

MONEY_SCALE = 8.0
"""Paras of lead that give about 73% in a cut-off judgement."""


SPREAD = 0.35
"""How far a rival's sealed bid may stray from the hard bot's (the sigma of a log-normal factor): players bid
by feel, and a model that expects exactly the hard bot's bid is beaten by casual bidders."""


def determinize(state: "LastParadiseState", seat: int, rng: random.Random) -> "LastParadiseState":
    """A world ``seat`` cannot tell from ``state``: a resample, the rivals' sealed bids near those the hard bot
    would enter from their own view (their view never shows ``seat``'s bid), each strayed by a log-normal
    factor (:data:`SPREAD`) and kept within the bid's range."""
    world = state.resample(seat, rng.getrandbits(62))
    for bidder in sorted(world.bids):
        if bidder != seat:
            world.bids[bidder] = _strayed(world, bidder, _bid_of(world, bidder), rng)
    return world


def _strayed(world: "LastParadiseState", bidder: int, amount: int, rng: random.Random) -> int:
    low, high = bid_range(world, bidder)
    return min(max(round(amount * math.exp(rng.gauss(0.0, SPREAD))), low), high)


def policy(world: "LastParadiseState", seat: int, rng: random.Random) -> Action:
    """The rollout move and the rivals' model: the hard bot's, a sealed bid strayed as in :func:`determinize`."""
    move = hard_move(world, seat, rng)
    return Bid(_strayed(world, seat, move.amount, rng)) if isinstance(move, Bid) else move


def _bid_of(world: "LastParadiseState", bidder: int) -> int:
    move = hard_move(world, bidder)
    assert isinstance(move, Bid)
    return move.amount


def rival_top(world: "LastParadiseState", seat: int) -> int | None:
    """The highest bid the model expects from the other bidders of this round (None: ``seat`` bids alone)."""
    bids = [world.bids[b] if b in world.bids else _bid_of(world, b) for b in world.bidders if b != seat]
    return max(bids) if bids else None


def candidates(world: "LastParadiseState", seat: int, legal: list[Action]) -> Sequence[Action]:
    """The moves worth searching: every placement, lot and answer; a few bids and offers."""
    first = legal[0]
    if isinstance(first, Bid):
        return _bids(world, seat)
    if isinstance(first, (Offer, PassOffer)):
        return _offers(world, seat)
    return legal


def _bids(world: "LastParadiseState", seat: int) -> list[Action]:
    low, high = bid_range(world, seat)
    guess = _bid_of(world, seat)
    top = rival_top(world, seat)
    amounts = [guess, low, high]
    if top is not None:
        amounts += [top - 1, top, top + 1]
    return [Bid(a) for a in dict.fromkeys(amounts) if low <= a <= high]


def _offers(world: "LastParadiseState", seat: int) -> list[Action]:
    low, high = offer_range(world, seat)
    moves: list[Action] = [hard_move(world, seat), PassOffer()]
    moves += [Offer(a, side) for side in (NATURE, BUILDING) for a in OFFER_AMOUNTS if low <= a <= high]
    return list(dict.fromkeys(moves))


def estimate(world: "LastParadiseState") -> list[float]:
    """Each seat's money at the end as it looks now: its money, its expected environmental prize, and the
    placement bonuses its buildings may still earn from nature put beside them."""
    look = glance(world, 0)
    p = nature_share(look)
    preserves = look["preserves"]
    worth = [float(m) for m in world.money]
    for s in range(world.players):
        worth[s] += expected_prize(look, s, world.trees[s], preserves)
    for sites in GROUP_SITES:
        free = sum(1 for site in sites if site not in world.board)
        for site in sites:
            placed = world.board.get(site)
            if placed is not None and placed.is_building and placed.owner is not None:
                worth[placed.owner] += PLACEMENT_BONUS * free * p
    return worth


def value(world: "LastParadiseState", seat: int) -> float:
    """A finished game's win share (a little more for a larger lead); a cut-off one, judged by
    :func:`estimate`: a logistic of the seat's lead, less while it stands below the starting money."""
    if world.is_over:
        money = [float(m) for m in world.money]
        return 0.9 * win_share(world, seat) + 0.1 * _lead(money, seat)
    worth = estimate(world)
    below = 1.0 / (1.0 + math.exp((world.starting_money - worth[seat]) / MONEY_SCALE))
    return _lead(worth, seat) * below


def _lead(scores: list[float], seat: int) -> float:
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    return 1.0 / (1.0 + math.exp(-(scores[seat] - best_other) / MONEY_SCALE))


def plan() -> Plan:
    """The search's budget, opponent model, candidate moves and judgement for this game."""
    return Plan(ITERATIONS, policy, value, horizon=HORIZON, candidates=candidates, determinize=determinize)
