"""Computer players for Paradise Fallen.  They see only their own seat's view.

:class:`EasyBot` is a plain, sensible player: it explores whenever it can,
often uses an island power, trips toward an island it holds a card for (paying
the cheapest way), lays Aberrations now and then, and ends its turn.

:class:`HardBot` plans the turn (:class:`~game.paradise_fallen.bot_plan.Planner`):
the trips that explore the most islands it holds cards for, paid with the cards
it needs least, ending where the next turn starts best; it plays Aptitudes at
the start of a turn when they pay off, times the powers (Molokai and Oahu when
the plan uses them, the draws early, Niihau after paying, Kauai and Kahoolawe
against the leader), lays Aberrations where they hinder the leader most and
itself least, gives Lanai's worst card to the leader and keeps the right
cards in the end phase.  Both are deterministic for their seed.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots import SeededBot, bot_maker, expert_maker
from game.core import Action

from . import actions as moves
from .bot_plan import POWER_RANK, Planner, Table, card_worth, explored_of, keep_plan, leader_weights, swapped, with_card, without
from .cards import APTITUDE_BY_NAME, CARDS, HAND_SIZE, neighbours
from .trips import aberrations_of, rations_in


def wanted_islands(view: dict[str, Any], seat: int) -> set[str]:
    """Islands ``seat`` holds a card for and has not explored yet."""
    done = {e["island"] for e in view["explored"][seat]}
    return {CARDS[c].name for c in view.get("hand", []) if CARDS[c].kind == "island"} - done


class EasyBot(SeededBot):
    """A casual player that explores, heads for islands it holds cards for and ends its turn."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` for ``seat`` from its own view."""
        explore = [a for a in legal if isinstance(a, moves.Explore)]
        if explore:
            return explore[0]
        powers = [a for a in legal if isinstance(a, moves.UsePower)]
        if powers and self.rng.random() < 0.6:
            return powers[0]
        if view["pending"] is not None:
            return self.rng.choice(legal)
        if view["phase"] == "end":
            return self._end_phase(view, legal, seat)
        aptitudes = [a for a in legal if isinstance(a, moves.PlayAptitude)]
        if aptitudes and self.rng.random() < 0.5:
            return aptitudes[0]
        trip = self._trip(view, legal)
        if trip is not None:
            return trip
        wander = [a for a in legal if isinstance(a, moves.Trip) and len(a.pay) <= 1]
        if wander and self.rng.random() < 0.2:
            return self.rng.choice(wander)
        aberrations = [a for a in legal if isinstance(a, moves.PlayAberration)]
        if aberrations and self.rng.random() < 0.3:
            return self.rng.choice(aberrations)
        return next(a for a in legal if isinstance(a, moves.EndPlay))

    def _trip(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        wanted = wanted_islands(view, view["viewer"])
        grid = view["grid"]
        hand = view.get("hand", [])

        def keeps_its_card(trip: moves.Trip) -> bool:
            island = grid[trip.path[-1]]
            cards = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == island]
            return len(set(cards) - set(trip.pay)) > 0

        trips = [a for a in legal if isinstance(a, moves.Trip) and grid[a.path[-1]] in wanted and keeps_its_card(a)]
        if not trips:
            return None
        return min(trips, key=lambda t: (rations_in(t.pay), len(t.path), t.pay))

    def _end_phase(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        hand = view.get("hand", [])
        done = {e["island"] for e in view["explored"][seat]}
        useless = [a for a in legal if isinstance(a, moves.Discard) and (
            CARDS[a.card].kind == "aberration" or CARDS[a.card].kind == "island" and CARDS[a.card].name in done)]
        if useless:
            return useless[0]
        if len(hand) >= HAND_SIZE and self.rng.random() < 0.6:
            keep = {min(c for c in hand if CARDS[c].name == island) for island in wanted_islands(view, seat)}
            spare = [a for a in legal if isinstance(a, moves.Discard) and a.card not in keep]
            if spare:
                return self.rng.choice(spare)
        return moves.Done()


def _of(kind: type, legal: Sequence[Action]) -> list[Any]:
    return [a for a in legal if isinstance(a, kind)]


def _best(options: Sequence[tuple[float, Action]], floor: float) -> Action | None:
    """The action of the highest score above ``floor`` (the first of equals), or None."""
    best: tuple[float, Action] | None = None
    for score, action in options:
        if score > floor and (best is None or score > best[0]):
            best = (score, action)
    return None if best is None else best[1]


class HardBot(SeededBot):
    """A careful player: plans its turn, times powers and Aptitudes, hinders the leader."""

    LAY_FLOOR = 0.2
    """Least gain (rations of trouble, the leader's against one's own) to lay an Aberration."""
    SHIFT_FLOOR = 0.8
    """Least gain to spend a token on Kauai or Kahoolawe, or to play the Shaman."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` for ``seat`` from its own view."""
        if len(legal) == 1:
            return legal[0]
        if view["pending"] is not None:
            return self._pending(view, legal, seat)
        if view["phase"] == "end":
            return self._end_phase(view, legal, seat)
        return self._play(view, legal, seat) or next(a for a in legal if isinstance(a, moves.EndPlay))

    # --- the play phase -------------------------------------------------------
    def _planner(self, view: dict[str, Any], seat: int, extra: Sequence[str] = ()) -> Planner:
        active = [CARDS[c].name for c in view["aptitudes_active"][seat]]
        return Planner(view, seat, [*active, *extra], last_turn=view["turns_left"] is not None)

    def _play(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        if _of(moves.PlayAptitude, legal):
            aptitude = self._aptitude(view, legal, seat)
            if aptitude is not None:
                return aptitude
        explore = _of(moves.Explore, legal)
        if explore:
            return explore[0]
        hand, explored = view["hand"], explored_of(view, seat)
        _, step, uses_power = self._planner(view, seat).best(view["canoes"][seat], hand, explored)
        if step[0] == "oahu" and moves.UsePower("Oahu") in legal:
            return moves.UsePower("Oahu")
        if step[0] == "molokai" and moves.UsePower("Molokai") in legal:
            return moves.UsePower("Molokai")
        if not uses_power:
            power = self._early_power(view, legal, seat)
            if power is not None:
                return power
        if step[0] == "trip":
            trip = moves.Trip(step[1], step[2])
            return trip if trip in legal else self._nearest_trip(trip, legal)
        return self._late_power(view, legal, seat) or self._aberration(view, legal, seat)

    def _nearest_trip(self, wish: moves.Trip, legal: list[Action]) -> Action | None:
        """A legal trip to the same place, paying least (the planned one should always be legal)."""
        trips = [a for a in _of(moves.Trip, legal) if a.path[-1] == wish.path[-1]]
        return min(trips, key=lambda t: rations_in(t.pay), default=None)

    def _behind(self, view: dict[str, Any], seat: int) -> bool:
        mine = len(view["explored"][seat])
        return any(len(row) >= mine for s, row in enumerate(view["explored"]) if s != seat)

    def _early_power(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        """A power that draws cards, used before trips (the cards may pay for them)."""
        if view["turns_left"] is not None and not self._behind(view, seat):
            return None
        usable = {a.island for a in _of(moves.UsePower, legal)}
        hand, explored = view["hand"], explored_of(view, seat)
        junk = [c for c in hand if card_worth(c, hand, explored) < 1.2]
        for island in ("Maui", "Hawaii", "Nihoa", "Lanai"):
            if island in usable and (island != "Nihoa" or len(junk) >= 2):
                return moves.UsePower(island)
        return None

    def _late_power(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        """Niihau after paying, Kauai or Kahoolawe when they hinder the leader enough."""
        usable = {a.island for a in _of(moves.UsePower, legal)}
        if not usable or view["turns_left"] is not None:
            return None
        if "Niihau" in usable and not view["may_play_aptitude"] and _recent_rations(view) >= 3:
            return moves.UsePower("Niihau")
        table = Table.of(view, seat)
        lying = aberrations_of(view)
        if "Kauai" in usable and _best(_moves(table, lying), self.SHIFT_FLOOR) is not None:
            return moves.UsePower("Kauai")
        if "Kahoolawe" in usable and _best(_swaps(table, lying), self.SHIFT_FLOOR) is not None:
            return moves.UsePower("Kahoolawe")
        return None

    def _aberration(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        lays = _of(moves.PlayAberration, legal)
        if not lays or view["turns_left"] == 1:
            return None
        table = Table.of(view, seat)
        lying = aberrations_of(view)
        base = table.score(lying)
        return _best([(table.score(with_card(lying, a.card, a.spot)) - base, a) for a in lays], self.LAY_FLOOR)

    def _aptitude(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        """An Aptitude worth playing now: the draws and thefts always, the rest when the plan gains."""
        plays = {CARDS[a.card].name: a for a in _of(moves.PlayAptitude, legal)}
        for name in ("Fisherman", "Trickster", "Ancestors' Blessing"):
            if name in plays:
                return plays[name]
        if "Shaman" in plays:
            table = Table.of(view, seat)
            lying = aberrations_of(view)
            base = table.score(lying)
            removals = [(table.score(without(lying, c)) - base, c) for s in lying for c in lying[s]]
            if max(removals)[0] > self.SHIFT_FLOOR:
                return plays["Shaman"]
        hand, explored, pos = view["hand"], explored_of(view, seat), view["canoes"][seat]
        base = self._planner(view, seat).best(pos, hand, explored)[0]
        options = []
        for name, action in sorted(plays.items()):
            rest = [c for c in hand if c != action.card]
            if APTITUDE_BY_NAME[name].lasting:
                value = self._planner(view, seat, [name]).best(pos, rest, explored)[0]
            elif name == "Sea Turtle":
                planner = self._planner(view, seat)
                value = max(planner.best(p, rest, explored)[0] for p in neighbours(pos))
            else:
                continue
            options.append((value - base, action))
        return _best(options, 0.5)

    # --- choices asked for ------------------------------------------------------
    def _pending(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        kind = view["pending"]["kind"]
        hand, explored, pos = view.get("hand", []), explored_of(view, seat), view["canoes"][seat]
        if kind == "raid":  # the victim's cards lie shuffled face down: any slot is as good
            return _of(moves.RaidPick, legal)[0]
        if kind in ("oahu", "sea_turtle"):
            planner = self._planner(view, seat)
            return max(_of(moves.SailTo, legal),
                       key=lambda a: (planner.best(a.position, hand, explored, power=False)[0], -a.position))
        if kind == "molokai":
            dist = self._planner(view, seat).dist[pos]
            return max(_of(moves.Explore, legal),
                       key=lambda a: (dist[view["grid"].index(CARDS[a.card].name)], -a.card))
        if kind == "lanai":
            return self._deal(view, legal, seat)
        if kind == "nihoa":
            junk = [a for a in _of(moves.Discard, legal) if card_worth(a.card, hand, explored) < 1.2]
            return junk[0] if junk else moves.Done()
        if kind == "trickster":
            weights = leader_weights(view, seat)
            return max(_of(moves.TakeFrom, legal), key=lambda a: (weights[a.seat], view["hand_counts"][a.seat], -a.seat))
        if kind == "blessing":
            return min(_of(moves.Revive, legal), key=lambda a: POWER_RANK.index(a.island))
        table, lying = Table.of(view, seat), aberrations_of(view)
        if kind == "shaman":
            removals = [(table.score(without(lying, a.card)), a) for a in _of(moves.RemoveAberration, legal)]
            return _best(removals, float("-inf")) or legal[0]
        if kind == "kauai":
            return _best(_moves(table, lying), 0.3) or moves.Done()
        swaps = [(table.score(swapped(lying, a.first, a.second)), a) for a in _of(moves.SwapSpots, legal)]
        return _best(swaps, float("-inf")) or legal[0]

    def _deal(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Lanai: the best card to oneself, the worst to the leader."""
        cards = view["pending"]["cards"]
        hand, explored = view["hand"], explored_of(view, seat)
        weights = leader_weights(view, seat)

        def score(deal: moves.Deal) -> float:
            total = 0.0
            for card, to in zip(cards, deal.seats):
                if to == seat:
                    total += card_worth(card, [*hand, card], explored)
                else:
                    total -= weights[to] * _worth_to_rival(view, to, card)
            return total

        return max(_of(moves.Deal, legal), key=lambda d: (score(d), [-s for s in d.seats]))

    # --- the end phase ---------------------------------------------------------
    def _end_phase(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """moves.Discard what a fresh draw beats (Island cards of explored islands, spare Aberrations, ...)."""
        if view["turns_left"] is not None:
            return moves.Done()
        hand, explored = view["hand"], explored_of(view, seat)
        dist = self._planner(view, seat).dist[view["canoes"][seat]]
        kept, _ = keep_plan(hand, explored, view["grid"], dist, int(view["refill_to"]))
        for card in sorted(hand, key=lambda c: (card_worth(c, hand, explored), c)):
            if card not in kept and moves.Discard(card) in legal:
                return moves.Discard(card)
        return moves.Done()


def _worth_to_rival(view: dict[str, Any], rival: int, card: int) -> float:
    """What ``card`` is roughly worth to a rival (whose hand is unknown)."""
    face = CARDS[card]
    if face.kind == "island":
        return 0.7 if face.name in explored_of(view, rival) else 2.5
    if face.kind == "ration":
        return 0.85 * face.value
    return 1.5 if face.kind == "aptitude" else 1.0


def _moves(table: Table, lying: dict[int, list[int]]) -> list[tuple[float, Action]]:
    """Kauai's moves with their gains."""
    base = table.score(lying)
    found: list[tuple[float, Action]] = []
    for spot in sorted(lying):
        like = range(9) if spot < 9 else range(9, 21)
        for card in lying[spot]:
            found += [(table.score(with_card(lying, card, to)) - base, moves.MoveAberration(card, to))
                      for to in like if to != spot]
    return found


def _swaps(table: Table, lying: dict[int, list[int]]) -> list[tuple[float, Action]]:
    """Kahoolawe's swaps with their gains."""
    base = table.score(lying)
    return [(table.score(swapped(lying, a, b)) - base, moves.SwapSpots(min(a, b), max(a, b)))
            for a in sorted(lying) for b in (range(9) if a < 9 else range(9, 21)) if b != a]


def _recent_rations(view: dict[str, Any]) -> int:
    """Rations on top of the discard pile, down to the first card that cannot pay (a guess at this turn's pay)."""
    total = 0
    for card in reversed(view["discard"][-5:]):
        if CARDS[card].kind not in ("ration", "island"):
            break
        total += CARDS[card].value if CARDS[card].kind == "ration" else 0
    return total


make_bot = bot_maker({"easy": EasyBot, "hard": HardBot, "expert": expert_maker("game.paradise_fallen.expert")})
"""A computer player for a level ("easy", "hard" or "expert"), deterministic for its seed."""
