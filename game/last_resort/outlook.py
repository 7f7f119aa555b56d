"""What a Last Resort position should end in: each party's projected final cash, for the Expert's search.

A search that cuts its rollouts short (:mod:`.expert`) needs to judge the position it reached.  Final cash
is what wins, and most of it can be read off the table:

* the cash in hand;
* the tourists seated now: every one of them is paid at a check-out or at the final clear-out, whatever
  happens (a Berth only when full: a part-filled one counts a share of its pay);
* what the station should still earn: the cash of its tourist places, times the check-outs left, times
  :data:`EARNING` (the share of a place's cash one check-out brings on average, fitted on hard-bot games);
* Improvements' cash still to come (Investor Suite at the end, Tourism Grant at each End of Year left);
* the end bonuses, expected from the trackers: each track's standing plus the Viewing Platforms' prestige
  still to come, every pair of parties compared with a spread that grows with the seasons left
  (:data:`SPREAD`), the bonuses paid by the expected place;
* less :data:`MALFUNCTION` for each Malfunction (a space blocked, a tie-break lost).

Solo, the Evil A.I. banks the cash of all nine of its cards whatever happens, so its projection is its cash,
the cards still to come and its expected bonuses (its trackers move by the lights of its cards left).
Only what every seat may see is read (the piles' order matters nowhere: only which Evil A.I. cards are left).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .boards import END_BONUSES, EVIL_CARDS, SEASONS_PER_YEAR, YEARS
from .prestige import EVIL_AI, position
from .station import StationPlan, check_out, visible_platforms
from .tiles import BERTH_FULL_PAY, GRANT_CASH, INVESTOR_CASH, PRESTIGE, TILES

if TYPE_CHECKING:
    from .state import LastResortState

SEASONS = YEARS * SEASONS_PER_YEAR
EARNING = 0.22
"""Cash each check-out left should bring per coin of the station's tourist places (hard-bot games: 0.13-0.24)."""
FLOW = {1: 10.0, 2: 7.7, 3: 7.0, 4: 6.5}
"""Cash each check-out left brings a seat beyond its places' worth, by seats (the tourists still to come, fitted on
hard-bot games).  Alike for every seat, so it only matters solo, against the Evil A.I.'s sure cash."""
PART_BERTH = 0.5
"""Share of a full Berth's pay a part-filled one counts (it may yet be filled)."""
SPREAD = (0.5, 0.7)
"""Spread of a tracker's final standing around its projection: base, and added per season left."""
MALFUNCTION = 1.0
"""What a Malfunction on the station should cost by the end."""
SCALE = {True: (2.8, 0.4), False: (5.5, 0.5)}
"""Logistic scale of a projected lead (cash), solo and at a table: base, and added per check-out left (the spread
of hard-bot games' final cash around the projection, sd / 1.8; see :func:`chances`)."""


def checkouts_left(state: "LastResortState") -> int:
    """Check-outs still to come for the seats, this season's if it has not been played yet."""
    to_come = state.phase in ("advertise", "checkout") or _before_checkout(state)
    return SEASONS - state.season + to_come


def years_ends_left(state: "LastResortState") -> int:
    """Ends of Year still to come (Viewing Platforms and Tourism Grants pay at each)."""
    return 0 if state.is_over else YEARS - (state.season - 1) // SEASONS_PER_YEAR


def seated_pay(plan: StationPlan) -> float:
    """What the tourists seated now will bring (a part-filled Berth a share of a full one)."""
    paid: float = sum(cash for _, _, cash in check_out(plan, None))
    for space, tile in plan.tiles.items():
        face, guests = TILES[tile], plan.guests[space]
        filled = sum(1 for g in guests if g is not None)
        if face.kind == "berth" and 0 < filled < len(guests):
            paid += PART_BERTH * BERTH_FULL_PAY * filled / len(guests)
    return paid


def places_cash(plan: StationPlan) -> float:
    """The cash of all the station's tourist places (a Berth: its full pay), what one full check-out pays."""
    total = 0.0
    for tile in plan.tiles.values():
        face = TILES[tile]
        total += BERTH_FULL_PAY if face.kind == "berth" else sum(s.cash for s in face.spaces)
    return total


def improvement_cash(plan: StationPlan, ends_left: int) -> float:
    """Cash the station's Improvements will still pay (Investor Suite at the end, Grants each End of Year)."""
    effects = plan.effects()
    return INVESTOR_CASH * ("investor" in effects) + GRANT_CASH * ends_left * ("grant" in effects)


def _before_checkout(state: "LastResortState") -> bool:
    """True between the Adverts' reveal and the Check-out phase (Malfunctions from shared Adverts)."""
    return state.phase == "malfunction" and state.after == "checkout"


def evil_cards_left(state: "LastResortState", pays: str) -> list[int]:
    """The Evil A.I. cards whose ``pays`` ("cash", banked at Check-out, or "lights", gained at the Build
    phase) is still to come: those in its pile, and the one turned up until it has paid."""
    cards = list(state.evil_pile)
    pending = _before_checkout(state) or (pays == "lights" and state.phase == "checkout")
    if state.evil_card is not None and pending:
        cards.append(state.evil_card)
    return cards


def tracker_outlook(state: "LastResortState") -> dict[str, dict[int, float]]:
    """Each party's projected final standing on each track: its tracker, plus what is sure to come."""
    ends = years_ends_left(state)
    cards = evil_cards_left(state, "lights") if state.solo else []
    found: dict[str, dict[int, float]] = {}
    for index, kind in enumerate(PRESTIGE):
        track = state.tracks[kind]
        standing = {}
        for party, at in track:
            if party == EVIL_AI:
                gain = sum(EVIL_CARDS[c].lights[index] for c in cards)
            else:
                gain = visible_platforms(state.stations[party]) * ends
            standing[party] = min(20.0, at + gain) - 0.01 * position(track, party)
        found[kind] = standing
    return found


def ahead(margin: float, spread: float) -> float:
    """How likely a tracker ``margin`` ahead by projection ends ahead (a logistic of the margin)."""
    return 1.0 / (1.0 + math.exp(-1.7 * margin / spread))


def expected_bonus(standing: dict[int, float], party: int, bonuses: tuple[int, ...], spread: float) -> float:
    """``party``'s expected end bonus on one track: the place it should reach, each rival ahead of it
    independently by :func:`ahead` (a Poisson-binomial of the rivals ahead)."""
    places = [1.0]
    for rival, at in standing.items():
        if rival == party:
            continue
        p = ahead(at - standing[party], spread)
        grown = [0.0] * (len(places) + 1)
        for k, q in enumerate(places):
            grown[k] += q * (1 - p)
            grown[k + 1] += q * p
        places = grown
    return sum(q * bonuses[k] for k, q in enumerate(places) if k < len(bonuses))


def projections(state: "LastResortState") -> dict[int, float]:
    """Every party's projected final cash (solo the Evil A.I. too, as :data:`.prestige.EVIL_AI`)."""
    if state.is_over:
        cash = {s: float(state.cash[s]) for s in range(state.players)}
        if state.solo:
            cash[EVIL_AI] = float(state.evil_cash)
        return cash
    left, ends = checkouts_left(state), years_ends_left(state)
    spread = SPREAD[0] + SPREAD[1] * left
    bonuses = END_BONUSES[max(state.players, 2)]
    outlook = tracker_outlook(state)
    found: dict[int, float] = {}
    for seat in range(state.players):
        plan = state.stations[seat]
        found[seat] = (state.cash[seat] + seated_pay(plan) + left * (EARNING * places_cash(plan) + FLOW[state.players])
                       + improvement_cash(plan, ends) - MALFUNCTION * len(plan.malfunctions))
    if state.solo:
        found[EVIL_AI] = state.evil_cash + float(sum(EVIL_CARDS[c].cash for c in evil_cards_left(state, "cash")))
    for party in found:
        found[party] += sum(expected_bonus(outlook[k], party, bonuses, spread) for k in PRESTIGE)
    return found


def chances(state: "LastResortState", seat: int) -> float:
    """How likely ``seat`` is to win from here, in [0, 1]: a logistic of its projected lead over the best
    rival (solo: the Evil A.I.), the scale growing with the seasons left; a finished game is its win share."""
    if state.is_over:
        winners = state.result().winners
        return 1.0 / len(winners) if seat in winners else 0.0
    cash = projections(state)
    rival = max(v for p, v in cash.items() if p != seat)
    base, per_season = SCALE[state.solo]
    scale = base + per_season * checkouts_left(state)
    return 1.0 / (1.0 + math.exp(-(cash[seat] - rival) / scale))
