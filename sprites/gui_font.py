"""pygame_gui text in any script: the fallback font of :mod:`sprites.fallback` behind pygame_gui's font interface.

pygame_gui draws a text entry with one font file, so a name in Japanese or
Arabic typed into the setup screen showed boxes while it was typed.
:class:`FallbackGUIFont` is pygame_gui's own pygame-ce font wrapper with its
font swapped for a :class:`~sprites.fallback.FallbackFont` of the same size and
weight, so the entry draws, measures (cursor, scrolling) and checks characters
the way every other text of the app does.
"""
from __future__ import annotations

from functools import cache

from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.interfaces.gui_font_interface import IGUIFontInterface

from sprites.fallback import FallbackFont, font_path


class FallbackGUIFont(GUIFontPygame):
    """pygame_gui's font wrapper drawing through :class:`FallbackFont` (Noto Sans, then the other Noto fonts)."""

    def __init__(self, size: int, bold: bool = False) -> None:
        super().__init__(font_path(0, bold), size, style={"antialiased": True, "italic": False, "bold": bold})
        self._GUIFontPygame__internal_font = FallbackFont(size, bold)  # the wrapper's own font, swapped

    @property
    def face(self) -> FallbackFont:
        """The fallback font this wrapper draws with."""
        face = self._GUIFontPygame__internal_font
        assert isinstance(face, FallbackFont)
        return face


def with_fallback(theme_font: IGUIFontInterface | None) -> IGUIFontInterface | None:
    """``theme_font`` (a pygame_gui theme's font) as a :class:`FallbackGUIFont` of the same size and weight."""
    if theme_font is None or isinstance(theme_font, FallbackGUIFont):
        return theme_font
    return gui_font(theme_font.get_point_size(), bool(getattr(theme_font, "bold", False)))


@cache
def gui_font(size: int, bold: bool = False) -> FallbackGUIFont:
    """The :class:`FallbackGUIFont` of one size and weight, made once."""
    return FallbackGUIFont(size, bold)


class AnyScriptFont:
    """Mixed into a pygame_gui element (before it): its theme font draws every script (a name in Chinese characters
    shows its letters, not boxes), through :func:`with_fallback`."""

    _fallback_font: IGUIFontInterface | None

    @property
    def font(self) -> IGUIFontInterface | None:
        """The theme's font, drawing every script."""
        return self._fallback_font

    @font.setter
    def font(self, theme_font: IGUIFontInterface | None) -> None:
        self._fallback_font = with_fallback(theme_font)
