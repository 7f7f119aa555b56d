"""The Last Paradise table's memory: the auction history the players can open, and the round summary.

The summary of each round (what was bought and placed, the bonuses, the
deals, the race for the environmental prize) comes up when the round ends
and holds the table (no event plays on, nobody moves) until it is read:

* with a person at the table, until a click or Space/Enter that began after
  the summary was up for a moment (a key held or pressed before never
  dismisses it: a strict :class:`~scenes.fresh_keys.FreshKeys` with its guard time);
* with only computers at the table, in autoplay, or in a replay, it goes by
  itself after a while (it never blocks).

The history (L, or its button in the game log's title row) lies over the
island until closed (L, Esc, or the button).  The opening of the hands being
shown is left out of it until the hands are open.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Event
from game.last_paradise import CounterBought, RoundEnded
from game.last_paradise.summary import AuctionRow, RoundReport, auction_rows, round_report
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from sprites.last_paradise.history import (
    HISTORY_BUTTON,
    HISTORY_PANEL,
    draw_history,
    draw_history_button,
    draw_report,
    visible_rows,
)
from sprites.last_paradise.panels import LOG_AREA
from sprites.last_paradise.widgets import key_label

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

GUARD = GUARD_TIME
"""Seconds a summary ignores input once up: a press meant for what came before never dismisses it."""
REPORT_TIME = 3.0
"""Seconds (at animation speed 1) a summary stays when nobody at the table needs to read it."""
DISMISS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
HISTORY_KEY = pygame.K_l
"""Opens and closes the auction history: not H, which folds a private panel away (the button over a panel
opens the history too, so the two need keys of their own)."""
SCROLL_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 8, pygame.K_PAGEDOWN: -8}


class Chronicle:
    """The auction history and the round summary of one table (see the module docstring)."""

    def __init__(self, table: "LastParadiseScene") -> None:
        self.table = table
        self.history_open = False
        self.back = 0
        """Rows the history is scrolled back from the newest."""
        self.report: RoundReport | None = None
        self.age = 0.0
        """Seconds the summary has been up."""
        self.shown_for = 0.0
        """Seconds (at animation speed) the summary has been up."""
        self.keys = FreshKeys(GUARD, strict=True)
        """Only an input that began on the summary, after its guard time, counts."""
        self._round: list[Event] = []

    # the round summary --------------------------------------------------------
    @property
    def people_read(self) -> bool:
        """True when a person at the table acknowledges the summary (not in a replay, not in autoplay)."""
        table = self.table
        return (not table.watching and table.app.autoplay is None
                and any(seat.is_human for seat in table.seats))

    @property
    def waiting(self) -> bool:
        """True while a summary is up that a person at the table must acknowledge."""
        return self.report is not None and self.people_read

    @property
    def holding(self) -> bool:
        """True while the summary is up: the table waits."""
        return self.report is not None

    def see(self, event: Event) -> None:
        """Take note of an event the table shows; the end of a round (1 to 12) brings its summary up."""
        if isinstance(event, CounterBought):
            self._round = []
        self._round.append(event)
        if isinstance(event, RoundEnded) and event.round >= 1:
            view = self.table.shown
            self.report = round_report(event.round, int(view["rounds"]), self._round, self.table.names, view)
            self._round = []
            self.age = self.shown_for = 0.0
            self.keys.arm(self.table.app.frames)

    def dismiss(self) -> None:
        """The summary has been read: the table plays on."""
        self.report = None

    def update(self, dt: float) -> None:
        """Count the summary's time; it goes by itself when nobody at the table needs to read it."""
        if self.report is None:
            return
        self.age += dt
        self.keys.wait(dt)
        self.shown_for += dt * self.table.speed
        if not self.people_read and self.shown_for >= REPORT_TIME:
            self.dismiss()

    @property
    def ready(self) -> bool:
        """True once the summary has been up for its guard time."""
        return self.keys.ready

    # the history --------------------------------------------------------------
    def toggle_history(self) -> None:
        """Open or close the auction history."""
        self.history_open = not self.history_open
        self.back = 0
        self.table.app.sounds.play("click")

    def rows(self) -> list[AuctionRow]:
        """The history's rows as the table may show them now (not an opening whose hands are still closed)."""
        rows = auction_rows(self.table.shown.get("auctions") or [])
        show = self.table.show
        if show is not None and show.opened < 1.0 and rows:
            rows = rows[:-1]
        return rows

    # input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The history's key and button and its scrolling, then the summary's acknowledgement; True if used."""
        fresh = self.keys.fresh(event, self.table.app.frames) if self.report is not None else True
        if event.type == pygame.KEYDOWN and event.key == HISTORY_KEY:
            if fresh:
                self.toggle_history()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and HISTORY_BUTTON.collidepoint(event.pos):
            if fresh:
                self.toggle_history()
            return True
        if self.history_open and self._scroll(event):
            return True
        if self.history_open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.history_open = False
            return True
        if self.report is not None and self.people_read:
            return self._acknowledge(event, fresh)
        return False

    def _scroll(self, event: pygame.event.Event) -> bool:
        total = len(self.rows())
        most = max(0, total - visible_rows(total))
        if event.type == pygame.MOUSEWHEEL and HISTORY_PANEL.collidepoint(self.table.app.mouse_position()):
            self.back = max(0, min(most, self.back + 3 * event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and self.report is None:
            self.back = max(0, min(most, self.back + SCROLL_KEYS[event.key]))
            return True
        return False

    def _acknowledge(self, event: pygame.event.Event, fresh: bool) -> bool:
        """Space/Enter, or a click (pressed and let go) anywhere but the game log, dismiss the summary, if they
        began on it after its guard time.

        True when the event was the summary's (other keys go on: Esc pauses, Ctrl+Z undoes, PgUp scrolls the log).
        """
        if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
            if fresh:
                self.dismiss()
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if LOG_AREA.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP and fresh:
            self.dismiss()
        return True

    def reset(self) -> None:
        """An undo or a jump: the summary goes, the round's notes start afresh (the history reads the view)."""
        self.report = None
        self._round = []

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The history (when open), the summary (when up), and the history's button."""
        table = self.table
        if self.history_open:
            draw_history(surface, self.rows(), table.names, table.looks, self.back, key_label(HISTORY_KEY))
        if self.report is not None:
            hint = "Click, or press Space, to play on" if self.people_read else ""
            draw_report(surface, self.report, hint)
        hovered = HISTORY_BUTTON.collidepoint(table.app.mouse_position())
        draw_history_button(surface, self.history_open, hovered, key_label(HISTORY_KEY))
