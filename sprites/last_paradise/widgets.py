"""Hand-drawn buttons and closed/open hands for The Last Paradise screens."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.text import draw_text, fit_lines, font

Colour = tuple[int, int, int]


@dataclass
class Button:
    """A clickable sand button with a keyboard hint (the key that does the same)."""

    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    hint: str = ""

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when the button lies under ``pos``."""
        return bool(self.rect.collidepoint(pos))

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The button, ringed when it has keyboard focus; its key hint small after the label."""
        pen.rect(surface, palette.SAND, self.rect, border_radius=10)
        pen.rect(surface, palette.SAND_DARK, self.rect, 3, border_radius=10)
        if focused:
            pen.rect(surface, palette.GLOW, self.rect.inflate(10, 10), 4, border_radius=14)
        if not self.hint:
            draw_text(surface, self.label, 18, palette.INK, True, center=self.rect.center)
            return
        hint = f"[{self.hint}]"
        width = font(18, True).size(self.label)[0] + 6 + font(13).size(hint)[0]
        left = self.rect.centerx - width // 2
        label_rect = draw_text(surface, self.label, 18, palette.INK, True, midleft=(left, self.rect.centery))
        draw_text(surface, hint, 13, palette.mix(palette.INK, palette.SAND_DARK, 0.45),
                  midleft=(label_rect.right + 6, self.rect.centery + 1))


class ButtonRow:
    """Buttons with one keyboard focus: Tab moves it, clicks and Enter press."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus: int | None = None

    def add(self, button: Button) -> Button:
        """Append a button and return it."""
        self.buttons.append(button)
        return button

    def click(self, pos: tuple[int, int]) -> bool:
        """Press the button under ``pos``; True if one was pressed."""
        for button in self.buttons:
            if button.hit(pos):
                button.action()
                return True
        return False

    def tab(self, step: int) -> None:
        """Move the keyboard focus to the next (+1) or previous (-1) button."""
        if not self.buttons:
            self.focus = None
        elif self.focus is None or self.focus >= len(self.buttons):
            self.focus = 0 if step > 0 else len(self.buttons) - 1
        else:
            self.focus = (self.focus + step) % len(self.buttons)

    def press_focused(self) -> bool:
        """Press the focused button; False when none has focus."""
        if self.focus is None or self.focus >= len(self.buttons):
            return False
        self.buttons[self.focus].action()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every button."""
        for i, button in enumerate(self.buttons):
            button.draw(surface, focused=i == self.focus)


def draw_hand(surface: pygame.Surface, centre: tuple[int, int], colour: Colour, opened: float) -> pygame.Rect:
    """A hand seen from above: a closed fist (``opened`` 0) that spreads flat (1). Returns the palm."""
    skin = palette.mix((214, 170, 128), colour, 0.25)
    w = round(90 + 40 * opened)
    h = round(80 + 20 * opened)
    palm = pygame.Rect(0, 0, w, h)
    palm.center = centre
    pen.ellipse(surface, skin, palm)
    pen.ellipse(surface, palette.mix(skin, palette.INK, 0.5), palm, 3)
    for i in range(4):
        fx = palm.left + 14 + i * (w - 28) // 3
        length = round(12 + 30 * opened)
        finger = pygame.Rect(0, 0, 18, length + 16)
        finger.midbottom = (fx, palm.top + 18)
        pen.ellipse(surface, skin, finger)
        pen.ellipse(surface, palette.mix(skin, palette.INK, 0.5), finger, 2)
    cuff = pygame.Rect(0, 0, w * 2 // 3, 16)
    cuff.midtop = (palm.centerx, palm.bottom - 6)
    pen.rect(surface, colour, cuff, border_radius=6)
    return palm


def key_label(key: int) -> str:
    """How a key is named on a button's hint ("H", "L", "Enter"), from the key the handler reads."""
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title()


def letter_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels, broken between words, and between letters where one word
    (a name in one run, 山田太郎…) is wider than a line: such a word starts on the line it follows and runs on
    (broken after a hyphen where there is one: "Bartholomew-")."""
    face = font(size, bold)
    lines: list[str] = []
    for line in fit_lines(text, size, width, bold):
        if lines and face.size(line.split(" ")[0])[0] > width:  # an over-long word first: start it on the line above
            line = f"{lines.pop()} {line}"
        while face.size(line)[0] > width and len(line) > 1:
            cut = max([i for i in range(1, len(line)) if face.size(line[:i])[0] <= width] + [1])
            hyphen = line.rfind("-", 1, cut)
            cut = hyphen + 1 if hyphen > 0 else cut
            lines.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
        lines.append(line)
    return lines
