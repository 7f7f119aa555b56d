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

from game.core import Event
from game.last_resort.events import (
    AdvertsRevealed,
    BonusPaid,
    BuildPassed,
    CashGained,
    CashPaid,
    CheckedOut,
    EvilDrafted,
    GameOver,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionRemoved,
    MalfunctionStruck,
    MalfunctionTurnedUp,
    NothingToCheckOut,
    OfferRefilled,
    OffersRenewed,
    PrestigeMoved,
    SeasonBegan,
    TileBuilt,
    TouristEjected,
    TouristsArrived,
    TouristWelcomed,
    TrendTurned,
    YearEnded,
)
from game.last_resort.tiles import COLOURS, PRESTIGE_OF
from game.record import GameRecord
from game.saves import SaveLock
from scenes.base import Motion
from scenes.last_resort.controls import TableControls
from scenes.last_resort.view import Banner, draw_table
from scenes.play import GameScene
from sprites.backdrop import colour_index, seat_look
from sprites.last_resort.board import offer_tiles, tracker_point
from sprites.last_resort.faces import EVIL_LOOK, TRACK_NAMES
from sprites.last_resort.flights import Flights
from sprites.last_resort.layout import (
    BAG_RECT,
    CELL_H,
    CELL_W,
    LARGE_GRID,
    LARGE_HEADER,
    LOG_AREA,
    MINI_CELL_H,
    MINI_CELL_W,
    MINI_HEADER_H,
    UNDO_RECT,
    lounge_spot,
    mini_rect,
    offer_rect,
    offer_row,
)
from sprites.last_resort.station import advert_card_rect, cell_in, slot_centre
from sprites.log_panel import LogPanel
from sprites.tween import Animator, Point
from sprites.undo_button import UndoButton

if TYPE_CHECKING:
    from scenes.manager import App

Look = tuple[tuple[int, int, int], str]
SPACE_OUT: Point = (LOG_AREA.x - 20.0, 30.0)
"""Where an ejected tourist drifts off to (out of the station, into space)."""


class LastResortScene(GameScene):
    """The shared table of a game of Last Resort."""

    PACE = {SeasonBegan: 0.5, AdvertsRevealed: 0.3, MalfunctionPlaced: 0.2, MalfunctionMissed: 0.6,
            CheckedOut: 0.5, NothingToCheckOut: 0.4, TileBuilt: 0.15, BuildPassed: 0.35, OfferRefilled: 0.1,
            PrestigeMoved: 0.12, TouristsArrived: 0.5, TouristWelcomed: 0.05, TouristEjected: 0.2, EvilDrafted: 0.2,
            YearEnded: 0.8, TrendTurned: 0.8, OffersRenewed: 0.6, BonusPaid: 0.3, CashGained: 0.25, GameOver: 0.8}
    SOUNDS = {TileBuilt: "place", TouristWelcomed: "place", CheckedOut: "coin", CashGained: "coin",
              BonusPaid: "coin", MalfunctionPlaced: "invalid", TouristEjected: "invalid", AdvertsRevealed: "click",
              GameOver: "match_won"}

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
        """A tile right-clicked, read at full size until the next click."""
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

    def header_point(self, party: int) -> Point:
        """Where cash shows for ``party`` (its station's header; the Evil A.I.'s card)."""
        if party < 0 or party >= self.players:
            box = mini_rect(0)
            return (float(box.x + 120), float(box.y + 14))
        if party == self.large_seat():
            return (float(LARGE_HEADER.x + 300), float(LARGE_HEADER.centery))
        box = mini_rect(self.small_seats().index(party))
        return (float(box.x + 60), float(box.y + 26))

    @property
    def animating(self) -> bool:
        """True while a tile, tourist or Malfunction flies, or a banner must be read: the next event waits."""
        return self.flights.blocking or (self.banner is not None and self.banner.blocking)

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
        """Fly tiles, tourists and Malfunctions, raise cash from tiles, slide trackers, put up banners."""
        before, self._before = self._before, self.shown
        seat = getattr(event, "seat", getattr(event, "who", None))
        if isinstance(seat, int) and 0 <= seat < self.players:
            self.acting = seat
        if isinstance(event, TileBuilt):
            self._fly_tile(before, event)
        elif isinstance(event, TouristWelcomed):
            tile = self._tile_on(event.seat, event.space)
            end = slot_centre(tile, self.cell_rect(event.seat, event.space), event.slot) if tile is not None else \
                self.cell_rect(event.seat, event.space).center
            self.flights.meeple(event.colour, self._lounge_point(event.colour), (float(end[0]), float(end[1])),
                                hides=(event.seat, event.space, event.slot))
        elif isinstance(event, TouristEjected):
            self.flights.meeple(event.colour, self._lounge_point(event.colour), SPACE_OUT)
            track = TRACK_NAMES[PRESTIGE_OF[event.colour]]  # type: ignore[index]
            self.banner = Banner(f"{self.names[event.seat]} ejects a {event.colour} tourist",
                                 [f"No tourist space on {self.names[event.seat]}'s station takes a {event.colour} "
                                  f"tourist, so it is ejected into space: 1 {track} prestige lost "
                                  "(none with an Airlock Recycler)."], 1.2)
        elif isinstance(event, EvilDrafted):
            self.flights.meeple(event.colour, self._lounge_point(event.colour), self._bag_point())
        elif isinstance(event, TouristsArrived):
            for i, (colour, count) in enumerate(zip(COLOURS, event.counts)):
                for k in range(min(count, 4)):
                    self.flights.meeple(colour, self._bag_point(), self._lounge_point(colour), 0.06 * (i * 4 + k))
        elif isinstance(event, CheckedOut):
            self._show_check_out(before, event)
        elif isinstance(event, (CashGained, BonusPaid)):
            words = f"+{event.amount}" if isinstance(event, CashGained) else \
                f"+{event.amount} ({TRACK_NAMES.get(event.kind, event.kind)} bonus)"
            self.flights.label(words, self.header_point(event.who))
        elif isinstance(event, MalfunctionPlaced):
            end = self.cell_rect(event.seat, event.space).topleft
            self.flights.malfunction((float(BAG_RECT.x), float(BAG_RECT.bottom)), (float(end[0]), float(end[1])),
                                     (event.seat, event.space, -1))
        elif isinstance(event, MalfunctionRemoved):
            centre = self.cell_rect(event.seat, event.space).center
            self.flights.label("Repaired", (float(centre[0]), float(centre[1])))
        elif isinstance(event, PrestigeMoved):
            start = tracker_point(before, event.kind, event.who, event.before)
            end = tracker_point(self.shown, event.kind, event.who, event.after)
            self.flights.marker(self.look_of(event.who), (float(start[0]), float(start[1])),
                                (float(end[0]), float(end[1])), (str(event.kind), int(event.who)))
        elif isinstance(event, OfferRefilled):
            self._fly_refill(event)
        else:
            self._banner_for(event)

    def _banner_for(self, event: Event) -> None:
        if isinstance(event, CashPaid):
            self.flights.label(f"-{event.amount}", self.header_point(event.who), "pay")
        elif isinstance(event, (MalfunctionTurnedUp, MalfunctionStruck)):
            if 0 <= event.seat < self.players and 0 <= event.space < 24:
                centre = self.cell_rect(event.seat, event.space).center
                words = "Turned up" if isinstance(event, MalfunctionTurnedUp) else "Strikes"
                self.flights.label(words, (float(centre[0]), float(centre[1])), "pay")
        elif isinstance(event, (BuildPassed, NothingToCheckOut, MalfunctionMissed)):
            words = {BuildPassed: "builds nothing", NothingToCheckOut: "nothing to check out",
                     MalfunctionMissed: "no Malfunction placed"}[type(event)]
            self.flights.label(words, self.header_point(event.seat), "pay")
        elif isinstance(event, AdvertsRevealed):
            self.banner = Banner("Adverts revealed", [], 1.4, adverts=tuple(event.adverts),
                                 evil=event.evil_card)
        elif isinstance(event, YearEnded):
            self.banner = Banner(f"End of Year {event.year}", ["Uncovered Viewing Platforms give 1 prestige on every "
                                                                "track for each."], 0.9)
        elif isinstance(event, (TrendTurned, OffersRenewed, SeasonBegan)):
            text = self.narrate(event) or ""
            self.banner = Banner(text.split(":")[0], [text.partition(":")[2].strip()] if ":" in text else [], 0.7,
                                 blocking=False)
        elif isinstance(event, GameOver):
            self.banner = Banner("Game over", [event.summary], 1.5)

    def _fly_tile(self, before: dict[str, Any], event: TileBuilt) -> None:
        start: Point = (float(offer_row("attraction").x), float(offer_row("attraction").y))
        for kind, index, tile in offer_tiles(before):
            if tile == event.tile:
                rect = offer_rect(kind, index)
                start = (float(rect.x), float(rect.y))
        end = self.cell_rect(event.seat, event.space).topleft
        self.flights.tile(event.tile, start, (float(end[0]), float(end[1])), (event.seat, event.space, -1))
        self.flights.label(f"-{event.price}", self.header_point(event.seat), "pay")

    def _fly_refill(self, event: OfferRefilled) -> None:
        for kind, index, tile in offer_tiles(self.shown):
            if tile == event.tile:
                rect = offer_rect(kind, index)
                row = offer_row(kind)
                self.flights.tile(tile, (float(row.right - 40), float(row.y)), (float(rect.x), float(rect.y)))

    def _show_check_out(self, before: dict[str, Any], event: CheckedOut) -> None:
        """Each cleared tile shows the cash it earned; its tourists walk back to the bag."""
        spaces = before["seats"][event.seat]["spaces"]
        for i, (space, _tourists, cash) in enumerate(event.tiles):
            rect = self.cell_rect(event.seat, space)
            self.flights.label(f"+{cash}", (float(rect.centerx), float(rect.centery)), delay=0.08 * i)
            for colour in [g for g in spaces[space]["tourists"] if g is not None]:
                self.flights.meeple(colour, (float(rect.centerx), float(rect.bottom - 12)), self._bag_point(), 0.08 * i)
        if not event.tiles:
            self.flights.label("+0", self.header_point(event.seat))

    def _tile_on(self, seat: int, space: int) -> int | None:
        tile = self.shown["seats"][seat]["spaces"][space]["tile"]
        return int(tile) if tile is not None else None

    def _lounge_point(self, colour: str) -> Point:
        spot = lounge_spot([str(c) for c in COLOURS].index(colour) if colour in COLOURS else 0)
        return (float(spot.centerx), float(spot.centery))

    def _bag_point(self) -> Point:
        return (float(BAG_RECT.x + 90), float(BAG_RECT.y + 32))

    def reset_table(self) -> None:
        """Nothing in the air, no banner, no tile held."""
        self.flights.clear()
        self.banner = None
        self._before = self.shown
        self.controls.reset()

    # loop ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The log, Undo, zooming a station, reading a tile, then the public controls; Esc pauses, Ctrl+Z undoes."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
            self._point_at()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            tile = self.tile_at(event.pos)
            self.read = None if tile == self.read else tile
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.read = None
        if self.controls.dragging:
            self.controls.handle(event)
            return
        if self._look(event):
            return
        if self.log_panel.handle(event, self.app.mouse_position()):
            return
        if self.undo_button.clicked(event) and not self.watching:
            self.controls.reset()
            self.undo()
            return
        if self.banner is not None and self.banner.blocking and (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            self.banner.time = 0.0  # skip the banner (never a decision: the controls arm afresh after it)
            return
        if self.zoom(event):
            return
        if self.controls.handle(event):
            return
        super().handle(event)

    def _look(self, event: pygame.event.Event) -> bool:
        """R reads the large station by keyboard while nobody decides on the table (arrows move, R or Esc ends)."""
        if event.type != pygame.KEYDOWN or self.controls.seat is not None or event.mod & pygame.KMOD_CTRL:
            return False
        if event.key == pygame.K_r:
            self.look_cursor = None if self.look_cursor is not None else self._first_tile_space()
            return True
        if self.look_cursor is None:
            return False
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -6, pygame.K_DOWN: 6}
        if event.key in moves:
            self.look_cursor = (self.look_cursor + moves[event.key]) % 24
            return True
        if event.key == pygame.K_ESCAPE:
            self.look_cursor = None
            return True
        return False

    def _first_tile_space(self) -> int:
        spaces = self.shown["seats"][self.large_seat()]["spaces"]
        return next((i for i, space in enumerate(spaces) if space["tile"] is not None), 0)

    def _point_at(self) -> None:
        """What is under the mouse now: the stations move when the large one follows play, the mouse may not."""
        if self.pointer is not None:
            self.hover = self.tile_at(self.pointer)
            self.hover_fault = self.malfunction_at(self.pointer)
            self.hover_advert = self.advert_at(self.pointer)

    def advert_at(self, pos: tuple[int, int]) -> str | None:
        """A face-up Advert card in a station header under ``pos``."""
        headers = [(self.large_seat(), LARGE_HEADER, True)]
        if self.players > 1:
            headers += [(seat, pygame.Rect(mini_rect(i).x + 2, mini_rect(i).y + 2, mini_rect(i).w - 4, 30), False)
                        for i, seat in enumerate(self.small_seats())]
        for seat, rect, large in headers:
            if advert_card_rect(rect, large).collidepoint(pos):
                advert = self.shown["seats"][seat].get("advert")
                return str(advert) if advert is not None else None
        return None

    def zoom(self, event: pygame.event.Event) -> bool:
        """A click on a small station shows it large (a click on the large one's header, or V, goes back)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and not event.mod & pygame.KMOD_CTRL:
            order = list(range(self.players))
            current = self.large_seat()
            self.pinned = order[(order.index(current) + 1) % len(order)] if self.players > 1 else None
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for index, seat in enumerate(self.small_seats()):
            if mini_rect(index).collidepoint(event.pos):
                self.pinned = seat
                return True
        if LARGE_HEADER.collidepoint(event.pos) and self.pinned is not None:
            self.pinned = None
            return True
        return False

    def malfunction_at(self, pos: tuple[int, int]) -> int | None:
        """A face-up Malfunction under ``pos`` (only with 'Something's Gone Wrong')."""
        for seat in range(self.players):
            grid, w, h = self.station_box(seat)
            if grid.collidepoint(pos):
                space = int(((pos[1] - grid.y) // h) * 6 + (pos[0] - grid.x) // w)
                face = self.shown["seats"][seat]["spaces"][space].get("malfunction_face") if 0 <= space < 24 else None
                return int(face) if isinstance(face, int) else None
        return None

    def tile_at(self, pos: tuple[int, int]) -> int | None:
        """A tile under ``pos``: on a station, or on offer."""
        for kind, index, tile in offer_tiles(self.shown):
            if offer_rect(kind, index).collidepoint(pos):
                return tile
        for seat in range(self.players):
            grid, w, h = self.station_box(seat)
            if grid.collidepoint(pos):
                space = ((pos[1] - grid.y) // h) * 6 + (pos[0] - grid.x) // w
                return self._tile_on(seat, int(space)) if 0 <= space < 24 else None
        return None

    def update(self, dt: float) -> None:
        """Fly things, count the banner down, play events, let computers move, call the human who must act."""
        self.animator.speed = self.speed
        self.animator.update(dt)
        if self.banner is not None:
            self.banner.time -= dt * self.speed
            if self.banner.time <= 0:
                self.banner = None
        super().update(dt)
        self.controls.update(dt)
        self._point_at()
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
        """What the cover says is decided: "Year 1, season 2: Anna plays an Advert face down"."""
        view = self.public_now()
        season = (int(view["season"]) - 1) % 3 + 1
        return f"Year {view['year']}, season {season}: {self.names[seat]} plays an Advert face down"

    def private_step(self, seat: int) -> bool:
        """Choosing an Advert is private: every computer seat takes the same time over it."""
        return str(self.public_now()["phase"]) == "advertise"

    def finish(self) -> None:
        """Show the results once nothing private is up."""
        if self.app.stack.top is self:
            super().finish()

    def draw(self, surface: pygame.Surface) -> None:
        """The table (see :mod:`scenes.last_resort.view`)."""
        draw_table(surface, self)
