"""Font fallback: a name in any script draws as letters, not boxes.

Noto Sans has Latin, Greek and Cyrillic only.  pygame_gui ships Noto Sans
fonts for Georgian, Hebrew, Arabic, Japanese, Simplified Chinese and Korean
(SIL Open Font Licence); :class:`FallbackFont` splits a line into runs by the
first of those fonts that has each character, draws each run in its font at
the same size on one baseline, and measures a line the same way, so the width
a layout fits is the width drawn.

Which font has a glyph is asked of ``pygame.freetype`` (its ``get_metrics``
gives ``None`` for a missing glyph; ``pygame.font.Font.metrics`` gives the
"notdef" box's metrics instead, so it cannot tell).  Hebrew and Arabic runs
are shaped right to left with their script set (SDL_ttf is built with
HarfBuzz), so their letters come in reading order and Arabic letters join.
A line that Noto Sans covers whole is drawn by Noto Sans alone, exactly as
before.
"""
from __future__ import annotations

import unicodedata
from functools import cache, lru_cache
from importlib import resources

import pygame
import pygame.freetype

Run = tuple[int, str]
"""One stretch of a line drawn in one font: (index into :data:`FACES`, text)."""

PRIMARY = "NotoSans"
FACES: tuple[tuple[str, str, str], ...] = (
    (PRIMARY, ".ttf", ""),
    ("NotoSansGeorgian", ".ttf", ""),
    ("NotoSansHebrew", ".ttf", "Hebr"),
    ("NotoSansArabic", ".ttf", "Arab"),
    ("NotoSansJP", ".otf", ""),
    ("NotoSansSC", ".otf", ""),
    ("NotoSansKR", ".ttf", ""),
)
"""(file stem, extension, right-to-left script code or "") of each font, in the order they are tried."""

FALLBACK_STEMS = tuple(stem for stem, _, _ in FACES[1:])
"""The stems of the fonts used only for characters Noto Sans lacks (``build.spec`` keeps them in the bundle)."""


@cache
def font_path(index: int, bold: bool) -> str:
    """The file of font ``index`` of :data:`FACES` in the given weight."""
    stem, extension, _ = FACES[index]
    return str(resources.files("pygame_gui.data") / f"{stem}-{'Bold' if bold else 'Regular'}{extension}")


@cache
def _probe(path: str) -> pygame.freetype.Font:
    """A freetype face of ``path``, used only to ask which characters it has."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(path, 16)


@lru_cache(maxsize=65536)
def covers(path: str, ch: str) -> bool:
    """True when the font file ``path`` has a glyph for ``ch`` (not its "notdef" box)."""
    return _probe(path).get_metrics(ch)[0] is not None


def _sticky(ch: str) -> bool:
    """True for a character with no script of its own (space, punctuation, mark, joiner): it stays in the run it follows."""
    return unicodedata.category(ch)[0] in "ZPSM" or unicodedata.category(ch) == "Cf"


def _trailing_neutrals(chunk: str) -> int:
    """How many characters at the end of ``chunk`` are spaces or punctuation (not marks, which belong to a letter)."""
    count = 0
    for ch in reversed(chunk):
        if not _sticky(ch) or unicodedata.category(ch).startswith("M"):
            break
        count += 1
    return count


def split_runs(text: str, bold: bool) -> list[Run]:
    """``text`` cut into runs, each in the first font of :data:`FACES` that has its characters.

    A character no font has stays with Noto Sans (it draws as its box, as
    before).  A right-to-left run gives back its trailing spaces and
    punctuation, so a full stop after a Hebrew name stays after it.
    """
    paths = [font_path(i, bold) for i in range(len(FACES))]
    runs: list[list[int | str]] = []
    for ch in text:
        if runs and _sticky(ch) and covers(paths[int(runs[-1][0])], ch):
            runs[-1][1] = str(runs[-1][1]) + ch
            continue
        index = next((i for i, path in enumerate(paths) if covers(path, ch)), 0)
        if runs and runs[-1][0] == index:
            runs[-1][1] = str(runs[-1][1]) + ch
        else:
            runs.append([index, ch])
    done: list[Run] = []
    for index, chunk in ((int(i), str(c)) for i, c in runs):
        tail = _trailing_neutrals(chunk)
        if FACES[index][2] and 0 < tail < len(chunk) and all(covers(paths[0], ch) for ch in chunk[-tail:]):
            done += [(index, chunk[:-tail]), (0, chunk[-tail:])]
        else:
            done.append((index, chunk))
    merged: list[Run] = []
    for index, chunk in done:
        if merged and merged[-1][0] == index:
            merged[-1] = (index, merged[-1][1] + chunk)
        else:
            merged.append((index, chunk))
    return merged


@lru_cache(maxsize=8192)
def _runs(text: str, bold: bool) -> tuple[Run, ...]:
    """:func:`split_runs`, remembered: layouts measure the same names over and over."""
    if all(covers(font_path(0, bold), ch) for ch in text):
        return ((0, text),)
    return tuple(split_runs(text, bold))


class FallbackFont(pygame.font.Font):
    """Noto Sans at one size and weight, drawing and measuring what it lacks in the other Noto fonts."""

    def __init__(self, size: int, bold: bool = False) -> None:
        super().__init__(font_path(0, bold), size)
        self._bold = bold
        self._points = size
        self._others: dict[int, pygame.font.Font] = {}

    def _face(self, index: int) -> pygame.font.Font:
        """Font ``index`` of :data:`FACES` at this size and weight (this font itself for 0), loaded once."""
        if index == 0:
            return self
        face = self._others.get(index)
        if face is None:
            face = pygame.font.Font(font_path(index, self._bold), self._points)
            if FACES[index][2]:
                face.set_script(FACES[index][2])
                face.set_direction(pygame.DIRECTION_RTL)
            self._others[index] = face
        return face

    def runs(self, text: str) -> list[Run]:
        """``text`` as runs by font; one Noto Sans run for text Noto Sans has whole (the fast path)."""
        if text.isascii():
            return [(0, text)]
        return list(_runs(text, self._bold))

    def _band(self, runs: list[Run]) -> tuple[int, int]:
        """(room above this font's ascent, room below its descent) the fallback runs' ink needs."""
        ascent, descent = self.get_ascent(), self.get_height() - self.get_ascent()
        above = below = 0
        for index, chunk in runs:
            if index:
                boxes = [box for box in self._face(index).metrics(chunk) if box is not None]
                above = max([above] + [box[3] - ascent for box in boxes])
                below = max([below] + [-box[2] - descent for box in boxes])
        return above, below

    def size(self, text: str | bytes) -> tuple[int, int]:
        """The (width, height) :meth:`render` gives ``text``."""
        if not isinstance(text, str):
            return super().size(text)
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][0] == 0:
            return super().size(text)
        above, below = self._band(runs)
        width = sum(self._face(index).size(chunk)[0] for index, chunk in runs)
        return width, self.get_height() + above + below

    def render(self, text: str | bytes | None, antialias: bool, color: pygame.typing.ColorLike,
               bgcolor: pygame.typing.ColorLike | None = None, wraplength: int = 0) -> pygame.Surface:
        """``text`` drawn in one line, each run in its font on Noto Sans's baseline."""
        if not isinstance(text, str) or wraplength:
            return super().render(text, antialias, color, bgcolor, wraplength)
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][0] == 0:
            return super().render(text, antialias, color, bgcolor)
        pieces = [(self._face(index), self._face(index).render(chunk, antialias, color, bgcolor)) for index, chunk in runs]
        above, below = self._band(runs)
        image = pygame.Surface((sum(piece.get_width() for _, piece in pieces), self.get_height() + above + below),
                               pygame.SRCALPHA)
        red, green, blue = pygame.Color(color).rgb
        image.fill(pygame.Color(bgcolor) if bgcolor is not None else (red, green, blue, 0))
        x, baseline = 0, self.get_ascent() + above
        for face, piece in pieces:
            image.blit(piece, (x, baseline - face.get_ascent()))
            x += piece.get_width()
        return image
