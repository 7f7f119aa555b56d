"""Last Resort's Expert: how :mod:`game.search` searches it.

* Worlds: ``resample(seat, ...)``, but the Adverts already chosen in secret by the seats before it are drawn
  again by the hard bot's model of their choice (:class:`.advertising.AdvertModel`, from the public table
  only) rather than uniformly, so the search answers the Adverts a sensible rival plays.
* Rollouts: every seat is the hard bot, reading the public table off the state (:mod:`.public`), until the
  season is over (the next Advertise phase, or the end); the position reached is judged by its projected
  final cash (:func:`.outlook.chances`).  A whole game is ~150 moves; a season ~17 at two seats.
* Candidates: the hard bot's move first, then its next best by its own scoring (:data:`WIDTH`); every
  Advert, check-out and Malfunction space.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core import Action
from game.search import Plan

from .actions import Build, ChooseAdvert, Eject, PassBuild, Welcome
from .advertising import TEMPERATURE, AdvertModel, _softmax
from .bot import HardBot
from .costs import station_plan
from .legal import advert_choices
from .outlook import chances
from .public import PublicTable

ITERATIONS = 120
"""Iterations per decision, calibrated to well under a second of CPU on this machine (bench/strength.py)."""
EXPLORATION = 0.5
"""UCB's exploration constant (a season's outcome moves the value by a few tenths at most)."""
WIDTH = {"build": 6, "pick": 4}
"""How many moves the tree tries: Builds (the hard bot's, then its best others, and passing), tourist picks."""


def policy(state: Any, seat: int, rng: random.Random) -> Action:
    """A rollout move: the hard bot's, seeded from ``rng``, reading the public table."""
    action: Action = HardBot(rng.getrandbits(32)).choose(_public(state), state.legal_actions(seat), seat)
    return action


def season_over(state: Any) -> bool:
    """True at the start of a season, before any Advert is played (or once the game is over)."""
    return bool(state.is_over or (state.phase == "advertise" and not state.adverts))


def value(world: Any, seat: int) -> float:
    """Play the season out with the hard bot for everyone, then judge it: ``seat``'s chances from the
    projected final cash (a finished game: its win share)."""
    rng = random.Random(world.rng.randrange(1 << 30))
    while not season_over(world):
        mover = world.to_move[0]
        world.apply(mover, policy(world, mover, rng))
    return chances(world, seat)


def candidates(world: Any, seat: int, legal: list[Action]) -> Sequence[Action]:
    """The moves worth searching: the hard bot's first, then its best others by its own scoring."""
    first = legal[0]
    if len(legal) <= 2 or isinstance(first, ChooseAdvert):
        return legal
    bot, table = HardBot(0), _public(world)
    if isinstance(first, (Build, PassBuild)):
        plan = station_plan(table, seat)
        ranked = sorted(legal, key=lambda a: -bot.build_value(table, seat, plan, a))
        chosen = ranked[:WIDTH["build"]]
        return chosen if PassBuild() in chosen else chosen + [PassBuild()]
    if isinstance(first, (Welcome, Eject)):
        plan = station_plan(table, seat)
        return sorted(legal, key=lambda a: -bot.pick_value(table, seat, plan, a))[:WIDTH["pick"]]
    return legal


def _public(state: Any) -> Any:
    """The public table, read by the hard bot where it reads a view (:class:`.public.PublicTable`)."""
    return PublicTable(state)


class Worlds:
    """Draws the worlds of one search: resamples whose hidden Adverts follow the hard bot's model."""

    def __init__(self) -> None:
        self.seen: Any = None
        self.odds: dict[int, dict[str, float]] = {}

    def __call__(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A world ``seat`` cannot tell from ``state``, its rivals' secret Adverts drawn by their model."""
        world = state.resample(seat, rng.getrandbits(62))
        hidden = [s for s in sorted(world.adverts) if s != seat] if not world.revealed else []
        if hidden:
            if self.seen != (id(state), state.season):
                model = AdvertModel(HardBot(0), _public(state))
                self.seen = (id(state), state.season)
                self.odds = {s: {str(k): v for k, v in _softmax(model.expected(s), TEMPERATURE).items()} for s in hidden}
            for other in hidden:
                world.adverts[other] = _draw(self.odds[other], advert_choices(world, other), rng)
        return world


def _draw(odds: dict[str, float], allowed: Sequence[str], rng: random.Random) -> str:
    roll, total = rng.random() * sum(odds.get(a, 0.0) for a in allowed), 0.0
    for advert in allowed:
        total += odds.get(advert, 0.0)
        if roll < total:
            return advert
    return allowed[-1]


def plan() -> Plan:
    """The search's budget, worlds, rollouts and judgement for this game."""
    return Plan(ITERATIONS, policy, value, horizon=0, exploration=EXPLORATION, candidates=candidates,
                determinize=Worlds())

