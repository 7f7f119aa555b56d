"""The public reveal of a sealed bid: every closed hand opens at the same moment."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.backdrop import draw_seat_marker
from sprites.last_paradise.counters import SeatLook
from sprites.last_paradise.widgets import draw_hand, letter_lines
from sprites.text import draw_text, fit_text

PANEL = pygame.Rect(60, 190, 700, 330)
MARKER_RADIUS = 9
"""The seat marker beside each hand's cuff."""
CLOSED_FOR = 0.3
"""Share of the show during which the hands stay closed."""
OPENING_FOR = 0.15
"""Share of the show the hands take to open."""


@pen.cached(maxsize=1)
def _shade() -> pygame.Surface:
    """The panel's see-through dark fill, made once per drawing scale."""
    shade = pen.surface(PANEL.size, pygame.SRCALPHA)
    shade.fill((12, 24, 34, 225))
    return shade


def draw_panel(surface: pygame.Surface, title: str) -> None:
    """The dark, sand-framed panel over the board that the table's big moments are shown on."""
    surface.blit(_shade(), PANEL.topleft)
    pen.rect(surface, palette.SAND, PANEL, 3, border_radius=12)
    draw_text(surface, title, 22, palette.SAND, True, midtop=(PANEL.centerx, PANEL.y + 10))


def hand_marker(palm: pygame.Rect) -> tuple[int, int]:
    """Where an open hand's seat marker sits: left of the cuff, under the palm, so a hand's seat reads by shape
    (colour-blind palette) as well as by colour."""
    return palm.centerx - palm.w // 3 - MARKER_RADIUS - 4, palm.bottom + 2


def name_lines(name: str, size: int, width: int, most: int = 2) -> list[str]:
    """A seat's name in its own column (under its hand, over its bids): bold lines no wider than ``width``, broken
    between words, and between letters where one word (a name in one run, 山田太郎…) is wider than the column; at
    most ``most`` lines, the last cut short with an ellipsis if it must be, so it never runs into the next column."""
    lines = letter_lines(name, size, width, True) or [""]
    if len(lines) <= most:
        return lines
    shown, at = lines[:most - 1], 0
    for line in shown:
        at = name.index(line, at) + len(line)
    return shown + [fit_text(name[at:].strip(), size, width, True)]


@dataclass(kw_only=True)
class Show:
    """A big moment of the table on the panel over the board, played for ``duration`` seconds of animation."""

    title: str
    duration: float
    hint: str
    """What to press to move on (empty in a replay, whose own bar says it)."""
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once the show has played out (or the players skipped it)."""
        return self.elapsed >= self.duration

    def draw(self, surface: pygame.Surface) -> None:
        """The panel with the title, what the show shows (:meth:`draw_body`), and the hint in its corner."""
        draw_panel(surface, self.title)
        self.draw_body(surface)
        if self.hint:
            draw_text(surface, self.hint, 13, palette.PAPER, bottomright=(PANEL.right - 10, PANEL.bottom - 6))

    def draw_body(self, surface: pygame.Surface) -> None:
        """What the show shows on its panel."""

    def draw_lines(self, surface: pygame.Surface, text: str, size: int, y: int, step: int) -> None:
        """``text`` in the table's glow colour, centred on at most two lines from ``y`` down."""
        for line in letter_lines(text, size, PANEL.w - 40, True)[:2]:
            draw_text(surface, line, size, palette.GLOW, True, midtop=(PANEL.centerx, y))
            y += step


@dataclass(kw_only=True)
class RevealShow(Show):
    """One auction round's reveal: the bids, who won and the rule that decided it."""

    bids: dict[int, int]
    names: list[str]
    looks: list[SeatLook]
    sentence: str
    winner: int | None
    log_line: str = ""
    logged: bool = False
    duration: float = 3.2
    hint: str = "Space: skip"

    @property
    def opened(self) -> float:
        """How far the hands have opened: 0 closed, 1 open (all hands together)."""
        t = self.elapsed / self.duration if self.duration > 0 else 1.0
        return max(0.0, min(1.0, (t - CLOSED_FOR) / OPENING_FOR))

    def draw_body(self, surface: pygame.Surface) -> None:
        """One hand per bidder; amounts show only once the hands are open."""
        seats = sorted(self.bids)
        gap = PANEL.w // max(1, len(seats))
        opened = self.opened
        for i, seat in enumerate(seats):
            x = PANEL.x + gap // 2 + i * gap
            look = self.looks[seat]
            palm = draw_hand(surface, (x, PANEL.y + 130), look.colour, opened)
            draw_seat_marker(surface, hand_marker(palm), MARKER_RADIUS, look.colour, look.shape)
            for k, line in enumerate(name_lines(self.names[seat], 16, gap - 12)):
                draw_text(surface, line, 16, palette.PAPER, True, midtop=(x, palm.bottom + 14 + 19 * k))
            if opened >= 1.0:
                colour = palette.GLOW if seat == self.winner else palette.INK
                draw_text(surface, str(self.bids[seat]), 34, colour, True, center=palm.center)
        if opened >= 1.0:
            self.draw_lines(surface, self.sentence, 20, PANEL.bottom - 70, 26)


@dataclass(kw_only=True)
class FinaleShow(Show):
    """The end of the game on the table: the environmental prizes, then the appraisal's verdict."""

    prizes: list[str]
    verdict: str = ""
    duration: float = 4.0
    hint: str = "Space: the final standings"

    def draw_body(self, surface: pygame.Surface) -> None:
        """The prize lines one under another, then the verdict in the table's glow colour."""
        y = PANEL.y + 56
        for line in self.prizes or ["No environmental prize is paid."]:
            draw_text(surface, line, 20, palette.PAPER, True, midtop=(PANEL.centerx, y))
            y += 30
        self.draw_lines(surface, self.verdict, 24, PANEL.bottom - 96, 30)
