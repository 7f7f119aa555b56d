"""Text for The Last Paradise screens: cached renders, and a recorder for tests.

Every string the Last Paradise table, bid screen and deal screens draw goes
through :func:`draw_text`, so a test can record what each frame showed (and
prove a sealed bid never reached the screen before the reveal).
"""
from __future__ import annotations

import pygame

from sprites.ui import font, wrap_text

Colour = tuple[int, int, int]

_CACHE: dict[tuple[str, int, bool, Colour], pygame.Surface] = {}
_CACHE_LIMIT = 3000
_recording: list[str] | None = None


def start_recording() -> list[str]:
    """Begin writing down every string drawn; returns the (live) list."""
    global _recording
    _recording = []
    return _recording


def stop_recording() -> None:
    """Stop writing down drawn strings."""
    global _recording
    _recording = None


def render_text(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """The rendered image of one line (cached by text, size, weight and colour)."""
    key = (text, size, bold, colour)
    image = _CACHE.get(key)
    if image is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        image = font(size, bold).render(text, True, colour)
        _CACHE[key] = image
    return image


def draw_text(surface: pygame.Surface, text: str, size: int, colour: Colour, bold: bool = False,
              **anchor: tuple[int, int] | int) -> pygame.Rect:
    """Draw one line; ``anchor`` is a Rect keyword such as ``center=(x, y)`` or ``topleft=...``."""
    if _recording is not None:
        _recording.append(text)
    image = render_text(text, size, colour, bold)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def fit_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (empty lines dropped)."""
    return [line for line in wrap_text(text, font(size, bold), width) if line]
