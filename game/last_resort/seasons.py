"""The turn of the seasons in Last Resort: a new season's Advertise phase, a season's end, the End of
Year (Malfunctions strike, Viewing Platforms, a new Trend and new offers) and the end of the game."""
from __future__ import annotations

from typing import cast

from game.core import Event

from .boards import SEASONS_PER_YEAR, YEARS, ClearKind
from .events import BonusPaid, CashPaid, CheckedOut, GameOver, MalfunctionStruck, OffersRenewed, SeasonBegan, TrendTurned, YearEnded
from .scoring import prestige_bonuses
from .station import check_out, empty_tiles, platform_prestige
from .tabletop import Tabletop
from .tiles import GRANT_CASH, INVESTOR_CASH, MALFUNCTIONS, PRESTIGE, Colour


class Seasons(Tabletop):
    """A table that moves from season to season, Year to Year, to the end."""

    def begin_season(self) -> list[Event]:
        """The Advertise phase of a new season."""
        self.phase, self.adverts, self.revealed, self.evil_card = "advertise", {}, False, None
        return [self.happened(SeasonBegan(self.year, self.season))]

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

    def season_end(self) -> list[Event]:
        """The season is over: the End of Year after its third season, then the next season (or the end)."""
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
        if self.something_wrong:
            for seat in range(self.players):
                events += self._malfunctions_strike(seat)
        platforms = {seat: [platform_prestige(self.stations[seat])] * len(PRESTIGE) for seat in range(self.players)}
        events += self.gain_lights_together(platforms, "platforms")
        for seat in range(self.players):
            if "grant" in self.stations[seat].effects():
                events += self.gain_cash(seat, GRANT_CASH, "grant")
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
                events += self.move_prestige(seat, kind, -1, "malfunction", face)
            paid = min(malfunction.pay, self.cash[seat])
            if paid:
                self.pay(seat, -paid, malfunction.name)
                events.append(self.happened(CashPaid(seat, paid, face)))
        return events

    def finish(self) -> list[Event]:
        """End of the game: clear every tile, Investor Suites, the prestige bonuses, the winner."""
        events: list[Event] = []
        for seat in range(self.players):
            if check_out(self.stations[seat], None):
                events += self.check_out(seat, None)
            if "investor" in self.stations[seat].effects():
                events += self.gain_cash(seat, INVESTOR_CASH, "investor")
        for kind, place, party, amount in prestige_bonuses(self.tracks, max(self.players, 2)):
            self.pay(party, amount, f"{kind} bonus")
            events.append(self.happened(BonusPaid(party, kind, place, amount)))
        self.phase, self.queue, self.pending = "over", [], []
        result = self.result()
        return events + [self.happened(GameOver(tuple(result.winners), result.summary))]
