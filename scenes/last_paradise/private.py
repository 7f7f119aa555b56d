"""What the private screens of The Last Paradise share (sealed bid, offer to the buyer).

A private screen is an opaque scene pushed over the table after the hand-over
cover.  It reads only ``state.view(seat)`` of its own seat, so it shows that
player's money and nothing of anybody else's.  An amount is set by typing
digits, +/- or the arrow keys (Page Up/Down: 10 at a time) or the buttons.
Digits come from any keyboard layout or input method (KEYDOWN or TEXTINPUT,
each key press read once); only decimal digits count, whatever their script,
and anything else typed is ignored.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from scenes.base import Scene
from sprites import palette
from sprites.last_paradise.widgets import Button, ButtonRow
from sprites.text import draw_text, fit_lines
from sprites.typed_text import KeyText, decimal_digits

if TYPE_CHECKING:
    from scenes.last_paradise.table import LastParadiseScene

UP_KEYS = (pygame.K_UP, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
DOWN_KEYS = (pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
TYPED_LIMIT = 4
"""Digits an amount takes (nobody holds 10,000 Paras)."""


class PrivateScreen(Scene):
    """Base of a seat's private screen: own money, an amount to set, buttons."""

    opaque = True

    def __init__(self, table: "LastParadiseScene", seat: int, low: int, high: int, start: int) -> None:
        super().__init__(table.app)
        self.table = table
        self.seat = seat
        self.view: dict[str, Any] = table.state.view(seat)
        me = self.view["seats"][seat]
        self.name = str(me["name"])
        self.money = int(me["money"])
        self.low = low
        self.high = max(low, high)
        self.amount = max(low, min(self.high, start))
        self.typed = ""
        self.key_text = KeyText()
        self.buttons = ButtonRow()
        self.note = ""
        self.done = False

    # amount -----------------------------------------------------------------
    def set_amount(self, value: int) -> None:
        """Set the amount, kept between the lowest and highest allowed, saying why when clipped."""
        if value > self.high:
            self.note = f"You hold only {self.money} Paras."
        elif value < self.low:
            self.note = f"At least {self.low} Paras." if self.low else ""
        else:
            self.note = ""
        self.amount = max(self.low, min(self.high, value))

    def change(self, step: int) -> None:
        """Add ``step`` Paras (negative: take away)."""
        self.typed = ""
        self.set_amount(self.amount + step)

    def amount_buttons(self, x: int, y: int) -> None:
        """The row of -10 / -1 / +1 / +10 buttons starting at (x, y)."""
        for i, step in enumerate((-10, -1, 1, 10)):
            label = f"{step:+d}"
            hint = {-10: "PgDn", -1: "-", 1: "+", 10: "PgUp"}[step]
            self.buttons.add(Button(pygame.Rect(x + i * 130, y, 120, 44), label, self._stepper(step), hint))

    def _stepper(self, step: int) -> Callable[[], None]:
        """A button action that changes the amount by ``step``."""
        return lambda: self.change(step)

    def type_digits(self, text: str) -> None:
        """Type the decimal digits in ``text`` (any script) onto the amount; other characters do nothing."""
        digits = decimal_digits(text)
        if digits:
            self.typed = (self.typed + digits).lstrip("0")[:TYPED_LIMIT]
            self.set_amount(int(self.typed) if self.typed else 0)

    def handle_amount_key(self, event: pygame.event.Event) -> bool:
        """Digits type the amount; +/-, arrows and Page Up/Down change it. True when used."""
        if event.key in UP_KEYS:
            self.change(1)
        elif event.key in DOWN_KEYS:
            self.change(-1)
        elif event.key == pygame.K_PAGEUP:
            self.change(10)
        elif event.key == pygame.K_PAGEDOWN:
            self.change(-10)
        elif event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            self.set_amount(int(self.typed) if self.typed else self.low)
        elif digits := decimal_digits(str(getattr(event, "unicode", "") or "")):
            self.type_digits(digits)
        else:
            return False
        return True

    # acting -----------------------------------------------------------------
    def finish(self, action: Action) -> None:
        """Hand the choice to the rules; on success hide this screen (the cover comes back next)."""
        if self.done:
            return
        refusal = self.table.attempt(self.seat, action)
        if refusal is None:
            self.done = True
            self.app.sounds.play("click")
            self.table.end_private()
            self.app.pop()
        else:
            self.note = refusal

    def handle(self, event: pygame.event.Event) -> None:
        """Typed text (once per key press) types digits; every other event goes to :meth:`handle_input`."""
        typed = self.key_text.typed(event)
        if event.type == pygame.TEXTINPUT:
            self.type_digits(typed)
        else:
            self.handle_input(event)

    def handle_input(self, event: pygame.event.Event) -> None:
        """Buttons by click, Tab focus, the amount keys; subclasses add their own first."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.buttons.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.buttons.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key == pygame.K_SPACE:
                self.buttons.press_focused()
            elif event.key == pygame.K_ESCAPE:
                self.table.pause()
            else:
                self.handle_amount_key(event)

    # drawing ----------------------------------------------------------------
    def draw_header(self, surface: pygame.Surface, title: str, explain: str) -> None:
        """Background, title, the player's own money and the rule of this screen."""
        surface.fill((30, 52, 66))
        pygame.draw.rect(surface, (22, 40, 52), (0, 0, surface.get_width(), 118))
        draw_text(surface, title, 34, palette.SAND, True, topleft=(40, 16))
        draw_text(surface, f"Private to {self.name}: your money {self.money} Paras", 22, palette.GLOW, True,
                  topleft=(40, 66))
        draw_text(surface, "Only you should see this screen.", 16, palette.PAPER, topright=(1240, 24))
        y = 132
        for line in fit_lines(explain, 18, 1200):
            draw_text(surface, line, 18, palette.PAPER, topleft=(40, y))
            y += 24
        if self.note:
            draw_text(surface, self.note, 20, palette.WARN, True, midbottom=(640, 700))
