"""The table of The Last Paradise: the island board, seats, lot, deals, log, and the flow of a round.

Everything on the table is drawn from the public view (``state.view(None)``):
money shows as "?" (trees and buildings are public).  Private choices (sealed bids, offers) happen on
opaque private panels over the table (which holds no secret), behind the hand-over cover
whenever another human saw the last one; see :mod:`scenes.last_paradise.private`,
:mod:`scenes.last_paradise.bid` and :mod:`scenes.last_paradise.offer`.  Events are played one after another
(the hands opening, counters landing, coins flying) while :attr:`busy` holds
the computer players back.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, Event
from game.last_paradise import COUNTERS, ChooseLot, prompts
from game.last_paradise import events as ev
from game.last_paradise.actions import Answer, Place
from game.last_paradise.board import site_name
from game.last_paradise.narrate import outcome_sentence
from game.record import GameRecord
from game.saves import SaveLock
from game.tutorial import Note
from scenes.base import Motion
from scenes.last_paradise.chronicle import Chronicle
from scenes.last_paradise.controls import TableControls
from scenes.play import UNDO_KEY, GameScene
from scenes.private_overlay import PrivateOverlay
from scenes.showing import LogLine
from sprites import palette, pen
from sprites.damage import KeptStill
from sprites.last_paradise.board import BOARD_RECT, IslandLayout, board_layer
from sprites.last_paradise.counters import SeatLook, draw_counter, seat_looks
from sprites.last_paradise.flights import PaymentFlights
from sprites.last_paradise.panels import (
    BANK_POINT,
    HINT_RECT,
    LOG_AREA,
    LOT_BOX,
    UNDO_RECT,
    coin_target,
    counter_of,
    deal_button_rects,
    draw_deals,
    draw_lot,
    draw_prompt,
    draw_seats,
    thinking_spot,
)
from sprites.last_paradise.preview import draw_preview, preview_rect
from sprites.last_paradise.reveal import FinaleShow, RevealShow
from sprites.log_panel import LogPanel
from sprites.message_box import draw_message_box
from sprites.text import is_recording, warm_fonts
from sprites.tween import Animator
from sprites.undo_button import UndoButton

if TYPE_CHECKING:
    from scenes.manager import App

DECISIVE = (ev.TieRepeat, ev.SecondCall, ev.LotDrawn, ev.CounterBought)


FONTS = ((12, False), (13, False), (13, True), (14, False), (14, True), (15, False), (15, True), (16, True),
         (17, True), (18, True), (19, True), (20, True), (22, True), (34, True))
"""The (size, bold) of the fonts the table writes in, loaded when it opens (a font first asked for while
computers play makes a frame 4 ms longer at 3840x2160)."""

class LastParadiseScene(GameScene):
    """The shared table of a game of The Last Paradise."""

    PACE = {ev.LotChosen: 0.4, ev.CounterRevealed: 0.5, ev.CounterBought: 0.4, ev.CounterPlaced: 0.35,
            ev.BonusPaid: 0.45, ev.DealPaid: 0.45, ev.PrizePaid: 0.6, ev.TieRepeat: 0.4, ev.SecondCall: 0.4}
    SOUNDS = {ev.CounterPlaced: "place", ev.BonusPaid: "coin", ev.DealPaid: "coin", ev.PrizePaid: "coin",
              ev.CounterBought: "click", ev.LotChosen: "click", ev.GameOver: "match_won"}
    LOG_LATER = (ev.BidsRevealed,)

    def __init__(self, app: "App", record: GameRecord, save_path: Path | None = None,
                 lock: SaveLock | None = None) -> None:
        super().__init__(app, record, save_path, lock)
        self.layout = IslandLayout(BOARD_RECT)
        self.animator = Animator(speed=self.speed)
        self.coins = PaymentFlights(self.animator)
        self.log_panel = LogPanel(LOG_AREA)
        self.undo_button = UndoButton(UNDO_RECT)
        self.show: RevealShow | None = None
        self._show_move = -1
        self.finale: FinaleShow | None = None
        self.looks: list[SeatLook] = seat_looks(self.shown["seats"], app.settings.colour_blind)
        self.controls = TableControls(self)
        self.chronicle = Chronicle(self)
        youngest = self.shown["youngest"]
        self.log.insert(0, LogLine(-1, prompts.youngest(self.names[youngest])))
        warm_fonts(FONTS)
        self.still = KeptStill()
        """The still layer, kept between frames."""

    def rescaled(self) -> None:
        """The window draws at another scale: the table's fonts are loaded again at it at once."""
        super().rescaled()
        warm_fonts(FONTS)

    # how each event looks ----------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while the hands of a sealed bid are opening, or a round's summary is up: the next event waits."""
        return self.show is not None or self.chronicle.holding

    @property
    def lesson_waits(self) -> bool:
        """A lesson's words wait while a round's summary is up to be read (its Space and the lesson's Enter were
        two "go on" instructions at once)."""
        return self.chronicle.waiting

    @property
    def busy(self) -> bool:
        """True while events are still being shown (hands, counters, coins, the final prizes)."""
        return (super().busy or self.coins.busy
                or self.finale is not None and not self.finale.done)

    @property
    def motion(self) -> Motion:
        """Ambient while a round's summary waits to be read and nothing else moves (it changes only on input)."""
        if self.chronicle.waiting and not (self.coins.busy or self.show is not None or self.controls.lifted):
            return "ambient"
        return super().motion

    def show_event(self, event: Event, move: int) -> None:
        """Open the hands of a sealed bid, fly coins for payments, sum up a round, gather the final prizes."""
        self.chronicle.see(event)
        if isinstance(event, ev.BidsRevealed):
            self._start_reveal(event, move)
        elif isinstance(event, (ev.BonusPaid, ev.PrizePaid)):
            self.coins.send(BANK_POINT, self._seat_point(event.seat), event.amount)
        elif isinstance(event, ev.DealPaid):
            self.coins.send(self._seat_point(event.seat), self._seat_point(event.payee), event.amount)
        if isinstance(event, (ev.PrizePaid, ev.GameOver)):
            self._show_finale(event)

    def reset_table(self) -> None:
        """Drop the reveal, the flying coins, the final panel and anything held."""
        self.show = None
        self.finale = None
        self.coins.clear()
        self.chronicle.reset()
        self.controls.cancel()

    def _start_reveal(self, event: ev.BidsRevealed, move: int) -> None:
        decisive = next((e for e in self.upcoming() if isinstance(e, DECISIVE)), None)
        sentence = outcome_sentence(decisive if decisive is not None else event, self.names)
        lot = self.shown.get("lot") or {}
        self.show = RevealShow(title=prompts.reveal_title(str(lot.get("name", "the lot")), event.minimum),
                               bids=dict(event.bids), names=self.names, looks=self.looks, sentence=sentence,
                               winner=getattr(decisive, "seat", getattr(decisive, "winner", None)),
                               log_line=self.narrate(event) or "")
        if self.watching:
            self.show.hint = ""
        self._show_move = move
        self.app.sounds.play("reveal")

    def _show_finale(self, event: ev.PrizePaid | ev.GameOver) -> None:
        """Gather the environmental prizes and the verdict on one panel that lingers on the table."""
        if self.finale is None:
            nature = int(self.shown.get("preserves", 0))
            self.finale = FinaleShow(title=prompts.finale_title(nature), prizes=[],
                                     hint="" if self.watching else FinaleShow.hint)
        if isinstance(event, ev.PrizePaid):
            self.finale.prizes.append(prompts.finale_prize(self.names[event.seat], event.trees, event.amount))
        else:
            self.finale.verdict = prompts.verdict(event.summary)
        self.finale.elapsed = 0.0

    def _seat_point(self, seat: int) -> tuple[float, float]:
        return coin_target(seat)

    def _advance_shows(self, dt: float) -> None:
        self.chronicle.update(dt)
        step = dt * self.speed
        if self.finale is not None:
            self.finale.elapsed += step
        if self.show is None:
            return
        self.show.elapsed += step
        if self.show.opened >= 1.0 and not self.show.logged:
            self.show.logged = True
            self.add_log(self._show_move, self.show.log_line)
        if self.show.done:
            if not self.show.logged:
                self.add_log(self._show_move, self.show.log_line)
            self.show = None

    # loop -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Esc pauses, Ctrl+Z undoes; Space skips a reveal or the final prizes; the rest goes to the table controls.

        The auction history and the round summary come first (H, Esc closing the history, the summary's Space).
        """
        if self.chronicle.handle(event):
            return
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE
                                             or event.key == UNDO_KEY and event.mod & pygame.KMOD_CTRL):
            self.controls.cancel()
            super().handle(event)
            return
        skip = (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
                or event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        if skip and self.show is not None:
            self.show.elapsed = self.show.duration
            return
        if skip and self.finale is not None and self.finale.verdict:
            self.finale.elapsed = self.finale.duration
            return
        self.controls.handle(event)

    def update(self, dt: float) -> None:
        """Play events, let the computer players move, and call the humans who must act."""
        self.run_animator(dt)
        self._advance_shows(dt)
        super().update(dt)
        self.looks = seat_looks(self.shown["seats"], self.app.settings.colour_blind)
        if not self.busy and not self.finished and self.app.stack.top is self:
            self._call_humans()

    def _call_humans(self) -> None:
        """Open the private screen of the next human to bid or offer (behind the cover unless a lone human is at the table)."""
        from scenes.last_paradise.bid import BidScene
        from scenes.last_paradise.offer import OfferScene

        humans = self.human_seats_to_move()
        phase = self.shown["phase"]
        if not humans or phase not in ("bid", "offer") or self.lesson_reading:
            return
        seat = humans[0]
        if self.request_private(seat, self.private_purpose(phase)):
            self.app.push(BidScene(self, seat) if phase == "bid" else OfferScene(self, seat))

    @property
    def lesson_reading(self) -> bool:
        """True while a lesson's note is up: it is read on the whole table (the island it tells of in view), and
        the next private screen opens once the learner goes on."""
        return self.lesson is not None and self.lesson.active and isinstance(self.lesson.coach.step, Note)

    def private_purpose(self, phase: str) -> str:
        """What the next private screen decides, for the cover: "Sealed bid for the Coral hotel"."""
        view = self.shown
        lot = str((view.get("lot") or {}).get("name", "lot"))
        if phase == "offer" and view.get("buyer") is not None:
            return prompts.offer_purpose(self.names[view["buyer"]], lot)
        return prompts.bid_title(lot, str((view.get("auction") or {}).get("stage", "")))

    def private_step(self, seat: int) -> bool:
        """Sealed bids and offers are private steps: every computer seat takes the same time over them."""
        return str(self.state.view(None)["phase"]) in ("bid", "offer")

    def choose_lot(self, seat: int, site: int) -> bool:
        """The chooser puts the opening villa on ``site`` up for auction."""
        return self.perform(seat, ChooseLot(site))

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The island, the counters, the panels, the log and whatever is flying."""
        view = self.shown
        if is_recording():  # the text recorder watches: every word is drawn afresh, so it is written down
            self.still.forget()
            self._draw_still(surface)
        else:
            self.still.lay(surface, self._still_key(), self._draw_still)
        self.thinking_sign.draw(surface, self.thinking_anchor)
        self._draw_preview(surface, view)
        self._draw_status(surface, view)
        self.controls.draw_carried(surface)
        self.coins.draw(surface)
        self.chronicle.draw(surface)
        if self.show is not None:
            self.show.draw(surface)
        if self.finale is not None:
            self.finale.draw(surface)
        self.draw_hint(surface)

    def _still_key(self) -> tuple[Any, ...]:
        """Everything the still layer is drawn from (the view first: most frames find the same object)."""
        controls = self.controls
        return (self.shown, self.busy, tuple(controls.targets()), controls.selected, controls.side, controls.lifted,
                controls.can_place, controls.can_answer, self.log_panel.look(self.log), pen.scale())

    def _draw_still(self, surface: pygame.Surface) -> None:
        """What changes only with the view or a choice: the island and its counters, the seats, the lot, the
        deals and the log (kept between frames, :class:`sprites.damage.KeptStill`)."""
        view = self.shown
        surface.fill((20, 36, 48))
        surface.blit(board_layer(self.layout.rect.size), self.layout.rect.topleft)
        self.controls.draw_glow(surface)
        for site_view in view["board"]:
            if site_view["counter"] is None:
                continue
            district, kind = counter_of(site_view)
            owner = site_view["owner"]
            draw_counter(surface, self.layout.sites[site_view["site"]], district, kind, site_view["side"],
                         self.looks[owner] if owner is not None else None)
        lot_site = (view.get("lot") or {}).get("site")
        if lot_site is not None:  # an opening villa up for auction where it lies
            pen.rect(surface, palette.SAND, self.layout.sites[lot_site].inflate(14, 14), 4, border_radius=14)
        self.controls.draw_selection(surface)
        draw_seats(surface, view, self.looks, set() if self.busy else set(view["to_move"]))
        draw_lot(surface, view, self.controls.side, self.controls.lifted, self.controls.can_place)
        draw_deals(surface, view, self.controls.can_answer)
        self.log_panel.draw(surface, self.log)

    # hints ------------------------------------------------------------------
    def hint_rect(self) -> pygame.Rect:
        """The Hint button: on the status bar, just before Undo."""
        return HINT_RECT

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """The site an opening villa is chosen on, or the lot goes to (and the lot to carry there), or the
        Accept or Decline button of an offer; a bid or an offer is made on the seat's private panel."""
        if isinstance(action, ChooseLot):
            return [self.layout.sites[action.site]]
        if isinstance(action, Place):
            return [self.layout.sites[action.site], LOT_BOX]
        if isinstance(action, Answer):
            for i, offer in enumerate((self.shown.get("offers") or [])[:4]):
                if offer["seat"] == action.offer_from:
                    return [deal_button_rects(i)[0 if action.accept else 1]]
        return []

    def thinking_anchor(self, seat: int) -> pygame.Rect | None:
        """A computer's thinking sign goes in its seat's row, after its name (see ``thinking_spot``)."""
        return thinking_spot(self.shown, seat)

    def looked_at(self) -> int | None:
        """The site whose counter is shown large: the one under the mouse, else the keyboard's ring (none while
        the lot is carried, or over the history, a round's summary, a reveal or the final prizes, nor while a
        private panel is up: the card would lie beside it over the lot)."""
        if self.controls.lifted or self.chronicle.history_open or self.chronicle.holding or self.show is not None \
                or self.finale is not None:
            return None
        top = self.app.stack.top
        if isinstance(top, PrivateOverlay) and top.table is self and not getattr(top, "folded", False):
            return None
        board = self.shown["board"]
        for site in (self.layout.site_at(self.app.mouse_position()), self.controls.selected):
            if site is not None and board[site]["counter"] is not None:
                return site
        return None

    def _draw_preview(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        site = self.looked_at()
        if site is None:
            return
        site_view = view["board"][site]
        district, kind = counter_of(site_view)
        owner = site_view["owner"]
        caption = prompts.counter_caption(COUNTERS[site_view["counter"]].name, site_name(site),
                                          None if owner is None else self.names[owner], site_view["side"])
        pickable = [self.layout.sites[other] for other in self.controls.targets() if other != site]
        draw_preview(surface, preview_rect(self.layout.sites[site], caption, pickable), district, kind, site_view["side"],
                     None if owner is None else self.looks[owner], caption)

    def _draw_status(self, surface: pygame.Surface, view: dict[str, Any]) -> None:
        draw_prompt(surface, self.controls.prompt(view))
        if not self.watching:
            self.undo_button.draw(surface, self.can_undo,
                                  self.undo_button.hit(self.app.mouse_position()))
        draw_message_box(surface, self.message if self.message_time > 0 else "", 20, BOARD_RECT.bottom - 6, 780,
                         tip=self.message_tip)


__all__ = ["LastParadiseScene", "LOT_BOX"]
