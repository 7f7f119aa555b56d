"""The End of Year summary of the Last Resort table, as The Last Paradise's round summary does it: each seat's
uncovered Viewing Platforms and the prestige they gave, the new Trend and the new tiles, in the words of
:func:`game.last_resort.narrate.year_summary`.  It holds the table (no event plays on, nobody moves) until read:

* with a person at the table, until a click or Enter/Space that began after it was up for its guard time
  (a strict :class:`~scenes.fresh_keys.FreshKeys`); no other key acts on the table beneath meanwhile (Esc
  still pauses, Ctrl+Z still undoes);
* with only computers at the table, in autoplay, or in a replay, it goes by itself after a while.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Event
from game.last_resort import events as ev
from game.last_resort.narrate import YEAR_SUMMARY_HINT, year_summary
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from sprites import palette, pen
from sprites.last_resort.layout import LARGE_GRID, LOG_AREA
from sprites.text import draw_text, fit_lines, fit_text

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

REPORT_TIME = 3.0
"""Seconds (at animation speed 1) the summary stays when nobody at the table needs to read it."""
DISMISS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
_ENDS = (ev.OffersRenewed, ev.BonusPaid, ev.GameOver, ev.SeasonBegan)
"""Events that close an End of Year (the last Year has no new tiles: the end bonuses or the end follow)."""


class YearEnd:
    """The End of Year summary of one table (see the module docstring)."""

    def __init__(self, table: "LastResortScene") -> None:
        self.table = table
        self.report: tuple[str, list[str]] | None = None
        """The summary up now (title, lines), if any."""
        self.shown_for = 0.0
        """Seconds (at animation speed) the summary has been up."""
        self.keys = FreshKeys(GUARD_TIME, strict=True)
        self._year: int | None = None
        self._platforms: list[int] = []
        self._trend: int | None = None

    @property
    def people_read(self) -> bool:
        """True when a person at the table acknowledges the summary (not in a replay, not in autoplay)."""
        table = self.table
        return not table.watching and table.app.autoplay is None and any(seat.is_human for seat in table.seats)

    @property
    def holding(self) -> bool:
        """True while the summary is up: the table waits."""
        return self.report is not None

    def see(self, event: Event) -> None:
        """Take note of an event the table shows (``shown``: as of it); the end of a Year brings the summary up."""
        if isinstance(event, ev.YearEnded):
            self._year, self._trend = event.year, None
        elif self._year is None:
            return
        elif isinstance(event, ev.TrendTurned):
            self._trend = event.trend
        elif isinstance(event, _ENDS):
            tiles = [*event.attractions, *event.amenities] if isinstance(event, ev.OffersRenewed) else []
            self._platforms = [int(seat["platforms"]) for seat in self.table.shown["seats"]]
            self.report = year_summary(self._year, self._platforms, self.table.names, self._trend, tiles)
            self._year = None
            self.shown_for = 0.0
            self.keys.arm(self.table.app.frames)

    def update(self, dt: float) -> None:
        """Count the summary's time; it goes by itself when nobody at the table needs to read it."""
        if self.report is None:
            return
        self.keys.wait(dt)
        self.shown_for += dt * self.table.speed
        if not self.people_read and self.shown_for >= REPORT_TIME:
            self.report = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Enter/Space or a click (not on the log) dismiss the summary once fresh; other keys and clicks do
        nothing while it is up (Esc and Ctrl+Z go on). True when the event was the summary's."""
        if self.report is None or not self.people_read:
            return False
        fresh = self.keys.fresh(event, self.table.app.frames)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE or event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                return False
            if event.key in DISMISS_KEYS and fresh:
                self.report = None
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if LOG_AREA.collidepoint(event.pos) or self.table.undo_button.hit(event.pos):
                return False
            if event.type == pygame.MOUSEBUTTONUP and fresh:
                self.report = None
            return True
        return False

    def reset(self) -> None:
        """An undo or a jump: the summary goes, the Year's notes start afresh."""
        self.report, self._year = None, None

    def draw(self, surface: pygame.Surface) -> None:
        """The summary over the table, when up."""
        if self.report is None:
            return
        title, said = self.report
        width = 640
        lines = [line for text in said for line in fit_lines(text, 17, width - 40)][:12]
        hint = YEAR_SUMMARY_HINT if self.people_read else ""
        box = pygame.Rect(0, 0, width, 70 + 22 * len(lines) + (26 if hint else 0))
        box.center = (LARGE_GRID.right, 300)
        pen.rect(surface, palette.INK, box.move(0, 4), border_radius=14)
        pen.rect(surface, (30, 50, 74), box, border_radius=14)
        pen.rect(surface, palette.GLOW, box, 3, border_radius=14)
        draw_text(surface, fit_text(title, 24, width - 30, True), 24, palette.SAND, True, midtop=(box.centerx, box.y + 12))
        for i, line in enumerate(lines):
            draw_text(surface, line, 17, palette.PAPER, topleft=(box.x + 20, box.y + 50 + 22 * i))
        if hint:
            draw_text(surface, hint, 14, palette.GLOW, True, midbottom=(box.centerx, box.bottom - 10))
