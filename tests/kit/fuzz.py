"""Random input for the screen fuzz (tests/test_fuzz_screens.py): mouse, keys, text in many scripts,
input-method composition and window resizes, seeded so a failure replays exactly."""
from __future__ import annotations

import random

import pygame

WIDTH, HEIGHT = 1280, 720

SCRIPTS: dict[str, str] = {
    "latin": "aZqéßøÆœñÇ",
    "greek": "αβγδΩλπ",
    "cyrillic": "жЖщЯыЁ",
    "arabic": "مرحبا٣٤٠ـ",
    "hebrew": "שלוםא",
    "devanagari": "नमस्ते३०",
    "cjk": "漢字かなカナ한글中",
    "emoji": "😀🎉👍🏽🏝",
    "superscripts": "²³¹⁰",
    "circled": "①②⑨⑳",
    "fullwidth": "０１２３９",
    "combining": "\u0301\u0308\u20dd",
    "format": "\u200d\u200b\u202e\u2066\ufeff",
    "markup": "<>&%{}[]\\\"'",
}
LONG_TEXTS = ("👨\u200d👩\u200d👧", "e\u0301\u0301\u0301", "\u202eevil", "%{name}", "<b>bold", "x" * 40,
              "\u200d", "\u0301", "\ufdfd" * 3)
"""Whole TEXTINPUT strings an input method or a paste could bring."""

SPECIAL_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_UP,
                pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME,
                pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_PLUS, pygame.K_MINUS, pygame.K_EQUALS,
                pygame.K_KP_PLUS, pygame.K_KP_MINUS, *(getattr(pygame, f"K_F{n}") for n in range(1, 13)))
LETTERS = "abcdefghijklmnopqrstuvwxyz"
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_LCTRL, pygame.KMOD_LALT, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
SHORTCUTS = (pygame.K_z, pygame.K_y, pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v)


class Fuzzer:
    """Random input for one screen, from one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.pos = (WIDTH // 2, HEIGHT // 2)
        self.held: set[int] = set()

    def point(self) -> tuple[int, int]:
        """Somewhere in (or just outside) the window; often close to the last point."""
        if self.rng.random() < 0.6:
            x, y = self.pos
            self.pos = (x + self.rng.randint(-40, 40), y + self.rng.randint(-40, 40))
        else:
            self.pos = (self.rng.randint(-20, WIDTH + 20), self.rng.randint(-20, HEIGHT + 20))
        return self.pos

    def text(self) -> str:
        """A few characters from one or two scripts, or a whole awkward string."""
        if self.rng.random() < 0.15:
            return self.rng.choice(LONG_TEXTS)
        scripts = self.rng.sample(sorted(SCRIPTS), k=self.rng.choice((1, 1, 2)))
        alphabet = "".join(SCRIPTS[s] for s in scripts)
        return "".join(self.rng.choice(alphabet) for _ in range(self.rng.randint(1, 4)))

    def mouse(self) -> list[pygame.event.Event]:
        """Motion, a click, a drag, a press or release of any button, or a wheel turn."""
        roll = self.rng.random()
        if roll < 0.35:
            pos = self.point()
            buttons = (int(1 in self.held), int(2 in self.held), int(3 in self.held))
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(self.rng.randint(-9, 9), 0),
                                       buttons=buttons, touch=False)]
        if roll < 0.6:
            pos = self.point()
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]
        if roll < 0.85:
            button = self.rng.choice((1, 1, 1, 2, 3, 4, 5))
            kind = pygame.MOUSEBUTTONUP if button in self.held else pygame.MOUSEBUTTONDOWN
            self.held.symmetric_difference_update({button})
            return [pygame.event.Event(kind, pos=self.point(), button=button, touch=False)]
        dy = self.rng.choice((-3, -1, 1, 2))
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, precise_x=0.0, precise_y=float(dy),
                                   flipped=False, which=0, touch=False)]

    def key(self) -> list[pygame.event.Event]:
        """A key press as pygame gives it: KEYDOWN (with its text), the TEXTINPUT it types, sometimes KEYUP."""
        roll = self.rng.random()
        mod = 0
        if roll < 0.3:
            key, text = self.rng.choice(SPECIAL_KEYS), ""
            mod = self.rng.choice(MODS)
        elif roll < 0.4:
            key, text, mod = self.rng.choice(SHORTCUTS), "", pygame.KMOD_LCTRL
        elif roll < 0.6:
            digit = self.rng.choice("0123456789")
            key, text = ord(digit), digit
        elif roll < 0.75:
            letter = self.rng.choice(LETTERS)
            key, text = ord(letter), letter
        else:
            text = self.text()
            key = ord(text[0]) if len(text) == 1 else 0
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text if len(text) == 1 else "",
                                     scancode=0, window=None)]
        if text and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=text, window=None))
        if self.rng.random() < 0.7:
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0, window=None))
        return events

    def frame(self) -> list[pygame.event.Event]:
        """The events of one frame: none, or a few of any kind."""
        events: list[pygame.event.Event] = []
        for _ in range(self.rng.choice((0, 1, 2, 3, 4, 6, 8))):
            roll = self.rng.random()
            if roll < 0.45:
                events += self.mouse()
            elif roll < 0.9:
                events += self.key()
            elif roll < 0.95:
                events.append(pygame.event.Event(pygame.TEXTINPUT, text=self.text(), window=None))
            elif roll < 0.96:
                size = (self.rng.randint(200, 1600), self.rng.randint(150, 900))
                events.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            else:
                events.append(pygame.event.Event(pygame.TEXTEDITING, text=self.text(), start=0, length=1,
                                                 window=None))
        return events


# finished games and saves (made once) -----------------------------------------------
