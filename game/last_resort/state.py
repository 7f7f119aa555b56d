"""The state of a game of Last Resort (the :class:`game.core.State` contract).

The flow lives in :mod:`.phases`, the legal moves in :mod:`.legal`, views and
saves in :mod:`.snapshot`.  Rulings are listed in the package docstring.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, ClassVar

from game.core import Action, Event, GameRng, IllegalAction, Result, Seat, Standing, make_seats

from . import hidden, legal, snapshot
from .actions import Build, CheckOut, ChooseAdvert, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from .boards import SEASONS_PER_YEAR, TRENDS, YEARS
from .events import AdvertChosen, BuildPassed, GameOver, OfferRefilled, TileBuilt, TouristEjected, TouristWelcomed
from .phases import Flow
from .prestige import EVIL_AI, totals
from .scoring import final_ranking, party_name, tie_break_note
from .tiles import PRESTIGE, TILES


class LastResortState(Flow):
    """A game of Last Resort in progress (follows :class:`game.core.State`)."""

    GAME_ID: ClassVar[str] = "last-resort"
    VERSION: ClassVar[int] = 1

    # --- the State protocol -------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The seats at the table, in seat order."""
        return list(self._seats)

    @property
    def to_move(self) -> tuple[int, ...]:
        """Advertise: every seat still to choose (a secret choice); otherwise the one seat to decide."""
        if self.phase == "advertise":
            return tuple(s for s in range(self.players) if s not in self.adverts)
        if self.phase in ("malfunction", "repair"):
            return (self.pending[0][1],) if self.pending else ()
        if self.phase in ("checkout", "build"):
            return tuple(self.queue[:1])
        if self.phase == "arrivals":
            return (self.picker,) if self.order and self.picker != EVIL_AI else ()
        return ()

    @property
    def simultaneous(self) -> bool:
        """True while the Adverts are chosen (each in secret, revealed together)."""
        return self.phase == "advertise"

    def redraw(self, seat: int | None, rng: GameRng) -> None:
        """Draw again what the declaration hides from ``seat`` (:func:`.hidden.redraw`)."""
        hidden.redraw(self, seat, rng)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it need not act)."""
        return legal.legal_actions(self, seat)

    def problem(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not take ``action`` now, in a player's words (None if it may)."""
        return legal.why_not(self, seat, action)

    def progress(self) -> str:
        """How far the game has come: "Year 2, season 1 of 3: Build" or who won."""
        if self.phase == "over":
            summary = self.result().summary.rstrip(".")
            return summary if len(summary) <= 60 else summary[:59] + "…"
        season = (self.season - 1) % SEASONS_PER_YEAR + 1
        return f"Year {self.year} of {YEARS}, season {season}: {self.phase.title()}"

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out ``action`` for ``seat``; raise IllegalAction (changing nothing) if not allowed."""
        why = self.problem(seat, action)
        if why is not None:
            raise IllegalAction(why)
        events: list[Event] = []
        if isinstance(action, ChooseAdvert):
            self.adverts[seat] = action.advert
            events.append(self.happened(AdvertChosen(seat)))
            if len(self.adverts) == self.players:
                events += self.reveal_adverts()
        elif isinstance(action, (PlaceMalfunction, RemoveMalfunction)):
            reason = self.pending.pop(0)[0]
            if isinstance(action, PlaceMalfunction):
                events += self.place_malfunction(seat, action.space, reason)
            else:
                events += self.remove_malfunction(seat, action.space)
        elif isinstance(action, CheckOut):
            self.queue.pop(0)
            events += self.check_out(seat, action.kind)
        elif isinstance(action, Build):
            self.queue.pop(0)
            events += self._build(seat, action.tile, action.space)
        elif isinstance(action, PassBuild):
            self.queue.pop(0)
            events.append(self.happened(BuildPassed(seat, False)))
        else:
            assert isinstance(action, (Welcome, Eject))
            events += self._take(seat, action)
        return events + self.proceed()

    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-safe picture for ``seat`` (None: the public table); see :mod:`.snapshot`."""
        return snapshot.view(self, seat)

    def clone(self) -> "LastResortState":
        """An independent deep copy."""
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        for name, value in vars(self).items():
            if isinstance(value, (list, dict)):
                setattr(twin, name, copy.copy(value))  # lists of numbers, strings, frozen entries, tuples
        twin.stations = [plan.copy() for plan in self.stations]
        twin.tracks = {k: [list(pair) for pair in track] for k, track in self.tracks.items()}
        twin.offers = {k: list(v) for k, v in self.offers.items()}
        twin.piles = {k: list(v) for k, v in self.piles.items()}
        return twin

    def to_json(self) -> str:
        """Versioned JSON text of the whole state."""
        return snapshot.to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> "LastResortState":
        """Rebuild a state from :meth:`to_json` text (raises CorruptSave)."""
        return snapshot.from_json(cls, text)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"

    def result(self) -> Result:
        """Final standings: most cash, then the tie-breaks (solo: against the Evil A.I.)."""
        if not self.is_over:
            raise ValueError("the game is not over yet")
        names = [s.name for s in self._seats]
        cash = {p: (self.evil_cash if p == EVIL_AI else self.cash[p]) for p in self.parties}
        faults = {p: (0 if p == EVIL_AI else len(self.stations[p].malfunctions)) for p in self.parties}
        ranked = final_ranking(cash, self.tracks, faults)
        standings, rank = [], 1
        for group in ranked:
            for party in group:
                if party != EVIL_AI:
                    breakdown: dict[str, int] = {"cash": cash[party], "prestige": totals(self.tracks, party),
                                 "malfunctions": faults[party],
                                 **{kind: self._value(party, kind) for kind in PRESTIGE}}
                    note = tie_break_note(ranked, cash, self.tracks, faults, party)
                    if self.solo:  # the Evil A.I. has no seat of its own: its cash stands on the player's line
                        breakdown["Evil A.I.'s cash"] = cash[EVIL_AI]
                        note = note or ("ahead of the Evil A.I." if rank == 1 else "behind the Evil A.I.")
                    standings.append(Standing(party, rank, cash[party], breakdown, note))
            rank += len(group)
        first = ranked[0]
        if EVIL_AI in first and len(first) == 1:
            summary = f"The Evil A.I. wins with {cash[EVIL_AI]} against {names[0]}'s {cash[0]}."
        elif self.solo:
            summary = f"{names[0]} beats the Evil A.I. with {cash[0]} against {cash[EVIL_AI]}."
        else:
            who = " and ".join(party_name(p, names) for p in first)
            summary = f"{who} win{'s' if len(first) == 1 else ''} with {cash[first[0]]} in cash."
        return Result(standings, summary)

    def _value(self, party: int, kind: str) -> int:
        return next(v for p, v in self.tracks[kind] if p == party)  # type: ignore[index]

    # --- steps with a decision ------------------------------------------------
    def build_options(self, seat: int) -> list[tuple[int, int]]:
        """Every (tile, space) ``seat`` may build now."""
        return legal.build_options(self, seat)

    def _build(self, seat: int, tile: int, space: int) -> list[Event]:
        face = TILES[tile]
        cost = legal.price(tile, space)
        self.pay(seat, -cost, f"built {face.name}")
        self.stations[seat].put_tile(space, tile)
        events: list[Event] = [self.happened(TileBuilt(seat, tile, space, cost))]
        events += self.gain_lights(seat, face.lights, face.name)
        if face.kind == "berth":
            self.berths.remove(tile)
        else:
            offer = self.offers[face.kind]
            offer.remove(tile)
            pile = self.piles.get(f"{face.kind}-{face.year}", [])
            if pile:
                offer.append(pile.pop(0))
                events.append(self.happened(OfferRefilled(face.kind, offer[-1])))
        if face.effect == "press":
            trend = TRENDS[self.trend]
            for kind in (trend.a, trend.b, trend.c):
                events += self.move_prestige(seat, kind, 1, face.name)
        if face.effect == "repair" and self.stations[seat].malfunctions:
            self.pending, self.phase, self.after = [("repair", seat)], "repair", "build"
        return events

    def forced_pick(self, seat: int) -> list[Event] | None:
        """Take the tourist when ``seat`` has only one way to; None when it must choose."""
        options = legal.picks(self, seat)
        return self._take(seat, options[0]) if len(options) == 1 else None

    def _take(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, (Welcome, Eject))
        colour = action.colour
        self.lounge[colour] -= 1
        self.turn += 1
        if isinstance(action, Welcome):
            self.stations[seat].guests[action.space][action.slot] = colour
            return [self.happened(TouristWelcomed(seat, colour, action.space, action.slot))]
        self.bag[colour] += 1
        return [self.happened(TouristEjected(seat, colour))] + self.eject(seat, colour)

    def game_over(self) -> list[Event]:
        """The GameOver event, with the winners and the summary."""
        result = self.result()
        return [self.happened(GameOver(tuple(result.winners), result.summary))]


def new_game(seats: Sequence[Seat] | int, seed: int | None = None, something_wrong: bool = False) -> LastResortState:
    """A new game for 1–4 seats, deterministic for ``seed``; ``something_wrong`` plays the
    'Something's Gone Wrong' module (face-up Malfunctions that strike at each End of Year)."""
    if isinstance(seats, int):
        seats = make_seats([f"Player {i + 1}" for i in range(seats)])
    seats = list(seats)
    if not 1 <= len(seats) <= 4:
        raise ValueError("Last Resort is for 1 to 4 players")
    if not isinstance(something_wrong, bool):
        raise ValueError("something_wrong must be True or False")
    state = LastResortState(seats, GameRng(seed), something_wrong)
    state.set_up()
    state.begin_season()
    return state
