"""The apology screen: shown when a screen of the app fails with an error nobody expected.

It says sorry, says the game in play is kept as it was last saved, names
the crash report, and goes back to a fresh menu on a click or a key.  Only a
press that starts on this screen counts: a key or button held down from the
screen that failed does nothing until it is let go and pressed again.  It
uses no widgets, so as little as possible can fail a second time.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from scenes.base import Scene
from scenes.crash import OpenGame
from scenes.fresh_keys import FreshKeys
from sprites import palette
from sprites.backdrop import Backdrop, draw_card
from sprites.text import blit_text, fitting_prefix, font, wrap_text

if TYPE_CHECKING:
    from scenes.manager import App

HEADING = "Something went wrong on our side\u2026"
CARD_WIDTH = 900
TEXT_WIDTH = CARD_WIDTH - 96
TEXT_TOP = 108
"""Where the lines under the heading start, from the card's top."""
PATH_LINES = 3


def kept_line(games: Sequence[OpenGame]) -> str:
    """The sentence about the player's games."""
    saved = [game for game in games if game.save is not None]
    if not saved:
        return "Your saved games are untouched."
    titles = " and ".join(dict.fromkeys(game.title for game in saved))
    kept = f"Your game of {titles} is kept as it was last saved, before the problem"
    if all(game.finished for game in saved):
        return f"{kept}: Saved games on the menu lists it."
    return f"{kept}: Continue on the menu takes it up again."


def split_path(text: str, size: int, width: int, lines: int = PATH_LINES) -> list[str]:
    """``text`` (a path, which has no spaces to wrap at) cut into at most ``lines`` lines of ``width`` pixels,
    after a ``/`` where one comes near the end of a line.

    A path too long even for that keeps its start and its end, with an ellipsis between.
    """
    face = font(size)
    pieces: list[str] = []
    rest = text
    while rest:
        short = fitting_prefix(rest, face, width)
        slash = max(rest.rfind("/", 0, short), rest.rfind("\\", 0, short)) + 1  # break after a folder's name when that keeps the line well filled
        if short < len(rest) and slash > short * 2 // 3:
            short = slash
        pieces.append(rest[:short])
        rest = rest[short:]
    if len(pieces) > lines:
        pieces = pieces[:lines - 1] + ["\u2026" + pieces[-1][1:]]
    return pieces


class ApologyScene(Scene):
    """Sorry, the game is kept, here is the crash report; a fresh click or key goes back to the menu."""

    def __init__(self, app: "App", report: Path | None, games: Sequence[OpenGame] = ()) -> None:
        super().__init__(app)
        self.report = report
        self.games = list(games)
        self.backdrop = Backdrop()
        self.keys = FreshKeys()
        self._opened = -1
        self._pressed_keys: set[int] = set()
        self._mouse_down = False
        self._lines: list[tuple[str, int, tuple[int, int, int], bool]] | None = None

    def on_enter(self) -> None:
        """Keys and buttons already down (or pressed in this frame) do not count."""
        self._opened = self.app.frames
        self.keys.arm(self.app.frames)

    def lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(text, size, colour, bold) of each line under the heading, top to bottom ("" is a gap)."""
        body = "Sorry: the app met a problem it did not expect. It is our mistake, not yours."
        found: list[tuple[str, int, tuple[int, int, int], bool]] = []
        for paragraph in (body, kept_line(self.games)):
            found += [(line, 20, palette.INK, False) for line in wrap_text(paragraph, font(20), TEXT_WIDTH)]
            found.append(("", 14, palette.INK, False))
        if self.report is None:
            found.append(("A crash report could not be written: neither the log folder nor the", 20, palette.INK, False))
            found.append(("temporary folder would take it.", 20, palette.INK, False))
        else:
            found.append(("A crash report with the details was written to:", 20, palette.INK, False))
            found += [(piece, 18, palette.LEAF_DARK, True) for piece in split_path(str(self.report), 18, TEXT_WIDTH)]
            found.append(("", 6, palette.INK, False))
            found.append(("If you tell us about the problem, please send that file along.", 20, palette.INK, False))
        return found

    def handle(self, event: pygame.event.Event) -> None:
        """A key or a mouse button pressed here and let go goes back to the menu."""
        if not self.keys.fresh(event, self.app.frames):
            return
        if event.type == pygame.KEYDOWN:
            self._pressed_keys.add(event.key)
        elif event.type == pygame.KEYUP and event.key in self._pressed_keys:
            self.back_to_menu()
        elif event.type == pygame.MOUSEBUTTONDOWN and self.app.frames != self._opened:
            self._mouse_down = True
        elif event.type == pygame.MOUSEBUTTONUP and self._mouse_down:
            self.back_to_menu()

    def back_to_menu(self) -> None:
        """Start again from a fresh menu (Continue offers the kept game)."""
        from scenes.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def update(self, dt: float) -> None:
        """Roll the waves."""
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The sea, and the sand card with the apology (as tall as its lines, centred) and a hint under it."""
        self.backdrop.draw(surface)
        if self._lines is None:
            self._lines = self.lines()
        height = TEXT_TOP + sum(size + (10 if text else 0) for text, size, _, _ in self._lines) + 30
        card = pygame.Rect(0, 0, CARD_WIDTH, height)
        card.center = (640, 340)
        draw_card(surface, card)
        blit_text(surface, HEADING, 36, palette.INK, ("midtop", (card.centerx, card.y + 34)), bold=True)
        y = card.y + TEXT_TOP
        for text, size, colour, bold in self._lines:
            if text:
                blit_text(surface, text, size, colour, ("midtop", (card.centerx, y)), bold=bold)
            y += size + (10 if text else 0)
        blit_text(surface, "Click or press any key to go back to the menu.", 20, palette.PAPER,
                  ("midtop", (640, card.bottom + 30)), shadow=True)
