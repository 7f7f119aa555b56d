"""The state of a game of Last Resort (the :class:`game.core.State` contract, on :class:`game.base.GameState`).

The table is in :mod:`.tabletop`, the steps in :mod:`.phases` and :mod:`.seasons`, the legal moves in
:mod:`.legal`, views and saves in :mod:`.snapshot`, the final standings in :mod:`.results`.  Rulings are
listed in the package docstring.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import ClassVar

from game.base import Hiding, Legality, Pictures
from game.core import Action, Event, GameRng, Result, Seat, make_seats

from . import hidden, legal, prompts, results, snapshot
from .actions import Build, CheckOut, ChooseAdvert, PassBuild, PlaceMalfunction, RemoveMalfunction
from .boards import SEASONS_PER_YEAR, YEARS
from .events import AdvertChosen, BuildPassed
from .phases import Flow
from .prestige import EVIL_AI
from .tiles import ANY_COLOUR_PAY, ORIENTATIONS_BY_PAY


class LastResortState(Flow):
    """A game of Last Resort in progress (follows :class:`game.core.State`)."""

    GAME_ID: ClassVar[str] = "last-resort"
    VERSION: ClassVar[int] = 1
    TITLE: ClassVar[str] = "Last Resort"
    LEGAL: ClassVar[Legality] = legal
    PICTURES: ClassVar[Pictures] = snapshot
    HIDDEN: ClassVar[Hiding] = hidden

    # --- the State protocol -------------------------------------------------
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

    def progress(self) -> str:
        """How far the game has come: "Year 2 of 3, season 1: Check-out" or who won."""
        if self.phase == "over":
            summary = self.result().summary.rstrip(".")
            return summary if len(summary) <= 60 else summary[:59] + "…"
        season = (self.season - 1) % SEASONS_PER_YEAR + 1
        return f"Year {self.year} of {YEARS}, season {season}: {prompts.PHASE_WORDS[self.phase]}"

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action for ``seat``, then every step that follows by itself."""
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
            events += self.build(seat, action.tile, action.space)
        elif isinstance(action, PassBuild):
            self.queue.pop(0)
            events.append(self.happened(BuildPassed(seat, False)))
        else:
            events += self.take(seat, action)
        return events + self.proceed()

    def clone(self) -> "LastResortState":
        """An independent copy (faster than a deep copy: only the containers that change are copied)."""
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

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"

    def standings(self) -> Result:
        """Final standings: most cash, then the tie-breaks (solo: against the Evil A.I.); see :mod:`.results`."""
        return results.standings(self)


def new_game(seats: Sequence[Seat] | int, seed: int | None = None, something_wrong: bool = False,
             any_colour_pay: int = ANY_COLOUR_PAY) -> LastResortState:
    """A new game for 1–4 seats, deterministic for ``seed``; ``something_wrong`` plays the
    'Something's Gone Wrong' module (face-up Malfunctions that strike at each End of Year); ``any_colour_pay``
    is what Blue's 'Any Colour' Orientation place pays: 2 (ruling 13), or 3 in a game recorded before it."""
    if isinstance(seats, int):
        seats = make_seats([f"Player {i + 1}" for i in range(seats)])
    seats = list(seats)
    if not 1 <= len(seats) <= 4:
        raise ValueError("Last Resort is for 1 to 4 players")
    if not isinstance(something_wrong, bool):
        raise ValueError("something_wrong must be True or False")
    if any_colour_pay not in ORIENTATIONS_BY_PAY or isinstance(any_colour_pay, bool):
        raise ValueError(f"Blue's 'Any Colour' Orientation place pays one of {sorted(ORIENTATIONS_BY_PAY)}")
    state = LastResortState(seats, GameRng(seed), something_wrong)
    state.set_up(any_colour_pay)
    state.begin_season()
    return state
