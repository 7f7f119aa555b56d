"""The table of Last Resort: the main board, every station, the prestige tracks and the log.

Everything is drawn from the public view as of the event being shown
(``shown``): Adverts show face down until all are turned over together.  The
only secret, a chosen Advert, is picked on the human's private overlay
(:mod:`scenes.last_resort.adverts`) over this visible table, behind the
hand-over cover only when another human saw the last private screen.  Every
other decision is public and made on the table itself
(:mod:`scenes.last_resort.controls`): drag an offered tile onto a glowing
space, a tourist from the lounge onto a glowing tourist space, click a
glowing space for a Malfunction, a button to check out.  Every event is
animated (tiles and tourists fly, cash rises from each tile checked out,
trackers slide) and told in the log in words.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, Event
from game.last_resort import events as ev
from game.last_resort import prompts
from game.last_resort.actions import Welcome
from game.last_resort.narrate import auto_seated, season_words
from game.record import GameRecord
from game.saves import SaveLock
from scenes.base import Motion
from scenes.last_resort import pointing
from scenes.last_resort.controls import TableControls
from scenes.last_resort.hint_places import hint_places
from scenes.last_resort.notices import Banner, draw_message
from scenes.last_resort.placing import draw_placing
from scenes.last_resort.show import show_event
from scenes.last_resort.view import draw_table
from scenes.last_resort.year_end import YearEnd
from scenes.play import GameScene
from sprites.backdrop import colour_index, seat_look
from sprites.last_resort.faces import EVIL_LOOK
from sprites.last_resort.flights import Flights
from sprites.last_resort.layout import (
    CELL_H,
    CELL_W,
    HINT_RECT,
    LARGE_GRID,
    LARGE_HEADER,
    LOG_AREA,
    MESSAGE_ROOM,
    MINI_CELL_H,
    MINI_CELL_W,
    MINI_HEADER_H,
    UNDO_RECT,
    mini_header_rect,
    mini_rect,
)
from sprites.last_resort.station import cell_in, thinking_spot
from sprites.log_panel import LogPanel
from sprites.text import warm_fonts
from sprites.tween import Animator
from sprites.undo_button import UndoButton

if TYPE_CHECKING:
    from scenes.manager import App

Look = tuple[tuple[int, int, int], str]


FONTS = ((9, True), (10, False), (10, True), (11, False), (11, True), (12, False), (12, True), (13, True),
         (14, True), (15, False), (15, True), (17, False), (17, True), (18, True), (20, True), (24, True), (26, True),
         (33, True))
"""The (size, bold) of the fonts the table writes in, loaded when it opens (a font first asked for while
computers play makes a frame 4 ms longer at 3840x2160)."""

class LastResortScene(GameScene):
    """The shared table of a game of Last Resort."""

    PACE = {ev.SeasonBegan: 0.5, ev.AdvertsRevealed: 0.3, ev.MalfunctionPlaced: 0.2, ev.MalfunctionMissed: 0.6,
            ev.CheckedOut: 0.5, ev.NothingToCheckOut: 0.4, ev.TileBuilt: 0.15, ev.BuildPassed: 0.35,
            ev.OfferRefilled: 0.1, ev.PrestigeMoved: 0.12, ev.TouristsArrived: 0.5, ev.TouristWelcomed: 0.05,
            ev.TouristEjected: 0.2, ev.EvilDrafted: 0.2, ev.YearEnded: 0.8, ev.TrendTurned: 0.8,
            ev.OffersRenewed: 0.6, ev.BonusPaid: 0.3, ev.CashGained: 0.25, ev.GameOver: 0.8}
    SOUNDS = {ev.TileBuilt: "place", ev.TouristWelcomed: "place", ev.CheckedOut: "coin", ev.CashGained: "coin",
              ev.BonusPaid: "coin", ev.MalfunctionPlaced: "invalid", ev.TouristEjected: "invalid",
              ev.AdvertsRevealed: "click", ev.GameOver: "match_won"}

    def __init__(self, app: "App", record: GameRecord, save_path: Path | None = None,
                 lock: SaveLock | None = None) -> None:
        super().__init__(app, record, save_path, lock)
        self.animator = Animator(speed=self.speed)
        self.flights = Flights(self.animator)
        self.log_panel = LogPanel(LOG_AREA)
        self.undo_button = UndoButton(UNDO_RECT)
        self.banner: Banner | None = None
        self.pinned: int | None = None
        """A station zoomed by hand (click on a small one, or V); None: the large one follows the play."""
        self.acting: int = 0
        """The seat the last event shown was about (the large station follows it)."""
        self.private_view: int | None = None
        """The seat whose Advert overlay is up (its station shows large meanwhile)."""
        self.hover: int | None = None
        """A tile under the mouse, read at full size."""
        self.hover_fault: int | None = None
        """A face-up Malfunction under the mouse, read at full size."""
        self.read: int | None = None
        """A tile right-clicked, read at full size until the next click (or until it is no longer there)."""
        self.read_at: tuple[int, int] = (0, 0)
        """Where the tile read was right-clicked."""
        self.hover_advert: str | None = None
        """A face-up Advert card of a station header under the mouse, read at full size."""
        self.pointer: tuple[int, int] | None = None
        """Where the mouse was last seen over the table (what it points at is found again every frame)."""
        self.look_cursor: int | None = None
        """R while nobody decides here: the space of the large station read at full size (arrows move it)."""
        self._before: dict[str, Any] = self.shown
        self._public: tuple[tuple[int, int], dict[str, Any]] | None = None
        self.layer: tuple[tuple[object, ...], pygame.Surface] | None = None
        """The still part of the table as last drawn, and what it was drawn from."""
        self.controls = TableControls(self)
        self.year_end = YearEnd(self)
        self._said_in = ""
        """The phase shown when the table's message was said."""
        warm_fonts(FONTS)

    def rescaled(self) -> None:
        """The window draws at another scale: the table's fonts are loaded again at it at once."""
        super().rescaled()
        warm_fonts(FONTS)

    # facts ---------------------------------------------------------------------
    def looks(self) -> list[Look]:
        """Every seat's tracker colour (and shape in the colour-blind palette)."""
        blind = self.app.settings.colour_blind
        return [seat_look(colour_index(seat.colour, seat.index), blind) for seat in self.seats]

    def look_of(self, party: int) -> Look:
        """A seat's look, or the Evil A.I.'s."""
        return EVIL_LOOK if party < 0 else self.looks()[party]

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.seats)

    def large_seat(self) -> int:
        """The station shown large: the private overlay's seat, one zoomed, the human deciding, or the seat acting."""
        if self.private_view is not None:
            return self.private_view
        if self.pinned is not None and self.pinned < self.players:
            return self.pinned
        human = self.controls.seat
        if human is not None:
            return human
        return self.acting if 0 <= self.acting < self.players else 0

    def small_seats(self) -> list[int]:
        """The stations shown small, in seat order."""
        large = self.large_seat()
        return [s for s in range(self.players) if s != large]

    def station_box(self, seat: int) -> tuple[pygame.Rect, int, int]:
        """(grid rect, cell width, cell height) of ``seat``'s station as drawn now."""
        if seat == self.large_seat():
            return LARGE_GRID, CELL_W, CELL_H
        index = self.small_seats().index(seat) if seat in self.small_seats() else 0
        box = mini_rect(index)
        return pygame.Rect(box.x + 2, box.y + MINI_HEADER_H, MINI_CELL_W * 6, MINI_CELL_H * 4), MINI_CELL_W, MINI_CELL_H

    def cell_rect(self, seat: int, space: int) -> pygame.Rect:
        """Space ``space`` of ``seat``'s station as drawn now."""
        grid, w, h = self.station_box(seat)
        return cell_in(grid, space, w, h)

    def hint_rect(self) -> pygame.Rect:
        """The Hint button: on the status line, just before Undo."""
        return HINT_RECT

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on this table (see :mod:`scenes.last_resort.hint_places`)."""
        return hint_places(self, action)

    def hint_area(self) -> pygame.Rect:
        """The log column above the table's message (:func:`message_place`): a hint or a lesson's words never hide
        a refused move's reason."""
        return pygame.Rect(LOG_AREA.x, LOG_AREA.y, LOG_AREA.w, LOG_AREA.h - MESSAGE_ROOM)

    def draw_over_lesson(self, surface: pygame.Surface) -> None:
        """The table's message again, over the lesson's box (which covers the log column down to its foot)."""
        draw_message(surface, self)

    def thinking_anchor(self, seat: int) -> pygame.Rect | None:
        """A computer's thinking sign goes on its station's header, after its name (large or small as shown now)."""
        if seat == self.large_seat():
            rect, large = LARGE_HEADER, True
        elif seat in self.small_seats():
            rect, large = mini_header_rect(self.small_seats().index(seat)), False
        else:
            return None
        return thinking_spot(rect, self.shown["seats"][seat], self.names[seat], self.looks()[seat], large)

    @property
    def animating(self) -> bool:
        """True while a tile, tourist or Malfunction flies, a banner or the End of Year summary must be read: the
        next event waits."""
        return self.flights.blocking or (self.banner is not None and self.banner.blocking) or self.year_end.holding

    @property
    def busy(self) -> bool:
        """True while events are shown or anything flies."""
        return super().busy or self.flights.busy

    def public_now(self) -> dict[str, Any]:
        """The public view of the state as it is now (kept until the next move or undo)."""
        moves = self.record.moves
        key = (len(moves), id(moves[-1]) if moves else 0)
        if self._public is None or self._public[0] != key:
            self._public = (key, self.state.view(None))
        return self._public[1]

    @property
    def motion(self) -> Motion:
        """Active while anything moves (a tile sliding home too) or a banner shows; else as the base: still while
        a person thinks."""
        if self.animator.busy or self.banner is not None:
            return "active"
        return super().motion

    def human_to_act(self) -> int | None:
        """The human seat to decide on the table now (never in the Advertise phase, which is private)."""
        if self.busy or self.state.is_over or self.watching:
            return None
        humans = self.human_seats_to_move()
        if not humans or self.public_now()["phase"] == "advertise":
            return None
        return humans[0]

    # events ----------------------------------------------------------------------
    def show_event(self, event: Event, move: int) -> None:
        """Fly tiles, tourists and Malfunctions, raise cash from tiles, slide trackers, put up banners
        (:func:`scenes.last_resort.show.show_event`)."""
        before, self._before = self._before, self.shown
        seat = getattr(event, "seat", None)
        if isinstance(seat, int) and 0 <= seat < self.players:
            self.acting = seat
        show_event(self, before, event)
        self.year_end.see(event)
        if isinstance(event, ev.TouristWelcomed) and self.seats[event.seat].is_human and self._by_rules(event, move):
            self.banner = Banner(prompts.SEATED_AT_ONCE, [auto_seated(self.names[event.seat], event.colour, event.tile)],
                                 1.4)

    def _by_rules(self, event: ev.TouristWelcomed, move: int) -> bool:
        """True when the rules seated this tourist themselves (it was the seat's only choice), not its move."""
        moves = self.record.moves
        if not 0 <= move < len(moves):
            return False
        made = moves[move]
        action = made.action
        return not (made.seat == event.seat and isinstance(action, Welcome)
                    and (action.colour, action.space, action.slot) == (event.colour, event.space, event.slot))

    def say(self, text: str, tip: bool = False) -> None:
        """A short message to the table; it goes when the phase shown moves on (a refused Advert's reason is
        not left over Check-out)."""
        super().say(text, tip)
        self._said_in = str(self.shown["phase"])

    def reset_table(self) -> None:
        """Nothing in the air, no banner, no tile held."""
        self.flights.clear()
        self.banner = None
        self._before = self.shown
        self.controls.reset()
        self.year_end.reset()

    # loop ------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back a placement waiting for its Confirm; else drop what is dragged and take back the last
        person's move (see :meth:`GameScene.undo`)."""
        if self.controls.pending is not None:
            self.controls.take_back()
            return True
        self.controls.reset()
        return super().undo()

    def handle(self, event: pygame.event.Event) -> None:
        """The log, Undo, zooming a station, reading a tile, then the public controls; Esc pauses, Ctrl+Z undoes."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
            pointing.point_at(self)
        if self.year_end.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            tile = pointing.tile_at(self, event.pos)
            self.read = None if tile == self.read else tile
            self.read_at = (int(event.pos[0]), int(event.pos[1]))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.read = None
        if self.controls.dragging:
            self.controls.handle(event)
            return
        if pointing.look(self, event):
            return
        if self.log_or_undo(event):
            return
        if self.banner is not None and self.banner.blocking and (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.banner.time = 0.0  # skip the banner (never a decision: the controls arm afresh after it)
            return
        if pointing.zoom(self, event):
            return
        if self.controls.keep(event) or self.controls.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        """Fly things, count the banner down, play events, let computers move, call the human who must act."""
        self.run_animator(dt)
        if self.message_time > 0 and str(self.shown["phase"]) != self._said_in:
            self.message_time = 0.0
        if self.banner is not None:
            self.banner.time -= dt * self.speed
            if self.banner.time <= 0:
                self.banner = None
        self.year_end.update(dt)
        super().update(dt)
        self.controls.update(dt)
        pointing.point_at(self)
        if not self.busy and not self.finished and self.app.stack.top is self:
            self._call_humans()

    def _call_humans(self) -> None:
        """Open the Advert overlay of the next human to choose (behind the cover when another human saw the last)."""
        from scenes.last_resort.adverts import AdvertOverlay

        if self.watching or self.state.is_over or self.public_now()["phase"] != "advertise":
            return
        humans = self.human_seats_to_move()
        if not humans:
            return
        seat = humans[0]
        if self.request_private(seat, self.private_purpose(seat)):
            self.app.push(AdvertOverlay(self, seat))

    def private_purpose(self, seat: int) -> str:
        """What the cover says is decided: "Year 1, season 2: Anna chooses an Advert in secret"."""
        view = self.public_now()
        season = season_words(int(view["year"]), int(view["season"]))
        return prompts.ADVERT_COVER.format(season=season, name=self.names[seat])

    def private_step(self, seat: int) -> bool:
        """Choosing an Advert is private: every computer seat takes the same time over it."""
        return str(self.public_now()["phase"]) == "advertise"

    def finish(self) -> None:
        """Show the results once nothing private is up."""
        if self.app.stack.top is self:
            super().finish()

    def draw(self, surface: pygame.Surface) -> None:
        """The table (see :mod:`scenes.last_resort.view`), then the deciding hand (:mod:`.placing`)."""
        draw_table(surface, self)
        draw_placing(surface, self)
        self.year_end.draw(surface)
        self.draw_hint(surface)
