"""Hand-drawn text for every screen: one font source (with fallback for every script), one cache, one recorder.

Every string a scene draws by hand goes through :func:`render_text`, so
repeated labels are rendered once, and a test can record what each frame
showed (e.g. to prove a sealed bid never reached the shared screen before the
reveal).
"""
from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

import pygame

from sprites import pen
from sprites.fallback import FallbackFont

Colour = tuple[int, int, int]
CacheKey = tuple[str, int, bool, Colour, float]

CACHE_BYTES = 16 * 2**20
"""The most the rendered-line cache may hold, in bytes of pixels (least recently drawn lines go first)."""

_FONTS: dict[tuple[int, bool], FallbackFont] = {}
_SCALED: dict[tuple[int, bool, float], ScaledFont] = {}
_CACHE: OrderedDict[CacheKey, pygame.Surface] = OrderedDict()
_cache_bytes = 0
_recording: list[str] | None = None


SAMPLE = "The quick brown fox jumps over the lazy dog, 0123456789"
"""The line a scaled font is fitted by (see :class:`ScaledFont`)."""


class ScaledFont:
    """A font of logical ``size`` drawn at the pen's scale: measured exactly as the font of that size at scale 1
    (so every layout, line break and cut is the same at any window size), rasterised at about
    ``round(size x scale)`` pixels — the largest size whose letters take no more room than the scale allows
    (small sizes of a font run relatively wider) — and rendering canvases of that scale."""

    def __init__(self, size: int, bold: bool, scale: float) -> None:
        self.logical = device_font(size, bold)
        room = self.logical.size(SAMPLE)[0] * scale * 1.01
        pixels = max(1, round(size * scale))
        while pixels > 1 and device_font(pixels, bold).size(SAMPLE)[0] > room:
            pixels -= 1
        self.device = device_font(pixels, bold)
        self.scale = scale

    def size(self, text: str | bytes) -> tuple[int, int]:
        """The logical width and height ``text`` takes (as at scale 1)."""
        return self.logical.size(text)

    def get_linesize(self) -> int:
        """The logical distance from one line to the next."""
        return self.logical.get_linesize()

    def get_height(self) -> int:
        """The logical height of a line."""
        return self.logical.get_height()

    def get_ascent(self) -> int:
        """The logical height above the baseline."""
        return self.logical.get_ascent()

    def render(self, text: str | bytes | None, antialias: bool, color: Any, bgcolor: Any = None) -> pygame.Surface:
        """``text`` drawn at the device size, as a canvas of this scale measuring what :meth:`size` says (its
        letters may reach a pixel or two past it)."""
        image = self.device.render(text, antialias, color, bgcolor)
        return pen.adopt(image, self.scale, self.size(text or ""))


Face = FallbackFont | ScaledFont
"""A font as the screens use it: measured in logical units, drawn at the pen's scale."""


def device_font(size: int, bold: bool = False) -> FallbackFont:
    """Noto Sans of ``size`` device pixels (with the fallback fonts), cached by size and weight."""
    key = (size, bold)
    cached = _FONTS.get(key)
    if cached is None:
        cached = FallbackFont(size, bold)
        _FONTS[key] = cached
    return cached


def font(size: int, bold: bool = False) -> Face:
    """Noto Sans (shipped with pygame_gui) with the other Noto fonts for what it lacks, cached by size and weight.

    Its ``render`` and ``size`` draw and measure every script those fonts have
    (see :mod:`sprites.fallback`), so a layout that fits a name by ``size``
    fits what is drawn.  Sizes are logical: at another scale than 1 the
    letters are rasterised at the real size (:class:`ScaledFont`), never scaled."""
    scale = pen.scale()
    if scale == 1:
        return device_font(size, bold)
    key = (size, bold, scale)
    scaled = _SCALED.get(key)
    if scaled is None:
        scaled = _SCALED[key] = ScaledFont(size, bold, scale)
    return scaled


def warm_fonts(faces: Iterable[tuple[int, bool]]) -> None:
    """Load now the fonts of these logical ``(size, bold)`` at the pen's scale (a table opening, or its window's
    scale changed): a font first asked for mid-game makes its frame 4 ms longer at 3840x2160."""
    for size, bold in faces:
        font(size, bold)


def start_recording() -> list[str]:
    """Begin writing down every string drawn; returns the (live) list."""
    global _recording
    _recording = []
    return _recording


def stop_recording() -> None:
    """Stop writing down drawn strings."""
    global _recording
    _recording = None


def is_recording() -> bool:
    """True while drawn strings are written down (a picture kept whole is drawn afresh, so its words are noted)."""
    return _recording is not None


def note_drawn(text: str) -> None:
    """Write ``text`` down as drawn, for a picture made once and blitted from a cache (a card face)."""
    if _recording is not None:
        _recording.append(text)


def render_text(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """The rendered image of one line (cached by text, size, weight and colour; recorded)."""
    if _recording is not None:
        _recording.append(text)
    return _rendered(text, size, colour, bold)


def _rendered(text: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
    """The rendered image of one line, from the cache or made and kept (not recorded)."""
    key = (text, size, bold, colour, pen.scale())
    image = _CACHE.get(key)
    if image is not None:
        _CACHE.move_to_end(key)
        return image
    image = render_safely(font(size, bold), text, colour)
    _remember(key, image)
    return image


def render_safely(face: Face, text: str, colour: Colour) -> pygame.Surface:
    """``face.render`` that never raises on text the font cannot take: a NUL is dropped, a lone
    surrogate becomes "?", and text that draws nothing at all (only joiners) becomes a blank."""
    clean = text.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")
    try:
        return face.render(clean, True, colour)
    except pygame.error:
        return face.render(" ", True, colour)


def surface_bytes(image: pygame.Surface) -> int:
    """How many bytes the pixels of ``image`` take."""
    width, height = image.device_size() if isinstance(image, pen.Canvas) else image.get_size()
    return width * height * image.get_bytesize()


def _remember(key: CacheKey, image: pygame.Surface) -> None:
    """Keep ``image`` in the cache, dropping the least recently drawn lines to stay under :data:`CACHE_BYTES`."""
    global _cache_bytes
    size = surface_bytes(image)
    if size > CACHE_BYTES:
        return  # bigger than the whole cache: drawn, never kept
    while _CACHE and _cache_bytes + size > CACHE_BYTES:
        _, oldest = _CACHE.popitem(last=False)
        _cache_bytes -= surface_bytes(oldest)
    _CACHE[key] = image
    _cache_bytes += size


def cache_bytes() -> int:
    """Bytes of pixels the rendered-line cache holds now."""
    return _cache_bytes


def clear_cache() -> None:
    """Forget every rendered line (fonts stay loaded)."""
    global _cache_bytes
    _CACHE.clear()
    _cache_bytes = 0


def forget_fonts() -> None:
    """Let every loaded font go (loaded again when next asked for): a big window's type sizes each hold their
    glyphs, and a game left for the menu used many."""
    _SCALED.clear()
    _FONTS.clear()


pen.on_rescale(clear_cache)
pen.on_rescale(forget_fonts)


def draw_text(surface: pygame.Surface, text: str, size: int, colour: Colour, bold: bool = False,
              **anchor: tuple[int, int] | int) -> pygame.Rect:
    """Draw one line; ``anchor`` is a Rect keyword such as ``center=(x, y)`` or ``topleft=...``."""
    image = render_text(text, size, colour, bold)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def text_rect(text: str, size: int, bold: bool = False, **anchor: tuple[int, int]) -> pygame.Rect:
    """The rectangle ``text`` takes when drawn anchored as ``anchor`` (e.g. ``midleft=(x, y)``), measured, not drawn:
    a layout that places things beside words reads the same rectangles the drawing uses."""
    box = pygame.Rect((0, 0), font(size, bold).size(text))
    for key, value in anchor.items():
        setattr(box, key, value)
    return box


def blit_text(surface: pygame.Surface, text: str, size: int, colour: Colour,
              anchor: tuple[str, tuple[int, int]], bold: bool = False, shadow: bool = False) -> pygame.Rect:
    """Draw one line anchored as ``("center", (640, 80))``, optionally with a drop shadow. Returns its rect."""
    image = render_text(text, size, colour, bold)
    rect = image.get_rect(**{anchor[0]: anchor[1]})
    if shadow:
        surface.blit(_rendered(text, size, (0, 0, 0), bold), rect.move(2, 3))  # recorded once, with the words
    surface.blit(image, rect)
    return rect


def wrap_text(text: str, face: Face, width: int, break_words: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels in ``face``; a word of a script written without spaces
    wider than a line ("山田太郎山田太郎…") is broken between its letters rather than run out of it (a word in
    other letters is kept whole, its caller shrinking or cutting it, unless ``break_words``: a name must be
    read whole)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and face.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
            while len(line) > 1 and face.size(line)[0] > width and (break_words or _unspaced(line)):
                cut = fitting_prefix(line, face, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def _unspaced(word: str) -> bool:
    """True when ``word`` holds letters of a script written without spaces (Chinese, Japanese: wide letters)."""
    return any(unicodedata.east_asian_width(ch) in ("W", "F") for ch in word)


def fitting_prefix(text: str, face: Face, width: int) -> int:
    """How many letters of ``text`` fit ``width`` pixels in ``face`` (one at least), by halving: where a word
    without spaces (a name in Japanese, a path) breaks."""
    short, long = 1, len(text)
    while short < long:
        middle = (short + long + 1) // 2
        if face.size(text[:middle])[0] <= width:
            short = middle
        else:
            long = middle - 1
    return short


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut short with an ellipsis so it fits ``width`` pixels."""
    face = font(size, bold)
    if face.size(text)[0] <= width:
        return text
    short, long = 0, len(text)  # the longest prefix that fits with the ellipsis, by halving
    while short < long:
        middle = (short + long + 1) // 2
        if face.size(text[:middle] + "\u2026")[0] <= width:
            short = middle
        else:
            long = middle - 1
    return text[:short] + "\u2026"


def fit_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (empty lines dropped)."""
    return [line for line in wrap_text(text, font(size, bold), width) if line]
