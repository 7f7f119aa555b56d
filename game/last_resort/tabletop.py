"""The table of a game of Last Resort: where every component lies, and the bank's and the trackers' moves.

:class:`Tabletop` holds the stations, the cash, the prestige tracks, the bag and the lounge, the offers
and the piles, and what the season has decided so far; it pays and charges (every coin through the
ledger), moves trackers, draws tourists from the bag and sets the table up.  The steps of a season are in
:mod:`.phases` and :mod:`.year_end`.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal, cast

from game.base import GameState
from game.core import Event, GameRng, Seat

from . import prestige as tracks_
from .boards import EVIL_CARDS, EVIL_START_PRESTIGE, SEASONS_PER_YEAR, START_CASH, STATIONS, TRENDS, YEARS
from .events import CashGained, PrestigeMoved
from .prestige import EVIL_AI, Track
from .scoring import CashEntry
from .station import StationPlan, starting_plan
from .tiles import ANY_COLOUR_PAY, BERTH_COUNT, COLOURS, MALFUNCTIONS, PRESTIGE, TILES, TOURISTS_PER_COLOUR, Colour, Prestige

Phase = Literal["advertise", "malfunction", "repair", "checkout", "build", "arrivals", "over"]
PHASES: tuple[Phase, ...] = ("advertise", "malfunction", "repair", "checkout", "build", "arrivals", "over")
OFFER_KINDS = ("attraction", "amenity", "improvement")
LEDGER_REASONS = {"evil card": "the Evil A.I.'s card", "grant": "Tourism Grant", "investor": "Investor Suite"}
"""How the ledger (saved with the game) writes the reasons of :class:`.events.CashGained`."""


class Tabletop(GameState):
    """Every component of a game of Last Resort, and the moves of cash and prestige."""

    def __init__(self, seats: Sequence[Seat], rng: GameRng, something_wrong: bool = False) -> None:
        super().__init__(seats, rng)
        self.something_wrong = something_wrong
        """The 'Something's Gone Wrong' module: Malfunctions lie face up and strike at each End of Year."""
        n = len(self._seats)
        self.cash = [START_CASH] * n
        self.evil_cash = START_CASH if n == 1 else 0
        self.ledger: list[CashEntry] = []
        self.stations: list[StationPlan] = []
        self.tracks: dict[Prestige, Track] = {}
        self.bag: dict[Colour, int] = {c: TOURISTS_PER_COLOUR for c in COLOURS}
        self.lounge: dict[Colour, int] = {c: 0 for c in COLOURS}
        self.offers: dict[str, list[int]] = {k: [] for k in OFFER_KINDS}
        self.piles: dict[str, list[int]] = {}
        self.berths: list[int] = []
        self.malfunction_pile: list[int] = []
        self.trend = 0
        self.trend_pile: list[int] = []
        self.evil_pile: list[int] = []
        self.evil_card: int | None = None
        self.season = 1
        self.phase: Phase = "advertise"
        self.adverts: dict[int, str] = {}
        self.revealed = False
        self.improvement_used = [False] * n
        self.pending: list[tuple[str, int]] = []
        self.after = ""
        self.queue: list[int] = []
        self.order: list[int] = []
        self.turn = 0

    # --- who and when ----------------------------------------------------------------
    @property
    def solo(self) -> bool:
        """True in a one-player game against the Evil A.I."""
        return self.players == 1

    @property
    def parties(self) -> list[int]:
        """The seats, and the Evil A.I. in a solo game."""
        return list(range(self.players)) + ([EVIL_AI] if self.solo else [])

    @property
    def year(self) -> int:
        """The current Year, 1–3."""
        return (self.season - 1) // SEASONS_PER_YEAR + 1

    # --- cash and prestige ----------------------------------------------------------------
    def pay(self, seat: int, amount: int, reason: str) -> None:
        """Move ``amount`` from the bank to ``seat`` (negative: to the bank) and write it in the ledger."""
        if amount == 0:
            return
        if seat == EVIL_AI:
            self.evil_cash += amount
        else:
            self.cash[seat] += amount
        self.ledger.append(CashEntry(seat, amount, reason))

    def gain_cash(self, seat: int, amount: int, reason: str, about: str = "") -> list[Event]:
        """The bank pays ``seat`` for ``reason`` (see :class:`.events.CashGained`; ``about``: the track of an
        overflow); the event, if any."""
        if amount <= 0:
            return []
        self.pay(seat, amount, f"{about} prestige above 20" if reason == "overflow" else LEDGER_REASONS[reason])
        return [self.happened(CashGained(seat, amount, reason, about))]

    def move_prestige(self, seat: int, kind: Prestige, amount: int, reason: str, about: int = -1) -> list[Event]:
        """Gain (or lose, if negative) prestige for ``reason`` (see :class:`.events.PrestigeMoved`); symbols
        above 20 pay 1 each."""
        if amount == 0:
            return []
        return self._prestige_moved(seat, kind, tracks_.move_together(self.tracks[kind], {seat: amount})[seat], reason, about)

    def gain_lights(self, seat: int, lights: Sequence[int], reason: str, about: int = -1) -> list[Event]:
        """Gain the prestige of a tile's (or card's) lights, track by track."""
        return self.gain_lights_together({seat: lights}, reason, about)

    def gain_lights_together(self, lights: Mapping[int, Sequence[int]], reason: str, about: int = -1) -> list[Event]:
        """Several seats gain prestige at the same moment (End of Year Viewing Platforms): on each track their
        trackers move together and keep the order they had (RULINGS: simultaneous gains, never seat order)."""
        moves = {
            kind: tracks_.move_together(self.tracks[kind], {s: row[i] for s, row in lights.items() if row[i]})
            for i, kind in enumerate(PRESTIGE)
        }
        return [
            event
            for seat in lights
            for kind in PRESTIGE
            if seat in moves[kind]
            for event in self._prestige_moved(seat, kind, moves[kind][seat], reason, about)
        ]

    def _prestige_moved(self, seat: int, kind: Prestige, moved: tracks_.Move, reason: str, about: int) -> list[Event]:
        events: list[Event] = []
        if moved.after != moved.before:
            events.append(self.happened(PrestigeMoved(seat, kind, moved.before, moved.after, reason, about)))
        return events + self.gain_cash(seat, moved.overflow, "overflow", kind)

    def draw_tourist(self) -> Colour:
        """Take a random tourist out of the bag."""
        pick = self.rng.randrange(sum(self.bag.values()))
        for colour in COLOURS:
            if pick < self.bag[colour]:
                self.bag[colour] -= 1
                return colour
            pick -= self.bag[colour]
        raise AssertionError("the bag count is wrong")

    # --- setup -------------------------------------------------------------------------------
    def set_up(self, any_colour_pay: int = ANY_COLOUR_PAY) -> None:
        """Shuffle the piles, lay out the offers and the stations (called once by ``new_game``; ``any_colour_pay``:
        what Blue's 'Any Colour' Orientation place pays, see :func:`.station.starting_plan`)."""
        table = max(self.players, 2)
        self.trend_pile = [t.index for t in TRENDS]
        self.rng.shuffle(self.trend_pile)
        self.trend = self.trend_pile.pop(0)
        for kind in ("attraction", "amenity"):
            for year in range(1, YEARS + 1):
                pile = [t.id for t in TILES if t.kind == kind and t.year == year]
                self.rng.shuffle(pile)
                self.piles[f"{kind}-{year}"] = pile
            self.offers[kind] = [self.piles[f"{kind}-1"].pop(0) for _ in range(table)]
        improvements = [t.id for t in TILES if t.kind == "improvement"]
        self.rng.shuffle(improvements)
        self.offers["improvement"] = improvements[:table]
        self.berths = [t.id for t in TILES if t.kind == "berth"][:BERTH_COUNT - 2 * (4 - table)]
        self.malfunction_pile = [m.id for m in MALFUNCTIONS]
        self.rng.shuffle(self.malfunction_pile)
        for seat in range(self.players):
            plan = starting_plan(STATIONS[seat], self.malfunction_pile.pop(0), any_colour_pay)
            self.stations.append(plan)
            for colour, count in plan.tourists_by_colour().items():
                self.bag[cast(Colour, colour)] -= count
        start = [(s, STATIONS[s].start_prestige) for s in range(self.players)]
        for kind in PRESTIGE:
            trackers = [(s, p[kind]) for s, p in start] + ([(EVIL_AI, EVIL_START_PRESTIGE)] if self.solo else [])
            self.tracks[kind] = tracks_.new_track(trackers)
        if self.solo:
            self.evil_pile = [c.index for c in EVIL_CARDS]
            self.rng.shuffle(self.evil_pile)
