"""The public reveal of a sealed bid: every closed hand opens at the same moment."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette
from sprites.last_paradise.counters import SeatLook
from sprites.last_paradise.widgets import draw_hand
from sprites.text import draw_text, fit_lines, fit_text

PANEL = pygame.Rect(60, 190, 700, 330)
CLOSED_FOR = 0.3
"""Share of the show during which the hands stay closed."""
OPENING_FOR = 0.15
"""Share of the show the hands take to open."""


def draw_panel(surface: pygame.Surface, title: str) -> None:
    """The dark, sand-framed panel over the board that the table's big moments are shown on."""
    shade = pygame.Surface(PANEL.size, pygame.SRCALPHA)
    shade.fill((12, 24, 34, 225))
    surface.blit(shade, PANEL.topleft)
    pygame.draw.rect(surface, palette.SAND, PANEL, 3, border_radius=12)
    draw_text(surface, title, 22, palette.SAND, True, midtop=(PANEL.centerx, PANEL.y + 10))


def name_lines(name: str, size: int, width: int) -> list[str]:
    """A seat's name in its own column (under its hand, over its bids): one bold line, or two, each cut short
    with an ellipsis if it must be, so that it never runs into the next column."""
    lines = fit_lines(name, size, width, True) or [""]
    if len(lines) == 1:
        return [fit_text(lines[0], size, width, True)]
    return [fit_text(lines[0], size, width, True), fit_text(" ".join(lines[1:]), size, width, True)]


@dataclass
class RevealShow:
    """One auction round's reveal: the bids, who won and the rule that decided it."""

    title: str
    bids: dict[int, int]
    names: list[str]
    looks: list[SeatLook]
    sentence: str
    winner: int | None
    log_line: str = ""
    logged: bool = False
    duration: float = 3.2
    elapsed: float = 0.0
    hint: str = "Space: skip"
    """What to press to move on (empty in a replay, whose own bar says it)."""

    @property
    def done(self) -> bool:
        """True once the show has played out."""
        return self.elapsed >= self.duration

    @property
    def opened(self) -> float:
        """How far the hands have opened: 0 closed, 1 open (all hands together)."""
        t = self.elapsed / self.duration if self.duration > 0 else 1.0
        return max(0.0, min(1.0, (t - CLOSED_FOR) / OPENING_FOR))

    def draw(self, surface: pygame.Surface) -> None:
        """The panel with one hand per bidder; amounts show only once the hands are open."""
        draw_panel(surface, self.title)
        seats = sorted(self.bids)
        gap = PANEL.w // max(1, len(seats))
        opened = self.opened
        for i, seat in enumerate(seats):
            x = PANEL.x + gap // 2 + i * gap
            look = self.looks[seat]
            palm = draw_hand(surface, (x, PANEL.y + 130), look.colour, opened)
            for k, line in enumerate(name_lines(self.names[seat], 16, gap - 12)):
                draw_text(surface, line, 16, palette.PAPER, True, midtop=(x, palm.bottom + 12 + 19 * k))
            if opened >= 1.0:
                colour = palette.GLOW if seat == self.winner else palette.INK
                draw_text(surface, str(self.bids[seat]), 34, colour, True, center=palm.center)
        if opened >= 1.0:
            y = PANEL.bottom - 70
            for line in fit_lines(self.sentence, 20, PANEL.w - 40, True)[:2]:
                draw_text(surface, line, 20, palette.GLOW, True, midtop=(PANEL.centerx, y))
                y += 26
        if self.hint:
            draw_text(surface, self.hint, 13, palette.PAPER, bottomright=(PANEL.right - 10, PANEL.bottom - 6))


@dataclass
class FinaleShow:
    """The end of the game on the table: the environmental prizes, then the appraisal's verdict."""

    title: str
    prizes: list[str]
    verdict: str = ""
    duration: float = 4.0
    elapsed: float = 0.0
    hint: str = "Space: the final standings"
    """What to press to move on (empty in a replay, whose own bar says it)."""

    @property
    def done(self) -> bool:
        """True once the table has lingered long enough (or the players skipped it)."""
        return self.elapsed >= self.duration

    def draw(self, surface: pygame.Surface) -> None:
        """The prize lines one under another, then the verdict in the table's glow colour."""
        draw_panel(surface, self.title)
        y = PANEL.y + 56
        for line in self.prizes or ["No environmental prize is paid."]:
            draw_text(surface, line, 20, palette.PAPER, True, midtop=(PANEL.centerx, y))
            y += 30
        y = PANEL.bottom - 96
        for line in fit_lines(self.verdict, 24, PANEL.w - 40, True)[:2]:
            draw_text(surface, line, 24, palette.GLOW, True, midtop=(PANEL.centerx, y))
            y += 30
        if self.hint:
            draw_text(surface, self.hint, 13, palette.PAPER, bottomright=(PANEL.right - 10, PANEL.bottom - 6))
