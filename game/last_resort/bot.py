"""Computer players for Last Resort.  They see only their own seat's view.

* :class:`EasyBot` plays a casual game: a random Advert that lets it build or cash
  in, the check-out that pays most, a random affordable tile on the cheapest space
  (now and then nothing), and tourists where they fit, at random.
* :class:`HardBot` values its options: its secret Advert expecting what the others
  will choose (:mod:`.advertising`: every seat's check-out and best build, the
  Malfunction of a shared Advert, a tile taken first; a seeded draw by value); tiles by the cash their places should bring over the seasons left
  and their prestige (draft order and the end bonuses), with Viewing Platforms
  kept clear; tourists onto the best-paying place, a Berth it can fill, and an
  ejection on the track it needs least.
"""
from __future__ import annotations

from typing import Any, cast

from game.bots import SeededBot, bot_maker, expert_maker
from game.core import Action

from .actions import Build, CheckOut, ChooseAdvert, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from .advertising import AdvertModel
from .boards import END_BONUSES, ROUND_TRACK, SPACE_COSTS, VIEWING_PLATFORMS, ClearKind
from .costs import build_price, check_out_pay, check_out_tiles, station_plan
from .station import StationPlan
from .tiles import PRESTIGE, PRESTIGE_OF, TILES, Prestige

SEASONS = len(ROUND_TRACK)


class EasyBot(SeededBot):
    """A casual player, who now and then sees the good move (:data:`SHARP`)."""

    SHARP = 0.5
    """Share of decisions the easy player takes as the hard player would: without it the easy level never beat
    the Evil A.I. (0 of 80 solo games), and a newcomer's level must win sometimes (bench/strength.py)."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view`` (the view of ``seat``)."""
        if self.rng.random() < self.SHARP:
            return HardBot(self.rng.getrandbits(32)).choose(view, legal, seat)
        first = legal[0]
        if isinstance(first, ChooseAdvert):
            return self.rng.choice(legal)
        if isinstance(first, CheckOut):
            return max(legal, key=lambda a: (check_out_pay(view, seat, cast(CheckOut, a).kind), self.rng.random()))
        if isinstance(first, (Build, PassBuild)):
            builds = [a for a in legal if isinstance(a, Build)]
            if not builds or self.rng.random() < 0.25:
                return PassBuild()
            tile = self.rng.choice(sorted({b.tile for b in builds}))
            return min((b for b in builds if b.tile == tile), key=lambda b: (build_price(b.tile, b.space), b.space))
        if isinstance(first, (Welcome, Eject)):
            welcome = [a for a in legal if isinstance(a, Welcome)]
            return self.rng.choice(welcome or legal)
        if isinstance(first, (PlaceMalfunction, RemoveMalfunction)):
            return self.rng.choice(legal)
        return self.rng.choice(legal)


class HardBot(SeededBot):
    """A player who plans Adverts, builds and draft picks by value."""

    FILL = 0.55
    """Share of a tile's places expected to be filled when it is checked out."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view`` (the view of ``seat``)."""
        first = legal[0]
        plan = station_plan(view, seat)
        if isinstance(first, ChooseAdvert):
            advert = AdvertModel(self, view).draw(seat, self.rng)
            return next((a for a in legal if cast(ChooseAdvert, a).advert == advert), first)
        if isinstance(first, CheckOut):
            return max(legal, key=lambda a: self.checkout_value(view, seat, cast(CheckOut, a).kind))
        if isinstance(first, (Build, PassBuild)):
            return max(legal, key=lambda a: self.build_value(view, seat, plan, a))
        if isinstance(first, (Welcome, Eject)):
            return max(legal, key=lambda a: self.pick_value(view, seat, plan, a))
        if isinstance(first, PlaceMalfunction):
            return min(legal, key=lambda a: self._malfunction_harm(plan, cast(PlaceMalfunction, a).space))
        if isinstance(first, RemoveMalfunction):
            return max(legal, key=lambda a: self._malfunction_harm(plan, cast(RemoveMalfunction, a).space))
        return legal[0]

    # --- values -------------------------------------------------------------------
    def seasons_left(self, view: dict[str, Any]) -> int:
        """Check-outs still to come, this season's included."""
        return SEASONS - view["season"] + 1

    def prestige_worth(self, view: dict[str, Any], seat: int, kind: Prestige) -> float:
        """What one more prestige on ``kind`` is worth: draft priority, and more when a bonus is in reach."""
        track = view["tracks"][kind]
        mine = next(v for p, v in track if p == seat)
        bonuses = END_BONUSES[max(view["players"], 2)]
        rank = [p for p, _ in track].index(seat)
        worth = 0.6 + 0.4 * self.seasons_left(view) / SEASONS
        if mine >= 20:
            return 1.0
        if rank < len(bonuses) + 1:
            above = track[rank - 1][1] if rank else mine
            if above - mine <= 3:
                worth += 0.9
        return worth

    def tile_value(self, view: dict[str, Any], seat: int, tile: int) -> float:
        """What a tile should bring over the rest of the game (cash of its places, prestige)."""
        face = TILES[tile]
        left = self.seasons_left(view)
        clears = 1 + (left - 1) / 2.5
        if face.kind == "berth":
            income = 3 * clears * 0.5
        else:
            income = sum(s.cash for s in face.spaces) * self.FILL * clears
        if face.kind == "improvement":
            income = {"grant": 4 * ((left + 2) // 3), "investor": 8, "annex": 4, "cryo": 3, "concierge": left,
                      "platform": 4 * ((left + 2) // 3), "repair": 6, "shield": 2 * left / 3,
                      "recycler": left / 2, "press": 3, "fame": 0}.get(face.effect, 0)
        glow = sum(self.prestige_worth(view, seat, k) * n for k, n in zip(PRESTIGE, face.lights))
        return income + glow

    def platform_loss(self, view: dict[str, Any], space: int) -> float:
        """What covering ``space`` costs in Viewing Platform prestige over the Years left (0: not a platform)."""
        if space not in VIEWING_PLATFORMS:
            return 0.0
        years_left = 3 - (view["season"] - 1) // 3
        return 4 * 0.8 * years_left

    def build_value(self, view: dict[str, Any], seat: int, plan: StationPlan, action: Action) -> float:
        """Gain of a Build over passing (PassBuild: 0)."""
        if not isinstance(action, Build):
            return 0.0
        value = self.tile_value(view, seat, action.tile) - build_price(action.tile, action.space)
        value -= self.platform_loss(view, action.space)
        return value - 0.01 * action.space

    def checkout_value(self, view: dict[str, Any], seat: int, kind: ClearKind) -> float:
        """Cash of a check-out, and a little for the room it makes."""
        paid = check_out_tiles(view, seat, kind)
        return sum(c for _, _, c in paid) + 0.3 * sum(n for _, n, _ in paid)

    def pick_value(self, view: dict[str, Any], seat: int, plan: StationPlan, action: Action) -> float:
        """How good a tourist pick is: the cash of the place, or the cost of an ejection."""
        if isinstance(action, Eject):
            kind = PRESTIGE_OF[action.colour]
            mine = view["seats"][seat]["prestige"][kind]
            return -self.prestige_worth(view, seat, kind) if mine > 0 else -0.1
        assert isinstance(action, Welcome)
        tile = TILES[plan.tiles[action.space]]
        guests = plan.guests[action.space]
        if tile.kind == "berth":
            filled = sum(1 for g in guests if g is not None)
            return 1.0 + filled * 1.2
        value = float(tile.spaces[action.slot].cash)
        value -= 0.3 * (len(tile.spaces[action.slot].colours) - 1)
        lounge = view["lounge"]
        return value + 0.1 * lounge[action.colour]

    def _malfunction_harm(self, plan: StationPlan, space: int) -> float:
        return 5.0 * (space in VIEWING_PLATFORMS) + SPACE_COSTS[space] * 0.1


make_bot = bot_maker({"easy": EasyBot, "hard": HardBot, "expert": expert_maker("game.last_resort.expert")})
"""A computer player for a level ("easy", "hard" or "expert"), deterministic for its seed."""
