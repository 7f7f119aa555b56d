"""How a computer player values things, read only from its own view.

A counter is worth the best of its placements (site and side) to its buyer:
bonuses paid now, bonuses expected from the free sites around it, the chance
of an exclusive or island bonus, and for nature the tree's share of the
environmental prize.  All figures are Paras.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .board import (
    BUILDING,
    COUNTERS,
    DISTRICTS,
    EXCLUSIVE_BONUS,
    GROUP_SITES,
    ISLAND_BONUS,
    NATURE,
    OPENING_VILLAS,
    PLACEMENT_BONUS,
    ROUNDS,
    SITES,
    Placement,
    Side,
    free_sites_for,
    prize_for,
)
from .scoring import placement_bonuses


@dataclass(frozen=True)
class Option:
    """One way to place a counter and what it is worth to ``seat``."""

    site: int
    side: Side
    now: float
    later: float
    to_others: float

    @property
    def worth(self) -> float:
        """Paras expected for the placer: now plus later."""
        return self.now + self.later


def board_of(view: dict[str, Any]) -> dict[int, Placement]:
    """The island from a view (nature counters of others show no owner)."""
    return {s["site"]: Placement(s["counter"], s["side"], s["owner"]) for s in view["board"] if s["counter"]}


def nature_share(view: dict[str, Any]) -> float:
    """The share of counters put down as nature so far (with a prior of about a third)."""
    placed = [s for s in view["board"] if s["counter"] and s["counter"] not in OPENING_VILLAS]
    nature = sum(1 for s in placed if s["side"] == NATURE)
    return (nature + 1.2) / (len(placed) + 4)


def expected_prize(view: dict[str, Any], seat: int, trees: float, preserves: float) -> float:
    """Rough environmental prize for ``seat`` ending with ``trees`` of ``preserves`` now on the island."""
    players = len(view["seats"])
    remaining = view["pile_size"]
    p = nature_share(view)
    final = preserves + remaining * p
    mine = trees + remaining * p / players
    rivals = max(final - mine, 0.0) / max(players - 1, 1)
    best_rival = rivals * 1.4 + 0.4
    first, second = prize_for(max(1, round(final)))
    if mine <= 0:
        return 0.0
    chance = 1 / (1 + math.exp(-1.6 * (mine - best_rival)))
    return chance * first + (1 - chance) * 0.35 * second


def placement_options(view: dict[str, Any], seat: int, counter_id: str, buyer: int | None = None) -> list[Option]:
    """Every placement of ``counter_id`` with what it earns ``buyer`` (default: ``seat``)."""
    buyer = seat if buyer is None else buyer
    board = board_of(view)
    counter = COUNTERS[counter_id]
    p = nature_share(view)
    preserves = view["preserves"]
    me = view["seats"][seat]
    my_trees = me["trees"] or 0
    options = []
    for site in free_sites_for(board, counter):
        free_after = {g: sum(1 for s in GROUP_SITES[g] if s not in board and s != site) for g in SITES[site].groups}
        for side in (BUILDING, NATURE):
            pays = placement_bonuses(board, site, side, buyer)
            now = sum(x.amount for x in pays if x.seat == buyer)
            others = sum(x.amount for x in pays if x.seat != buyer)
            later = 0.0
            if side == BUILDING:
                later += sum(PLACEMENT_BONUS * n * p for n in free_after.values())
                later += _exclusive_chance(board, site, buyer, free_after, p, len(view["seats"])) * EXCLUSIVE_BONUS
                later += _island_chance(board, site, buyer, view) * ISLAND_BONUS
            elif buyer == seat:
                later += (expected_prize(view, seat, my_trees + 1, preserves + 1)
                          - expected_prize(view, seat, my_trees, preserves + 1))
            options.append(Option(site, side, float(now), later, float(others)))
    return options


def _exclusive_chance(board: dict[int, Placement], site: int, owner: int, free_after: dict[int, int],
                      p: float, players: int) -> float:
    chance = 0.0
    for group, free in free_after.items():
        owners = {board[s].owner for s in GROUP_SITES[group] if s in board and board[s].is_building}
        if owners <= {owner}:
            chance += (p + (1 - p) / players) ** free
    return chance


def _island_chance(board: dict[int, Placement], site: int, owner: int, view: dict[str, Any]) -> float:
    if view["seats"][owner]["island_bonus"]:
        return 0.0
    have = {SITES[s].district for s, pl in board.items() if pl.is_building and pl.owner == owner}
    district = SITES[site].district
    if district in have:
        return 0.0
    missing = len(DISTRICTS) - len(have) - 1
    rounds_left = max(view["pile_size"], 0) / ROUNDS
    return {0: 1.0, 1: 0.35 * rounds_left, 2: 0.1 * rounds_left}.get(missing, 0.0)


def lot_worth(view: dict[str, Any], seat: int, counter_id: str, site: int | None = None,
              spite: float = 0.0) -> float:
    """What buying ``counter_id`` is worth to ``seat`` (an opening villa: on ``site``, building side up)."""
    if site is not None:
        trial = dict(view, board=[dict(s, counter=None, side=None, owner=None) if s["site"] == site else s
                                  for s in view["board"]])
        options = [o for o in placement_options(trial, seat, counter_id) if o.site == site and o.side == BUILDING]
    else:
        options = placement_options(view, seat, counter_id)
    if not options:
        return 0.0
    return max(o.worth - spite * o.to_others for o in options)
