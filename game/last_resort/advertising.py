"""How the hard computer player chooses its secret Advert: expecting what the others will choose.

Every seat's station, cash, trackers and the tile offers are public (RULINGS §4, ruling 2), so from its own
view the bot reckons, for every seat at the table and every Advert that seat may still play, what the Advert
should bring that seat: the best check-out it allows plus the best tile it could then build.  Two costs
depend on the others' choices:

* a shared Advert (not Berths) gives each of its players a Malfunction (none with a Deflector Shield, none
  when the pile is empty), worth more where it would cover a Viewing Platform;
* a player who builds earlier (less cash) on the same Advert may take the tile one wanted, leaving the next
  best.

Each seat's choice is then modelled as a logit response to the others' (a quantal-response equilibrium,
reached by a few damped rounds of best-responding in probabilities), and the bot draws its own Advert from
its probabilities with its seeded generator: a mixed strategy, as the Advert is a guessing game, and the
same view and seed always give the same Advert.  Solo, the Evil A.I.'s Advert is expected by the make-up of
its deck.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .boards import ADVERT_KINDS, ADVERTS, EVIL_CARDS, NO_MALFUNCTION_ADVERT, SEASONS_PER_YEAR, VIEWING_PLATFORMS, AdvertKind
from .costs import build_price, station_plan
from .station import build_spaces, malfunction_spaces

if TYPE_CHECKING:
    from .bot import HardBot

ROUNDS = 8
"""Damped rounds of responding to the others' expected choices."""
TEMPERATURE = 1.2
"""How far (in cash) a worse Advert is from a better one in the logit model: lower plays the best more often."""
MALFUNCTION = 3.0
"""What a Malfunction should cost: a space blocked, a tie-break lost."""
EVIL_ADVERTS: dict[AdvertKind, float] = {k: n / len(EVIL_CARDS) for k, n in Counter(c.advert for c in EVIL_CARDS).items()}
"""Solo: how likely the Evil A.I.'s next card names each Advert, by the make-up of its deck."""


@dataclass
class Prospect:
    """What one Advert should bring one seat, before the others' choices: the check-out, the best tile
    to build (its value and id, -1: none) and the next best tile's value."""

    cash_in: float
    cash_after: int
    best: float
    tile: int
    second: float
    keep: float = 0.0
    """Improvements: what keeping the card for later this Year is worth."""

    @property
    def value(self) -> float:
        """Check-out and the best build together, less what the card played is worth kept."""
        return self.cash_in + self.best - self.keep


def choices(view: dict[str, Any], seat: int) -> list[AdvertKind]:
    """The Adverts ``seat`` may play this season, as its view shows them."""
    used = view["seats"][seat]["improvement_used"]
    return [a for a in ADVERT_KINDS if a != "improvement" or not used]


def _builds(bot: "HardBot", view: dict[str, Any], seat: int, kind: AdvertKind, cash: int) -> list[tuple[float, int]]:
    """(value, tile) of the best place for each tile of ``kind`` that ``cash`` builds on ``seat``'s station, best first."""
    plan = station_plan(view, seat)
    if kind == "improvement" and not _may_improve(view, seat):
        return []
    spaces = build_spaces(plan)
    found = []
    for tile in view["offers"][kind]:
        worth = bot.tile_value(view, seat, tile)
        options = [worth - build_price(tile, s) - bot.platform_loss(view, s) - 0.01 * s
                   for s in spaces if build_price(tile, s) <= cash]
        if options:
            found.append((max(options), tile))
    return sorted(found, reverse=True)


def _may_improve(view: dict[str, Any], seat: int) -> bool:
    marks = view["seats"][seat]["icons"]
    return all(marks[k] >= 2 for k in ("amenity", "attraction", "berth"))


def prospect(bot: "HardBot", view: dict[str, Any], seat: int, advert: AdvertKind) -> Prospect:
    """What ``advert`` should bring ``seat`` this season if nobody else wants the same tile."""
    card = ADVERTS[advert]
    cash_in = max(bot.checkout_value(view, seat, k) for k in card.check_out)
    cash = view["seats"][seat]["cash"] + int(cash_in)
    builds = [(v, t) for v, t in _builds(bot, view, seat, card.build, cash) if v > 0]
    best, tile = builds[0] if builds else (0.0, -1)
    second = builds[1][0] if len(builds) > 1 else 0.0
    return Prospect(cash_in, cash, best, tile, second, keep_value(view) if advert == "improvement" else 0.0)


def keep_value(view: dict[str, Any]) -> float:
    """What keeping the Improvements Advert for a later season of this Year is worth (nothing in its last)."""
    left = SEASONS_PER_YEAR - (view["season"] - 1) % SEASONS_PER_YEAR - 1
    return 1.0 * left


def malfunction_cost(view: dict[str, Any], seat: int) -> float:
    """What a Malfunction gained now would cost ``seat`` (0 with a Deflector Shield or an empty pile)."""
    plan = station_plan(view, seat)
    if view["malfunctions_left"] == 0 or "shield" in plan.effects():
        return 0.0
    spaces = malfunction_spaces(plan)
    if spaces and all(s in VIEWING_PLATFORMS for s in spaces):
        years_left = 3 - (view["season"] - 1) // SEASONS_PER_YEAR
        return MALFUNCTION + 3.2 * years_left
    return MALFUNCTION


def _softmax(values: dict[AdvertKind, float], temperature: float) -> dict[AdvertKind, float]:
    top = max(values.values())
    weights = {a: math.exp((v - top) / temperature) for a, v in values.items()}
    total = sum(weights.values())
    return {a: w / total for a, w in weights.items()}


class AdvertModel:
    """Every seat's prospects and the expected choices of all, from one seat's view."""

    def __init__(self, bot: "HardBot", view: dict[str, Any]) -> None:
        self.view = view
        self.seats = list(range(view["players"]))
        self.prospects = {s: {a: prospect(bot, view, s, a) for a in choices(view, s)} for s in self.seats}
        self.harm = {s: malfunction_cost(view, s) for s in self.seats}
        self.odds = {s: _softmax({a: p.value for a, p in self.prospects[s].items()}, TEMPERATURE) for s in self.seats}
        for _ in range(ROUNDS):
            fresh = {s: _softmax(self.expected(s), TEMPERATURE) for s in self.seats}
            self.odds = {s: {a: (self.odds[s][a] + fresh[s][a]) / 2 for a in fresh[s]} for s in self.seats}

    def others(self, seat: int, advert: AdvertKind) -> float:
        """How likely someone else (or the Evil A.I.) plays ``advert`` too."""
        alone = 1.0
        for other in self.seats:
            if other != seat:
                alone *= 1 - self.odds[other].get(advert, 0.0)
        if self.view["evil"] is not None:
            alone *= 1 - EVIL_ADVERTS.get(advert, 0.0)
        return 1 - alone

    def expected(self, seat: int) -> dict[AdvertKind, float]:
        """What each of ``seat``'s Adverts should bring, given the others' expected choices."""
        found = {}
        for advert, mine in self.prospects[seat].items():
            value = mine.value
            if advert != NO_MALFUNCTION_ADVERT:
                value -= self.harm[seat] * self.others(seat, advert)
            for other in self.seats:
                theirs = self.prospects[other].get(advert)
                if other == seat or theirs is None or mine.tile < 0 or theirs.tile != mine.tile:
                    continue
                first = 1.0 if theirs.cash_after < mine.cash_after else 0.5 if theirs.cash_after == mine.cash_after else 0.0
                value -= self.odds[other][advert] * first * (mine.best - mine.second)
            found[advert] = value
        return found

    def draw(self, seat: int, rng: random.Random) -> AdvertKind:
        """``seat``'s Advert: a draw by its expected values (the same generator state, the same Advert)."""
        odds = _softmax(self.expected(seat), TEMPERATURE)
        roll, total = rng.random(), 0.0
        for advert in ADVERT_KINDS:
            total += odds.get(advert, 0.0)
            if roll < total:
                return advert
        return max(odds, key=lambda a: odds[a])
