"""The table of Paradise Fallen: the island grid, the seats' explored islands, the piles, the log.

Everything on the table is drawn from the public view (``shown``, the view
as of the event being shown): other hands show as backs with a count.  The
active human's hand is a private overlay over the table
(:mod:`scenes.paradise_fallen.hand`), behind the hand-over cover only when
another human saw the last private screen.  A Raiding Tribe's pick is public:
the picker chooses one of the victim's face-down cards on the table itself
(:mod:`scenes.paradise_fallen.raid`).  Every event is animated (the canoe
sails its path, cards fly) and told in the log in words.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import Event
from game.paradise_fallen import events as ev
from game.paradise_fallen import prompts
from game.record import GameRecord
from game.saves import SaveLock
from scenes.base import Motion
from scenes.paradise_fallen.raid import RaidPick
from scenes.paradise_fallen.view import draw_table, public_card_at
from scenes.play import GameScene
from sprites.backdrop import colour_index, seat_look
from sprites.damage import KeptStill
from sprites.log_panel import LogPanel
from sprites.paradise_fallen.faces import warm_faces
from sprites.paradise_fallen.flights import Flights
from sprites.paradise_fallen.layout import (
    DECK_RECT,
    DISCARD_RECT,
    HINT_RECT,
    LOG_AREA,
    UNDO_RECT,
    canoe_spot,
    explored_rect,
    mark_rect,
    seat_panel,
)
from sprites.paradise_fallen.seats import SeatLook, thinking_spot
from sprites.text import warm_fonts
from sprites.tween import Animator, Point
from sprites.undo_button import UndoButton

if TYPE_CHECKING:
    from scenes.manager import App


FONTS = ((10, False), (10, True), (11, False), (11, True), (12, False), (12, True), (13, False), (13, True),
         (15, False), (15, True), (16, True), (17, True), (19, False), (19, True), (22, True), (46, True))
"""The (size, bold) of the fonts the table writes in, loaded when it opens (a font first asked for while
computers play makes a frame 4 ms longer at 3840x2160)."""

class ParadiseFallenScene(GameScene):
    """The shared table of a game of Paradise Fallen."""

    PACE = {ev.TripMade: 0.15, ev.Explored: 0.35, ev.AberrationPlayed: 0.3, ev.PowerUsed: 0.35, ev.AptitudePlayed: 0.3,
            ev.Raided: 0.5, ev.CardTaken: 0.35, ev.CardsGiven: 0.35, ev.EndTriggered: 0.8, ev.TurnStarted: 0.2,
            ev.DeckReshuffled: 0.4, ev.GameOver: 0.6}
    SOUNDS = {ev.TripMade: "place", ev.Explored: "place", ev.AberrationPlayed: "place", ev.CardsDrawn: "click",
              ev.PowerUsed: "coin", ev.Raided: "invalid", ev.GameOver: "match_won"}

    def __init__(self, app: "App", record: GameRecord, save_path: Path | None = None,
                 lock: SaveLock | None = None) -> None:
        super().__init__(app, record, save_path, lock)
        self.animator = Animator(speed=self.speed)
        self.flights = Flights(self.animator)
        self.log_panel = LogPanel(LOG_AREA)
        self.undo_button = UndoButton(UNDO_RECT)
        self.raid = RaidPick(self)
        self.layer = KeptStill()
        """The still layer of the table, kept between frames (see the view module)."""
        self.hover: int | None = None
        """A public card under the mouse, read at full size (explored cards, Aberrations, the discard's top)."""
        self._hover_seen: object = None
        """The view the card under the pointer was last looked for in."""
        self.warm()

    def warm(self) -> None:
        """Make now, at the pen's scale, the fonts and card faces the table shows (see :data:`FONTS`)."""
        warm_fonts(FONTS)
        warm_faces()

    def rescaled(self) -> None:
        """The window draws at another scale: the fonts and faces are made again at it at once."""
        super().rescaled()
        self.warm()

    # facts --------------------------------------------------------------------
    def looks(self) -> list[SeatLook]:
        """Every seat's colour (and shape in the colour-blind palette)."""
        blind = self.app.settings.colour_blind
        return [SeatLook(*seat_look(colour_index(seat.colour, seat.index), blind)) for seat in self.seats]

    @property
    def animating(self) -> bool:
        """True while a canoe sails or an Aberration moves: the next event waits."""
        return self.flights.blocking

    @property
    def busy(self) -> bool:
        """True while events are shown or anything flies."""
        return super().busy or self.flights.busy

    @property
    def motion(self) -> Motion:
        """As the base: active while things move, still while a person thinks."""
        return super().motion

    def human_to_act(self) -> int | None:
        """The human seat that must act now (none while the table is busy, or in a replay)."""
        if self.busy or self.state.is_over:
            return None
        humans = self.human_seats_to_move()
        return humans[0] if humans else None

    def pending_kind(self) -> str | None:
        """The kind of choice pending now, if any ("raid", "lanai", ...)."""
        pending = self.state.view(None).get("pending")
        return str(pending["kind"]) if pending else None

    def thinking_anchor(self, seat: int) -> pygame.Rect | None:
        """A computer's thinking sign goes on its seat's panel, after its name (see ``thinking_spot``)."""
        return thinking_spot(self.shown, self.names, seat)

    # events -------------------------------------------------------------------
    def hand_point(self, seat: int) -> Point:
        """Where a card leaves or reaches a seat's hand: the backs on its panel."""
        panel = seat_panel(seat, int(self.shown["players"]))
        return (float(panel.right - 120), float(panel.y + 2))

    def show_event(self, event: Event, move: int) -> None:
        """Sail canoes, fly cards and Aberrations for each event."""
        looks = self.looks()
        if isinstance(event, ev.TripMade):
            points = [canoe_spot(p, event.seat).topleft for p in (event.start, *event.path)]
            self.flights.sail(event.seat, [(float(x), float(y)) for x, y in points],
                              (looks[event.seat].colour, looks[event.seat].shape))
            for i, card in enumerate(event.paid):
                self.flights.card(card, self.hand_point(event.seat), DISCARD_RECT.topleft, 0.08 * i, to_discard=True)
        elif isinstance(event, ev.SailedFree):
            points = [canoe_spot(p, event.seat).topleft for p in (event.start, event.end)]
            self.flights.sail(event.seat, [(float(x), float(y)) for x, y in points],
                              (looks[event.seat].colour, looks[event.seat].shape))
        elif isinstance(event, ev.CardsDrawn):
            for i in range(event.count):
                self.flights.card(None, DECK_RECT.topleft, self.hand_point(event.seat), 0.08 * i)
        elif isinstance(event, ev.Explored):
            index = max(0, len(self.shown["explored"][event.seat]) - 1)
            slot = explored_rect(event.seat, int(self.shown["players"]), index)
            self.flights.card(event.card, self.hand_point(event.seat), slot.topleft)
            self.flights.pulse(slot, delay=0.35)
        elif isinstance(event, (ev.CardDiscarded, ev.Raided)):
            seat = event.seat if isinstance(event, ev.CardDiscarded) else event.victim
            self.flights.card(event.card, self.hand_point(seat), DISCARD_RECT.topleft, to_discard=True)
        elif isinstance(event, ev.AptitudePlayed):
            self.flights.card(event.card, self.hand_point(event.seat), self.hand_point(event.seat))
        elif isinstance(event, ev.AberrationPlayed):
            self.flights.mark(event.card, self.hand_point(event.seat), self._mark_point(event.card))
        elif isinstance(event, ev.AberrationMoved):
            self.flights.mark(event.card, self._spot_point(event.from_spot), self._mark_point(event.card))
        elif isinstance(event, ev.SpotsSwapped):
            for spot in (event.first, event.second):
                other = event.second if spot == event.first else event.first
                for card in self._cards_on(other):
                    self.flights.mark(card, self._spot_point(spot), self._mark_point(card))
        elif isinstance(event, ev.AberrationRemoved):
            self.flights.mark(event.card, self._spot_point(event.spot), DISCARD_RECT.topleft)
        elif isinstance(event, ev.CardTaken):
            self.flights.card(None, self.hand_point(event.victim), self.hand_point(event.seat))
        elif isinstance(event, ev.CardsGiven):
            for seat, count in enumerate(event.counts):
                for i in range(count):
                    self.flights.card(None, self.hand_point(event.seat), self.hand_point(seat), 0.1 * (seat + i))
        elif isinstance(event, ev.CardsReturned):
            for i, card in enumerate(event.cards):
                self.flights.card(card, DISCARD_RECT.topleft, self.hand_point(event.seat), 0.08 * i)
        elif isinstance(event, ev.DeckReshuffled):
            for i in range(min(6, event.size)):
                self.flights.card(None, DISCARD_RECT.topleft, DECK_RECT.topleft, 0.05 * i)
        elif isinstance(event, (ev.PowerUsed, ev.TokenRevived)):
            self.app.sounds.play("coin")
            self._pulse_explored(event.seat, event.island)
        elif isinstance(event, (ev.TurnStarted, ev.EndTriggered)):
            self.flights.pulse(seat_panel(event.seat, int(self.shown["players"])))

    def _pulse_explored(self, seat: int, island: str) -> None:
        """A ring around a seat's explored card of ``island`` (its token was used or turned up)."""
        for index, item in enumerate(self.shown["explored"][seat]):
            if item["island"] == island:
                self.flights.pulse(explored_rect(seat, int(self.shown["players"]), index))

    def _cards_on(self, spot: int) -> list[int]:
        return [int(c) for c in self.shown["aberrations"].get(str(spot), [])]

    def _spot_point(self, spot: int) -> Point:
        rect = mark_rect(spot, 0, 1)
        return (float(rect.x), float(rect.y))

    def _mark_point(self, card: int) -> Point:
        """Where an Aberration lies now in the shown view."""
        for spot, cards in self.shown["aberrations"].items():
            if card in cards:
                rect = mark_rect(int(spot), list(cards).index(card), len(cards))
                return (float(rect.x), float(rect.y))
        return (float(DISCARD_RECT.x), float(DISCARD_RECT.y))

    def reset_table(self) -> None:
        """Nothing in the air."""
        self.flights.clear()
        self.layer.forget()
        self.raid.reset()

    # loop -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The log, Undo, the raid pick, reading a card; Esc pauses, Ctrl+Z undoes."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = public_card_at(self.shown, event.pos)
        if self.log_or_undo(event):
            return
        if self.raid.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        """Fly things, play events, let computers move, and call the human who must act."""
        self.run_animator(dt)
        self.raid.update(dt)
        super().update(dt)
        if self.hover is not None or self.shown is not self._hover_seen:
            # the card read may have left the table with the last event shown, or one came under the pointer
            self._hover_seen = self.shown
            self.hover = public_card_at(self.shown, self.app.mouse_position())
        if not self.busy and not self.finished and self.app.stack.top is self:
            self._call_humans()

    def _call_humans(self) -> None:
        """Open the private hand of the human to act (behind the cover when another human saw the last one).

        A Raiding Tribe's pick is public: the picker chooses on the table, with no cover and no hand shown.
        """
        from scenes.paradise_fallen.hand import HandOverlay

        seat = self.human_to_act()
        if seat is None or self.pending_kind() == "raid":
            return
        if self.request_private(seat, self.private_purpose(seat)):
            self.app.push(HandOverlay(self, seat))

    def private_purpose(self, seat: int) -> str:
        """What the cover says is decided: whose turn it is (or whose deal of Lanai's cards)."""
        return prompts.private_purpose(self.state.view(None), self.names[seat])

    def finish(self) -> None:
        """Show the results, once the hand overlay above has closed (it runs the table meanwhile)."""
        if self.app.stack.top is self:
            super().finish()

    def hint_rect(self) -> pygame.Rect:
        """The Hint button: on the status line, just before Undo."""
        return HINT_RECT

    lesson_over_log = False
    """The log makes room under a lesson's words (``view.log_area``)."""

    def hint_area(self) -> pygame.Rect:
        """The hint's and the lesson's band: the log's whole column (the log itself makes room under a lesson's
        words, see ``view.log_area``)."""
        return LOG_AREA.copy()

    def draw(self, surface: pygame.Surface) -> None:
        """The table (see :mod:`scenes.paradise_fallen.view`), and its hint (on top)."""
        draw_table(surface, self)
        self.draw_hint(surface)
