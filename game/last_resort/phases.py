"""The flow of a game of Last Resort: seasons, their phases, End of Year and the end.

:class:`Flow` holds the whole table and moves it on through every step that needs
no decision (:meth:`Flow.proceed`), stopping where a seat must choose.  The phase
a state rests in is one of :data:`PHASES`:

* ``"advertise"`` — every seat still to choose plays an Advert at once, in secret;
* ``"malfunction"`` / ``"repair"`` — the first seat of ``pending`` places (or
  removes) a Malfunction, when there is a choice;
* ``"checkout"`` — the first seat of ``queue`` chooses which tiles to clear;
* ``"build"`` — the first seat of ``queue`` (least cash first) builds or passes;
* ``"arrivals"`` — the seat whose turn it is in ``order`` takes a tourist;
* ``"over"``.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal, cast

from game.base import GameState
from game.core import Event, GameRng, Seat

from . import prestige as tracks_
from .boards import (
    ADVERTS,
    EVIL_CARDS,
    EVIL_START_PRESTIGE,
    EXTRA_MALFUNCTIONS_AFTER,
    NO_MALFUNCTION_ADVERT,
    ROUND_TRACK,
    SEASONS_PER_YEAR,
    START_CASH,
    STATIONS,
    TRENDS,
    YEARS,
    ClearKind,
)
from .events import (
    AdvertsRevealed,
    BonusPaid,
    BuildPassed,
    CashGained,
    CashPaid,
    CheckedOut,
    EvilDrafted,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionRemoved,
    MalfunctionStruck,
    MalfunctionTurnedUp,
    NothingToCheckOut,
    OffersRenewed,
    PrestigeMoved,
    SeasonBegan,
    TouristsArrived,
    TrendTurned,
    YearEnded,
)
from .prestige import EVIL_AI, Track
from .scoring import CashEntry, prestige_bonuses
from .station import (
    StationPlan,
    check_out,
    empty_tiles,
    malfunction_spaces,
    removable_malfunctions,
    starting_plan,
    visible_platforms,
)
from .tiles import (
    BERTH_COUNT,
    COLOURS,
    GRANT_CASH,
    INVESTOR_CASH,
    MALFUNCTIONS,
    PRESTIGE,
    PRESTIGE_OF,
    TILES,
    TOURISTS_PER_COLOUR,
    Colour,
    Prestige,
)

Phase = Literal["advertise", "malfunction", "repair", "checkout", "build", "arrivals", "over"]
PHASES: tuple[Phase, ...] = ("advertise", "malfunction", "repair", "checkout", "build", "arrivals", "over")
OFFER_KINDS = ("attraction", "amenity", "improvement")


class Flow(GameState):
    """The table of a game of Last Resort and the steps that move it on by themselves."""

    def __init__(self, seats: Sequence[Seat], rng: GameRng, something_wrong: bool = False) -> None:
        self._seats = list(seats)
        self.rng = rng
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

    # --- helpers ---------------------------------------------------------------
    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self._seats)

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

    def pay(self, who: int, amount: int, reason: str) -> None:
        """Move ``amount`` from the bank to ``who`` (negative: to the bank) and log it."""
        if amount == 0:
            return
        if who == EVIL_AI:
            self.evil_cash += amount
        else:
            self.cash[who] += amount
        self.ledger.append(CashEntry(who, amount, reason))

    def gain_cash(self, who: int, amount: int, reason: str) -> list[Event]:
        """Bank pays ``who``; the event, if any."""
        if amount <= 0:
            return []
        self.pay(who, amount, reason)
        return [self.happened(CashGained(who, amount, reason))]

    def move_prestige(self, who: int, kind: Prestige, amount: int, reason: str) -> list[Event]:
        """Gain (or lose, if negative) prestige; symbols above 20 pay 1 each."""
        if amount == 0:
            return []
        track = self.tracks[kind]
        moved = tracks_.gain(track, who, amount) if amount > 0 else tracks_.lose(track, who, -amount)
        events: list[Event] = []
        if moved.after != moved.before:
            events.append(self.happened(PrestigeMoved(who, kind, moved.before, moved.after, reason)))
        return events + self.gain_cash(who, moved.overflow, f"{kind} prestige above 20")

    def gain_lights(self, who: int, lights: Sequence[int], reason: str) -> list[Event]:
        """Gain the prestige of a tile's (or card's) lights, track by track."""
        events: list[Event] = []
        for kind, amount in zip(PRESTIGE, lights):
            events += self.move_prestige(who, kind, amount, reason)
        return events

    def draw_tourist(self) -> Colour:
        """Take a random tourist out of the bag."""
        pick = self.rng.randrange(sum(self.bag.values()))
        for colour in COLOURS:
            if pick < self.bag[colour]:
                self.bag[colour] -= 1
                return colour
            pick -= self.bag[colour]
        raise AssertionError("the bag count is wrong")

    # --- setup ---------------------------------------------------------------------
    def set_up(self) -> None:
        """Shuffle the piles, lay out the offers and the stations (called once by ``new_game``)."""
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
            plan = starting_plan(STATIONS[seat], self.malfunction_pile.pop(0))
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

    # --- moving on -------------------------------------------------------------------
    def proceed(self) -> list[Event]:
        """Carry out every step that needs no decision; stop where a seat must choose."""
        events: list[Event] = []
        while True:
            step = self._step()
            if step is None:
                return events
            events += step

    def _step(self) -> list[Event] | None:
        """One automatic step, or None when a seat must decide (or the game is over)."""
        if self.phase in ("malfunction", "repair"):
            return self._pending_step()
        if self.phase == "checkout":
            if not self.queue:
                return self._begin_build()
            seat = self.queue[0]
            if any(check_out(self.stations[seat], k) for k in ADVERTS[self.adverts[seat]].check_out):  # type: ignore[index]
                return None
            self.queue.pop(0)
            return [self.happened(NothingToCheckOut(seat))]
        if self.phase == "build":
            if not self.queue:
                return self._begin_arrivals()
            seat = self.queue[0]
            if self.build_options(seat):
                return None
            self.queue.pop(0)
            return [self.happened(BuildPassed(seat, True))]
        if self.phase == "arrivals":
            return self._arrivals_step()
        return None

    def _pending_step(self) -> list[Event] | None:
        if not self.pending:
            return self._continue(self.after)
        kind, seat = self.pending[0]
        plan = self.stations[seat]
        if kind == "repair":
            self.phase = "repair"
            spaces = removable_malfunctions(plan)
            if len(spaces) > 1:
                return None
            self.pending.pop(0)
            return self.remove_malfunction(seat, spaces[0]) if spaces else []
        self.phase = "malfunction"
        spaces = malfunction_spaces(plan)
        if self.malfunction_pile and len(spaces) > 1:
            return None
        self.pending.pop(0)
        if not self.malfunction_pile:
            return [self.happened(MalfunctionMissed(seat, kind, "the Malfunction pile is empty"))]
        if not spaces:
            return [self.happened(MalfunctionMissed(seat, kind, "no empty space touches the station"))]
        return self.place_malfunction(seat, spaces[0], kind)

    def place_malfunction(self, seat: int, space: int, reason: str) -> list[Event]:
        """Put the top Malfunction face down on ``space`` of ``seat``'s station."""
        face = self.stations[seat].malfunctions[space] = self.malfunction_pile.pop(0)
        events: list[Event] = [self.happened(MalfunctionPlaced(seat, space, reason))]
        if self.something_wrong:
            events.append(self.happened(MalfunctionTurnedUp(seat, space, face)))
        return events

    def remove_malfunction(self, seat: int, space: int) -> list[Event]:
        """Take the Malfunction off ``space`` (it goes back to the box)."""
        del self.stations[seat].malfunctions[space]
        return [self.happened(MalfunctionRemoved(seat, space))]

    def _continue(self, step: str) -> list[Event]:
        if step == "checkout":
            return self._begin_checkout()
        if step == "build":
            self.phase = "build"
            return []
        return self._season_end()

    def build_options(self, seat: int) -> list[tuple[int, int]]:
        """Overridden by the state: every (tile, space) ``seat`` may build now."""
        raise NotImplementedError

    # --- Advertise -------------------------------------------------------------------------
    def begin_season(self) -> list[Event]:
        """The Advertise phase of a new season."""
        self.phase, self.adverts, self.revealed, self.evil_card = "advertise", {}, False, None
        return [self.happened(SeasonBegan(self.year, self.season))]

    def reveal_adverts(self) -> list[Event]:
        """Everyone has chosen: turn the Adverts over; shared ones (not Berths) give Malfunctions."""
        self.revealed = True
        evil_advert = None
        if self.solo:
            self.evil_card = self.evil_pile.pop(0)
            evil_advert = EVIL_CARDS[self.evil_card].advert
        for seat, advert in self.adverts.items():
            if advert == "improvement":
                self.improvement_used[seat] = True
        events: list[Event] = [self.happened(AdvertsRevealed(tuple(self.adverts[s] for s in range(self.players)),
                                                             self.evil_card, evil_advert))]
        played = Counter(self.adverts.values())
        if evil_advert is not None:
            played[evil_advert] += 1
        gaining = [s for s in range(self.players)
                   if played[self.adverts[s]] > 1 and self.adverts[s] != NO_MALFUNCTION_ADVERT
                   and "shield" not in self.stations[s].effects()]
        return events + self.gain_malfunctions(gaining, "advert", "checkout")

    def gain_malfunctions(self, seats: list[int], reason: str, after: str) -> list[Event]:
        """``seats`` gain a Malfunction each, at once (placed in seat order); when the pile cannot give
        every one of them a Malfunction, none of them gains one."""
        self.phase, self.after = "malfunction", after
        if len(seats) <= len(self.malfunction_pile):
            self.pending = [(reason, s) for s in seats]
            return []
        self.pending = []
        why = "the Malfunction pile has too few for everyone gaining one"
        return [self.happened(MalfunctionMissed(s, reason, why)) for s in seats]

    # --- Check Out -----------------------------------------------------------------------------
    def _begin_checkout(self) -> list[Event]:
        self.phase, self.queue = "checkout", list(range(self.players))
        if self.evil_card is None:
            return []
        return self.gain_cash(EVIL_AI, EVIL_CARDS[self.evil_card].cash, "the Evil A.I.'s card")

    def check_out(self, seat: int, kind: ClearKind | None) -> list[Event]:
        """Clear ``seat``'s ``kind`` tiles (None: all), pay their cash, tourists back to the bag."""
        plan = self.stations[seat]
        paid = check_out(plan, kind)
        for colour, count in empty_tiles(plan, [space for space, _, _ in paid]).items():
            self.bag[cast(Colour, colour)] += count
        total = sum(cash for _, _, cash in paid)
        what = kind or "all"
        self.pay(seat, total, f"checked out {what}")
        return [self.happened(CheckedOut(seat, what, tuple(paid), total))]

    # --- Build -------------------------------------------------------------------------------------
    def _begin_build(self) -> list[Event]:
        events: list[Event] = []
        if self.evil_card is not None:
            events += self.gain_lights(EVIL_AI, EVIL_CARDS[self.evil_card].lights, "the Evil A.I.'s card")
        tie = self.tracks[TRENDS[self.trend].missing]
        self.queue = sorted(range(self.players), key=lambda s: (self.cash[s], tracks_.position(tie, s)))
        self.phase = "build"
        return events

    # --- Arrivals ----------------------------------------------------------------------------------------
    def _begin_arrivals(self) -> list[Event]:
        space = ROUND_TRACK[self.season - 1]
        kind = TRENDS[self.trend].of(space.letter)
        due = min(space.tourists(self.players), sum(self.bag.values()))
        for _ in range(due):
            self.lounge[self.draw_tourist()] += 1
        self.order, self.turn, self.phase = tracks_.order(self.tracks[kind]), 0, "arrivals"
        return [self.happened(TouristsArrived(self.season, kind, cast(tuple[int, int, int, int], tuple(self.lounge[c] for c in COLOURS)),
                                              tuple(self.order)))]

    @property
    def picker(self) -> int:
        """The party whose turn it is to take a tourist."""
        return self.order[self.turn % len(self.order)]

    def _arrivals_step(self) -> list[Event] | None:
        if not any(self.lounge.values()):
            return self._end_arrivals()
        if self.picker == EVIL_AI:
            assert self.evil_card is not None
            colour = next(c for c in EVIL_CARDS[self.evil_card].wants if self.lounge[c])
            self.lounge[colour] -= 1
            self.bag[colour] += 1
            self.turn += 1
            return [self.happened(EvilDrafted(colour))]
        return self.forced_pick(self.picker)

    def forced_pick(self, seat: int) -> list[Event] | None:
        """Overridden by the state: take the tourist when there is only one way to, else None."""
        raise NotImplementedError

    def eject(self, seat: int, colour: Colour) -> list[Event]:
        """Report the ejection of a ``colour`` tourist that fits nowhere and apply the penalty."""
        if "recycler" in self.stations[seat].effects():
            return []
        return self.move_prestige(seat, PRESTIGE_OF[colour], -1, f"ejected a {colour} tourist")

    def _end_arrivals(self) -> list[Event]:
        self.order, self.turn = [], 0
        if self.players == 2 and self.season in EXTRA_MALFUNCTIONS_AFTER:
            return self.gain_malfunctions(list(range(self.players)), "extra", "season end")
        return self._season_end()

    # --- End of Year and the end ----------------------------------------------------------------------
    def _season_end(self) -> list[Event]:
        events: list[Event] = []
        if self.season % SEASONS_PER_YEAR == 0:
            events += self._end_of_year()
            if self.year == YEARS:
                return events + self.finish()
        self.season += 1
        return events + self.begin_season()

    def _end_of_year(self) -> list[Event]:
        year = self.year
        events: list[Event] = [self.happened(YearEnded(year))]
        for seat in range(self.players):
            plan = self.stations[seat]
            if self.something_wrong:
                events += self._malfunctions_strike(seat)
            platforms = visible_platforms(plan)
            events += self.gain_lights(seat, [platforms] * len(PRESTIGE), "Viewing Platforms")
            if "grant" in plan.effects():
                events += self.gain_cash(seat, GRANT_CASH, "Tourism Grant")
        if year == YEARS:
            return events
        self.improvement_used = [False] * self.players
        if self.trend_pile:
            self.trend = self.trend_pile.pop(0)
            events.append(self.happened(TrendTurned(self.trend)))
        renewed: dict[str, tuple[int, ...]] = {}
        for kind in ("attraction", "amenity"):
            pile = self.piles[f"{kind}-{year + 1}"]
            count = min(len(self.offers[kind]), len(pile))
            self.offers[kind] = [pile.pop(0) for _ in range(count)]
            renewed[kind] = tuple(self.offers[kind])
        events.append(self.happened(OffersRenewed(year + 1, renewed["attraction"], renewed["amenity"])))
        return events

    def _malfunctions_strike(self, seat: int) -> list[Event]:
        events: list[Event] = []
        for space, face in sorted(self.stations[seat].malfunctions.items()):
            malfunction = MALFUNCTIONS[face]
            events.append(self.happened(MalfunctionStruck(seat, space, face)))
            for kind in malfunction.lose:
                events += self.move_prestige(seat, kind, -1, malfunction.name)
            paid = min(malfunction.pay, self.cash[seat])
            if paid:
                self.pay(seat, -paid, malfunction.name)
                events.append(self.happened(CashPaid(seat, paid, malfunction.name)))
        return events

    def finish(self) -> list[Event]:
        """End of the game: clear every tile, Investor Suites, the prestige bonuses, the winner."""
        events: list[Event] = []
        for seat in range(self.players):
            if check_out(self.stations[seat], None):
                events += self.check_out(seat, None)
            if "investor" in self.stations[seat].effects():
                events += self.gain_cash(seat, INVESTOR_CASH, "Investor Suite")
        for kind, place, party, amount in prestige_bonuses(self.tracks, max(self.players, 2)):
            self.pay(party, amount, f"{kind} bonus")
            events.append(self.happened(BonusPaid(party, kind, place, amount)))
        self.phase, self.queue, self.pending = "over", [], []
        return events + self.game_over()

    def game_over(self) -> list[Event]:
        """Overridden by the state: the GameOver event."""
        raise NotImplementedError
