"""The phases of a Last Resort season, and the steps that move the table on by themselves.

:class:`Flow` carries out each step that needs no decision (:meth:`Flow.proceed`), stopping where a
seat must choose, and the moves that seats choose.  The phase a state rests in is one of
:data:`.tabletop.PHASES`:

* ``"advertise"`` — every seat still to choose plays an Advert at once, in secret;
* ``"malfunction"`` / ``"repair"`` — the first seat of ``pending`` places (or
  removes) a Malfunction, when there is a choice;
* ``"checkout"`` — the first seat of ``queue`` chooses which tiles to clear;
* ``"build"`` — the first seat of ``queue`` (least cash first) builds or passes;
* ``"arrivals"`` — the seat whose turn it is in ``order`` takes a tourist;
* ``"over"``.

The season's end, the End of Year and the end of the game are in :mod:`.seasons`.
"""
from __future__ import annotations

from collections import Counter
from typing import cast

from game.core import Action, Event

from . import costs, legal
from . import prestige as tracks_
from .actions import Eject, Welcome
from .boards import ADVERTS, EVIL_CARDS, EXTRA_MALFUNCTIONS_AFTER, NO_MALFUNCTION_ADVERT, ROUND_TRACK, TRENDS
from .events import (
    AdvertsRevealed,
    BuildPassed,
    EvilDrafted,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionRemoved,
    MalfunctionTurnedUp,
    NothingToCheckOut,
    OfferRefilled,
    TileBuilt,
    TouristEjected,
    TouristsArrived,
    TouristWelcomed,
)
from .prestige import EVIL_AI
from .seasons import Seasons
from .station import check_out, malfunction_spaces, removable_malfunctions
from .tiles import COLOURS, TILES, Colour


class Flow(Seasons):
    """A table that plays its seasons on, step by step, and carries out the moves its seats choose."""

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
            if legal.build_options(self, seat):
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
            return [self.happened(MalfunctionMissed(seat, kind, "pile empty"))]
        if not spaces:
            return [self.happened(MalfunctionMissed(seat, kind, "no space"))]
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
        return self.season_end()

    # --- Advertise -------------------------------------------------------------------------
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
        return [self.happened(MalfunctionMissed(s, reason, "pile short")) for s in seats]

    # --- Check Out -----------------------------------------------------------------------------
    def _begin_checkout(self) -> list[Event]:
        self.phase, self.queue = "checkout", list(range(self.players))
        if self.evil_card is None:
            return []
        return self.gain_cash(EVIL_AI, EVIL_CARDS[self.evil_card].cash, "evil card")

    # --- Build -------------------------------------------------------------------------------------
    def _begin_build(self) -> list[Event]:
        events: list[Event] = []
        if self.evil_card is not None:
            events += self.gain_lights(EVIL_AI, EVIL_CARDS[self.evil_card].lights, "evil card")
        tie = self.tracks[TRENDS[self.trend].missing]
        self.queue = sorted(range(self.players), key=lambda s: (self.cash[s], tracks_.position(tie, s)))
        self.phase = "build"
        return events

    def build(self, seat: int, tile: int, space: int) -> list[Event]:
        """``seat`` buys ``tile`` and builds it on ``space``: pays, gains its lights, the offer is refilled."""
        face = TILES[tile]
        cost = costs.build_price(tile, space)
        self.pay(seat, -cost, f"built {face.name}")
        self.stations[seat].put_tile(space, tile)
        events: list[Event] = [self.happened(TileBuilt(seat, tile, space, cost))]
        events += self.gain_lights(seat, face.lights, "lights", tile)
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
                events += self.move_prestige(seat, kind, 1, "press", tile)
        if face.effect == "repair" and self.stations[seat].malfunctions:
            self.pending, self.phase, self.after = [("repair", seat)], "repair", "build"
        return events

    # --- Arrivals ----------------------------------------------------------------------------------------
    def _begin_arrivals(self) -> list[Event]:
        space = ROUND_TRACK[self.season - 1]
        kind = TRENDS[self.trend].of(space.letter)
        due = min(space.tourists(self.players), sum(self.bag.values()))
        for _ in range(due):
            self.lounge[self.draw_tourist()] += 1
        self.order, self.turn, self.phase = tracks_.order(self.tracks[kind]), 0, "arrivals"
        counts = cast(tuple[int, int, int, int], tuple(self.lounge[c] for c in COLOURS))
        return [self.happened(TouristsArrived(self.season, kind, counts, tuple(self.order)))]

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
            return [self.happened(EvilDrafted(EVIL_AI, colour))]
        options = legal.picks(self, self.picker)
        return self.take(self.picker, options[0]) if len(options) == 1 else None

    def take(self, seat: int, action: Action) -> list[Event]:
        """``seat`` takes a tourist from the lounge: seated where it goes (Welcome), or ejected (Eject)."""
        assert isinstance(action, (Welcome, Eject))
        colour = action.colour
        self.lounge[colour] -= 1
        self.turn += 1
        if isinstance(action, Welcome):
            self.stations[seat].guests[action.space][action.slot] = colour
            tile = self.stations[seat].tiles[action.space]
            return [self.happened(TouristWelcomed(seat, colour, action.space, action.slot, tile))]
        self.bag[colour] += 1
        return [self.happened(TouristEjected(seat, colour))] + self.eject(seat, colour)

    def eject(self, seat: int, colour: Colour) -> list[Event]:
        """The penalty for ejecting a ``colour`` tourist (:func:`.costs.ejection_loss`)."""
        kind, loss = costs.ejection_loss(self, seat, colour)
        return self.move_prestige(seat, kind, -loss, "ejection") if loss else []

    def _end_arrivals(self) -> list[Event]:
        self.order, self.turn = [], 0
        if self.players == 2 and self.season in EXTRA_MALFUNCTIONS_AFTER:
            return self.gain_malfunctions(list(range(self.players)), "extra", "season end")
        return self.season_end()
