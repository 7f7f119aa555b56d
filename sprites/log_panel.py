"""The game log panel every table shares: wrapped sentences that scroll (drawing and scrolling only).

The panel shows a list of entries (anything with a ``text``, such as the
scene's ``LogLine``), wrapped to its width.  Left alone it follows the newest
line; scrolled back (wheel over it, PgUp/PgDn, the scrollbar) it stays where
it is while new lines arrive, and a "newer lines below" strip says so (a
click on it, or End, follows again).  :meth:`LogPanel.line_at` tells which
entry lies under a point, so a replay can jump to a line.

Wrapping happens only when entries change (the log grows at its end, or is
cut back after an undo: only the new entries are wrapped), and the panel's
picture is kept until the entries, the scroll or the marked entry change, so
drawing it every frame costs one blit.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from sprites import palette, pen
from sprites.text import fit_lines, render_text

Colour = tuple[int, int, int]

PANEL_FILL: Colour = (24, 44, 60)
BAR_WIDTH = 8
"""Width of the scrollbar along the panel's right edge."""
TITLE_HEIGHT = 26
NEWER_HEIGHT = 20
"""Height of the "newer lines below" strip at the bottom of a scrolled panel."""
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END)


class Told(Protocol):
    """An entry of the log: anything with a sentence."""

    @property
    def text(self) -> str:
        """The sentence."""


@dataclass(frozen=True)
class Row:
    """One wrapped line on screen and the entry (its index in the log) it belongs to."""

    entry: int
    text: str
    first: bool
    """True for the first row of its entry (later rows are indented)."""


class LogPanel:
    """A scrollable, wrapped view of a game log in ``area`` (canvas pixels)."""

    def __init__(self, area: pygame.Rect, title: str = "Game log", size: int = 15,
                 line_height: int = 19) -> None:
        self.area = pygame.Rect(area)
        self.title = title
        self.size = size
        self.line_height = line_height
        self.rows: list[Row] = []
        self.offset = 0
        """Rows scrolled back from the newest (0: the panel follows the newest line)."""
        self._texts: list[str] = []
        self._picture: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._dragging: float | None = None
        """While the scrollbar's thumb is dragged: where on the thumb it was grabbed (pixels from its top)."""
        self.wraps = 0
        """How many entries have been wrapped so far (tests and benches read it)."""
        self._version = 0

    # the entries --------------------------------------------------------------
    def follow(self, entries: Sequence[Told]) -> None:
        """Take these entries as the log: wrap only what is new; scrolled back, the view keeps its place."""
        texts = self._texts
        if len(entries) == len(texts) and (not texts or entries[-1].text is texts[-1] or entries[-1].text == texts[-1]):
            return
        keep = 0
        for entry, text in zip(entries, texts):
            if entry.text != text:
                break
            keep += 1
        kept_rows = [row for row in self.rows if row.entry < keep]
        added: list[Row] = []
        for index in range(keep, len(entries)):
            added += self._wrap(index, entries[index].text)
        if keep < len(texts):  # cut back (an undo): follow the newest line again
            self.offset = 0
        elif self.offset:
            self.offset += len(added)
        self.rows = kept_rows + added
        self._texts = [entry.text for entry in entries]
        self._version += 1
        self.offset = min(self.offset, self.most_offset)

    def _wrap(self, index: int, text: str) -> list[Row]:
        self.wraps += 1
        lines = fit_lines(text, self.size, self.text_width) or [""]
        first = [Row(index, lines[0], True)]
        after = " ".join(text.split())[len(lines[0]):]  # the rest as written (a word broken at the first line stays one)
        rest = fit_lines(after, self.size, self.text_width - 12) if len(lines) > 1 else []
        return first + [Row(index, line, False) for line in rest]

    # geometry -------------------------------------------------------------------
    @property
    def text_width(self) -> int:
        """Pixels a row of text may take."""
        return self.area.w - 20 - BAR_WIDTH

    @property
    def body(self) -> pygame.Rect:
        """Where rows are drawn (below the title)."""
        return pygame.Rect(self.area.x, self.area.y + TITLE_HEIGHT, self.area.w, self.area.h - TITLE_HEIGHT - 4)

    @property
    def visible_count(self) -> int:
        """How many rows fit in the panel."""
        return max(1, self.body.h // self.line_height)

    @property
    def most_offset(self) -> int:
        """How far back the panel can scroll."""
        return max(0, len(self.rows) - self.visible_count)

    @property
    def scrolled(self) -> bool:
        """True while the panel shows older lines and newer ones are below."""
        return self.offset > 0

    def _window(self) -> tuple[int, int]:
        """The first and one-past-last row shown."""
        end = len(self.rows) - self.offset
        return max(0, end - self.visible_count), end

    def bar_track(self) -> pygame.Rect:
        """The scrollbar's track along the right edge of the body."""
        body = self.body
        return pygame.Rect(body.right - BAR_WIDTH - 4, body.y + 2, BAR_WIDTH, body.h - 4)

    def bar_thumb(self) -> pygame.Rect | None:
        """The scrollbar's thumb (None when every row fits)."""
        if not self.most_offset:
            return None
        track = self.bar_track()
        height = max(18, round(track.h * self.visible_count / len(self.rows)))
        first, _ = self._window()
        top = track.y + round((track.h - height) * first / self.most_offset)
        return pygame.Rect(track.x, top, track.w, height)

    def newer_strip(self) -> pygame.Rect | None:
        """The "newer lines below" strip (None when the panel follows the newest line)."""
        if not self.scrolled:
            return None
        body = self.body
        return pygame.Rect(body.x + 4, body.bottom - NEWER_HEIGHT, body.w - BAR_WIDTH - 14, NEWER_HEIGHT)

    # scrolling ------------------------------------------------------------------
    def scroll_by(self, rows: int) -> None:
        """Scroll back (+) or forward (-) by ``rows`` rows."""
        self.offset = max(0, min(self.most_offset, self.offset + rows))

    def to_newest(self) -> None:
        """Follow the newest line again."""
        self.offset = 0

    def scroll_to_entry(self, entry: int) -> None:
        """Bring the first row of entry ``entry`` into view (a replay's current line)."""
        indices = [i for i, row in enumerate(self.rows) if row.entry == entry]
        if not indices:
            return
        first, end = self._window()
        if first <= indices[0] and indices[-1] < end:
            return
        top = max(0, min(indices[0], len(self.rows) - self.visible_count))
        self.offset = max(0, min(self.most_offset, len(self.rows) - self.visible_count - top))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """Use the wheel over the panel, PgUp/PgDn/End, and the scrollbar; True if the event was used.

        ``mouse`` is the pointer on the canvas (a wheel event carries no position).
        """
        if event.type == pygame.MOUSEWHEEL:
            if not self.area.collidepoint(mouse) or not event.y:
                return False
            self.scroll_by(3 * event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            if event.key == pygame.K_END:
                self.to_newest()
            else:
                page = max(1, self.visible_count - 1)
                self.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION and self._dragging is not None:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging is not None:
            self._dragging = None
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        strip = self.newer_strip()
        if strip is not None and strip.collidepoint(pos):
            self.to_newest()
            return True
        thumb = self.bar_thumb()
        if thumb is None or not self.bar_track().inflate(8, 0).collidepoint(pos):
            return False
        if thumb.collidepoint(pos):
            self._dragging = pos[1] - thumb.y
        else:  # a click on the track pages toward it
            page = max(1, self.visible_count - 1)
            self.scroll_by(page if pos[1] < thumb.y else -page)
        return True

    def _drag_to(self, y: int) -> None:
        thumb, track = self.bar_thumb(), self.bar_track()
        if thumb is None or self._dragging is None:
            return
        room = max(1, track.h - thumb.h)
        fraction = min(1.0, max(0.0, (y - self._dragging - track.y) / room))
        first = round(fraction * self.most_offset)
        self.offset = self.most_offset - first

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the entry whose row lies under ``pos`` (None: no row there)."""
        body = self.body
        if not body.collidepoint(pos) or pos[0] >= self.bar_track().x - 2:
            return None
        strip = self.newer_strip()
        if strip is not None and strip.collidepoint(pos):
            return None
        first, end = self._window()
        index = first + (pos[1] - body.y) // self.line_height
        return self.rows[index].entry if first <= index < end else None

    # drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, entries: Sequence[Told], marked: int | None = None) -> None:
        """Draw the panel for ``entries`` (``marked``: an entry to light, such as a replay's current line)."""
        key = self.look(entries, marked)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, self._paint(marked))
        surface.blit(self._picture[1], self.area.topleft)

    def look(self, entries: Sequence[Told], marked: int | None = None) -> tuple[object, ...]:
        """Everything the panel's picture of ``entries`` is drawn from, where and at what scale (following the
        entries first): a kept layer that holds the panel is drawn again when this changes."""
        self.follow(entries)
        return (self._version, self.offset, marked, tuple(self.area), self._dragging is not None, pen.scale())

    def _paint(self, marked: int | None) -> pygame.Surface:
        picture = pen.surface(self.area.size, pygame.SRCALPHA)
        local = picture.get_rect()
        pen.rect(picture, PANEL_FILL, local, border_radius=8)
        picture.blit(render_text(self.title, 15, palette.SAND, True), (8, 4))
        dx, dy = -self.area.x, -self.area.y
        first, end = self._window()
        y = self.body.y + dy
        strip = self.newer_strip()
        bottom = (strip.y if strip is not None else self.body.bottom) + dy
        for row in self.rows[first:end]:
            if y + self.line_height > bottom + 3:
                break
            if row.entry == marked:
                pen.rect(picture, (60, 92, 110), (4, y, local.w - BAR_WIDTH - 12, self.line_height),
                                 border_radius=4)
            colour = palette.PAPER if row.first else palette.SEA_LIGHT
            picture.blit(render_text(row.text, self.size, colour), (8 if row.first else 20, y))
            y += self.line_height
        if not self.rows:
            picture.blit(render_text("Nothing has happened yet.", self.size, palette.SEA_LIGHT), (8, self.body.y + dy))
        thumb = self.bar_thumb()
        if thumb is not None:
            pen.rect(picture, (40, 66, 84), self.bar_track().move(dx, dy), border_radius=4)
            pen.rect(picture, palette.SAND if self._dragging is not None else palette.SEA_LIGHT,
                             thumb.move(dx, dy), border_radius=4)
        if strip is not None:
            plate = strip.move(dx, dy)
            pen.rect(picture, palette.SAND, plate, border_radius=6)
            words = render_text("newer lines below (End)", 13, palette.INK, True)
            place = words.get_rect(center=(plate.centerx + 8, plate.centery))
            picture.blit(words, place)
            x, y = place.x - 16, plate.centery - 3
            pen.polygon(picture, palette.INK, [(x, y), (x + 10, y), (x + 5, y + 6)])
        return picture
