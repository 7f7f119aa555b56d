"""What a key press types, on any keyboard layout or input method, read once.

A key press reaches pygame twice when text input is on: a KEYDOWN whose
``unicode`` is the character, then a TEXTINPUT with the same text.  An input
method (Japanese, Chinese, a phone keyboard) may send TEXTINPUT alone.
:class:`KeyText` gives each typed character once, whichever way it came.

Amounts and seeds take decimal digits only.  :func:`decimal_digits` keeps the
characters that are decimal digits in any script (ASCII ``3``, Arabic-Indic
``٣``, Persian ``۳``, Devanagari ``३``, fullwidth ``３``: exactly what ``int()``
reads) and gives them back as ASCII; everything else, superscripts (``²``) and
circled digits (``①``) included, is dropped.  ``str.isdigit()`` is not the test:
it accepts ``²``, which ``int()`` refuses.

Names take any script, but only characters that draw something: a control
character, a line break, or a character that is nothing on its own (a zero
width joiner, a bidi override, a variation selector) is dropped, because a
name made only of those has no width and pygame refuses to draw it.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

import pygame
import pygame_gui

from sprites.gui_font import AnyScriptFont
from sprites.text import font

DIGITS = "0123456789"
INVISIBLE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Unicode categories that never belong in a name: controls, format marks, surrogates, unassigned."""


def decimal_digits(text: str) -> str:
    """The decimal digits of ``text`` (any script) as ASCII digits; every other character dropped."""
    return "".join(DIGITS[value] for value in (unicodedata.decimal(ch, -1) for ch in text) if value >= 0)


@lru_cache(maxsize=4096)
def draws(ch: str) -> bool:
    """True when ``ch`` is a character a name may hold: one that takes room when drawn on its own."""
    if unicodedata.category(ch) in INVISIBLE:
        return False
    return all(font(18, bold).size(ch)[0] > 0 for bold in (False, True))


def name_text(text: str, limit: int) -> str:
    """``text`` with every character that draws nothing dropped, cut to ``limit`` characters."""
    return "".join(ch for ch in text if draws(ch))[:limit]


class KeyText:
    """The text a key press types, given once although pygame may report it twice."""

    def __init__(self) -> None:
        self._echo = ""

    def typed(self, event: pygame.event.Event) -> str:
        """The characters ``event`` types ("" for one that types nothing or repeats the key press before it)."""
        if event.type == pygame.KEYDOWN:
            text = str(getattr(event, "unicode", "") or "")
            self._echo = text
            return text
        if event.type == pygame.TEXTINPUT:
            text = str(getattr(event, "text", "") or "")
            echo, self._echo = self._echo, ""
            return "" if text == echo else text
        if event.type == pygame.KEYUP:
            self._echo = ""
        return ""


class DigitEntry(pygame_gui.elements.UITextEntryLine):
    """A one-line entry that takes decimal digits of any script and keeps them as ASCII digits.

    Typed or pasted text passes through :func:`decimal_digits` before the entry
    sees it, so ``get_text()`` always holds ASCII digits that ``int()`` reads.
    """

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.set_allowed_characters(list(DIGITS))

    def process_event(self, event: pygame.event.Event) -> bool:
        """Typed text reaches the entry as ASCII digits only."""
        if event.type == pygame.TEXTINPUT:
            digits = decimal_digits(str(getattr(event, "text", "") or ""))
            if not digits:
                return bool(self.is_focused)
            event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": digits})
        return bool(super().process_event(event))


class NameEntry(AnyScriptFont, pygame_gui.elements.UITextEntryLine):
    """A one-line entry for a name: any script, only characters that draw something (see :func:`draws`).

    Typed text is filtered before the entry sees it; pasted or preset text
    holding anything else is refused whole, as pygame_gui refuses a character
    that is not allowed.  So the entry never holds text pygame cannot draw.
    Whatever font the theme gives it draws through the app's fallback fonts
    (:mod:`sprites.gui_font`), so a name in any script shows its letters while it is typed.
    """

    def process_event(self, event: pygame.event.Event) -> bool:
        """Typed text reaches the entry without the characters that draw nothing."""
        if event.type == pygame.TEXTINPUT:
            text = str(getattr(event, "text", "") or "")
            kept = "".join(ch for ch in text if draws(ch))
            if not kept:
                return bool(self.is_focused)
            event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": kept})
        return bool(super().process_event(event))

    def validate_text_string(self, text_to_validate: str) -> bool:
        """pygame_gui's check (used by paste and ``set_text``), and every character draws something."""
        return bool(super().validate_text_string(text_to_validate)) and all(draws(ch) for ch in text_to_validate)
