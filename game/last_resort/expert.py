"""Last Resort's Expert: how :mod:`game.search` searches it.

* Worlds: ``resample(seat, ...)``, but the Adverts already chosen in secret by the seats before it are drawn
  again by the hard bot's model of their choice (:class:`.advertising.AdvertModel`, from the public table
  only) rather than uniformly, so the search answers the Adverts a sensible rival plays.
* Iterations end with the season (the next Advertise phase, or the end of the game), in the tree or in the
  rollout, where every seat is the hard bot reading the public table off the state (:mod:`.public`; a whole
  game is ~150 moves, a season ~17 at two seats).  The position reached is judged by its projected final
  cash (:func:`.outlook.chances`).
* Candidates: the hard bot's move first, then its next best by its own scoring (:data:`WIDTH`); every
  Advert, check-out and Malfunction space.
* Budget: :data:`WORK` moves of play per decision, shared out as iterations by what an iteration should
  cost (the moves left in the season, and a seat count's fixed cost): about the same thinking time for
  every decision.
* The Advert is a secret choice made at once by every seat: an Expert that always played its best reply
  would be read, and Experts at one table would crowd onto the same Advert.  So it is drawn from the hard
  bot's odds (what every computer seat expects of every other), leaning towards what its search found worth
  more (:func:`final`); solo (the Evil A.I.'s card is chance, not a rival's guess) the best is played.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, cast

from game.core import Action
from game.search import Decision, Plan

from .actions import Build, ChooseAdvert, Eject, PassBuild, Welcome
from .advertising import TEMPERATURE, AdvertModel, _softmax
from .boards import ADVERT_KINDS, ROUND_TRACK, AdvertKind
from .bot import HardBot
from .costs import station_plan
from .legal import advert_choices
from .outlook import chances, scale
from .public import public_view

WORK = 7000
"""Moves of play per decision (rollout moves plus :data:`OVERHEAD` per iteration), calibrated to well under a
second of CPU on this machine (bench/strength.py)."""
OVERHEAD = {1: 8, 2: 14, 3: 24, 4: 34}
"""What an iteration costs beyond its moves (drawing the world, the tree, the judgement), in moves, by seats."""
ITERATIONS = (40, 800)
"""Fewest and most iterations of a decision."""
EXPLORATION = 0.5
"""UCB's exploration constant (a season's outcome moves the value by a few tenths at most)."""
WIDTH = {"build": 6, "pick": 4}
"""How many moves the tree tries: Builds (the hard bot's, then its best others, and passing), tourist picks."""
LEANING = 2.0
"""How far (cash) the Expert's Advert leans from the hard bot's odds towards what its search found better."""
PHASE_TURNS = {"advertise": 3.0, "malfunction": 2.5, "checkout": 2.0, "build": 1.0}
"""Decisions per seat still to come in a season from each phase, before the tourists (for :func:`budget`)."""


def season_over(state: Any) -> bool:
    """True at the start of a season, before any Advert is played (or once the game is over)."""
    return bool(state.is_over or (state.phase == "advertise" and not state.adverts))


def season_moves(state: Any) -> float:
    """About how many moves are left in the season: tourist picks, and the phases' decisions before them."""
    picks = sum(state.lounge.values())
    if state.phase in PHASE_TURNS:
        picks += min(ROUND_TRACK[state.season - 1].tourists(max(state.players, 2)), sum(state.bag.values()))
    return picks + PHASE_TURNS.get(state.phase, 0.0) * state.players


def budget(state: Any, seat: int) -> int:
    """Iterations for this decision: :data:`WORK` moves of play, as many iterations as they pay for."""
    low, high = ITERATIONS
    return max(low, min(high, round(WORK / (OVERHEAD[state.players] + season_moves(state)))))


class AdvertOdds:
    """The hard bot's odds for every seat's Advert, by public table: one search asks the same table in
    every world of its season, so a small memo spares the model (it reads nothing hidden)."""

    LIMIT = 64

    def __init__(self) -> None:
        self.memo: dict[tuple[Any, ...], dict[int, dict[AdvertKind, float]]] = {}

    @staticmethod
    def key(state: Any) -> tuple[Any, ...]:
        """What the model reads: the season, cash, stations, trackers, offers and the Malfunction pile's size."""
        stations = tuple((tuple(sorted(p.tiles.items())), tuple(sorted((s, tuple(g)) for s, g in p.guests.items())),
                          tuple(sorted(p.malfunctions))) for p in state.stations)
        tracks = tuple(tuple(map(tuple, state.tracks[k])) for k in sorted(state.tracks))
        offers = tuple(tuple(state.offers.get(k, ())) for k in ("attraction", "amenity", "improvement"))
        return (state.season, tuple(state.cash), tuple(state.improvement_used), len(state.malfunction_pile),
                tuple(state.berths[:1]), stations, tracks, offers)

    def __call__(self, state: Any) -> dict[int, dict[AdvertKind, float]]:
        """Each seat's odds of each Advert it may play, as the hard bot reckons them."""
        key = self.key(state)
        if key not in self.memo:
            if len(self.memo) >= self.LIMIT:
                self.memo.clear()
            model = AdvertModel(HardBot(0), public_view(state))
            self.memo[key] = {s: _softmax(model.expected(s), TEMPERATURE) for s in range(state.players)}
        return self.memo[key]


ODDS = AdvertOdds()


def policy(state: Any, seat: int, rng: random.Random) -> Action:
    """A rollout move: the hard bot's, seeded from ``rng``, reading the public table (its Advert drawn by
    the odds it would reckon, from the memo)."""
    legal = state.legal_actions(seat)
    if isinstance(legal[0], ChooseAdvert):
        return ChooseAdvert(_draw(ODDS(state)[seat], advert_choices(state, seat), random.Random(rng.getrandbits(32))))
    action: Action = HardBot(rng.getrandbits(32)).choose(public_view(state), legal, seat)
    return action


def worlds(state: Any, seat: int, rng: random.Random) -> Any:
    """A world ``seat`` cannot tell from ``state``, its rivals' secret Adverts drawn by the hard bot's odds."""
    world = state.resample(seat, rng.getrandbits(62))
    if not world.revealed:
        for other in sorted(world.adverts):
            if other != seat:
                world.adverts[other] = _draw(ODDS(state)[other], advert_choices(world, other), rng)
    return world


def _draw(odds: dict[AdvertKind, float], allowed: list[AdvertKind], rng: random.Random) -> AdvertKind:
    roll, total = rng.random() * sum(odds.get(a, 0.0) for a in allowed), 0.0
    for advert in allowed:
        total += odds.get(advert, 0.0)
        if roll < total:
            return advert
    return allowed[-1]


def candidates(world: Any, seat: int, legal: list[Action]) -> Sequence[Action]:
    """The moves worth searching: the hard bot's first, then its best others by its own scoring."""
    first = legal[0]
    if len(legal) <= 2 or isinstance(first, ChooseAdvert):
        return legal
    bot, table = HardBot(0), public_view(world)
    if isinstance(first, (Build, PassBuild)):
        plan = station_plan(table, seat)
        ranked = sorted(legal, key=lambda a: -bot.build_value(table, seat, plan, a))
        chosen = ranked[:WIDTH["build"]]
        return chosen if PassBuild() in chosen else chosen + [PassBuild()]
    if isinstance(first, (Welcome, Eject)):
        plan = station_plan(table, seat)
        return sorted(legal, key=lambda a: -bot.pick_value(table, seat, plan, a))[:WIDTH["pick"]]
    return legal


def final(state: Any, seat: int, decision: Decision, rng: random.Random) -> Action:
    """The move played: at a table, the Advert drawn from the hard bot's odds for this seat, each weighed by
    how much more its search found it worth in cash (:data:`LEANING`; a chance's change read through the
    judgement's scale).  Every computer seat expects every other to play near those odds, so keeping close to
    them where the search sees little difference is what keeps Experts at one table off each other's Adverts.
    Otherwise, and solo, the most visited move."""
    if state.solo or not isinstance(decision.action, ChooseAdvert):
        return decision.action
    visits = sum(decision.visits.values())
    mean = sum(decision.means[a] * n for a, n in decision.visits.items()) / max(1, visits)
    per_cash = max(mean * (1 - mean), 0.05) / scale(state)
    worth = {cast(ChooseAdvert, a).advert: decision.means[a] / per_cash for a, n in decision.visits.items() if n}
    top, prior = max(worth.values()), ODDS(state)[seat]
    weights = {a: prior.get(a, 0.0) * math.exp((w - top) / LEANING) for a, w in worth.items()}
    if not sum(weights.values()):
        return decision.action
    return ChooseAdvert(_draw(weights, [a for a in ADVERT_KINDS if a in weights], rng))


def plan() -> Plan:
    """The search's budget, worlds, rollouts and judgement for this game."""
    return Plan(ITERATIONS[1], policy, chances, exploration=EXPLORATION, candidates=candidates,
                determinize=worlds, cutoff=season_over, budget=budget, final=final)
