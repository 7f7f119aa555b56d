"""The pen: one drawing context for every scene and sprite: layout in logical units, pixels at the window's real size.

Every screen is laid out on a 1280x720 logical canvas
(:data:`sprites.display.LOGICAL_SIZE`).  The app draws it at the size the
window really shows it: a :class:`Canvas` is a surface whose pixels are
``scale`` times its logical size, and whose measuring and drawing methods
(``get_size``, ``get_rect``, ``blit``, ``fill``, ``subsurface``...) speak logical
units.  The functions here mirror :mod:`pygame.draw` (``rect``, ``line``,
``circle``...) and take logical positions, sizes and line widths on a canvas.

At scale 1 (a 1280x720 window) nothing is wrapped: :func:`surface` makes
plain :class:`pygame.Surface` objects and every function here is exactly the
pygame call it mirrors, so the picture is the same pixel for pixel.

What is made once and kept (a card face, a rendered line) is made at the
scale of the moment and kept under it (:func:`cached`), so nothing drawn at
one scale is shown at another; :func:`set_scale` (the window's scale changed)
forgets every such cache, while :func:`drawing_at` (a picture drawn for a
while at another scale, e.g. the replay's smaller table) keeps them.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Generic, TypeVar

import pygame

RectLike = Any
"""A pygame rect or anything ``pygame.Rect`` takes: ``(x, y, w, h)``, ``((x, y), (w, h))``."""

_scale = 1.0
_clearers: list[Callable[[], None]] = []
strays = 0
"""Blits of a surface made at another scale than its canvas (rescaled on the fly; the tests want none)."""


def scale() -> float:
    """Device pixels per logical unit of what is drawn now."""
    return _scale


def set_scale(value: float) -> None:
    """Draw from now on at ``value`` device pixels per logical unit; every cache of pictures made at another
    scale is forgotten."""
    global _scale
    value = float(value)
    if value <= 0:
        raise ValueError("a drawing scale must be positive")
    if value != _scale:
        _scale = value
        forget()


def forget() -> None:
    """Forget every picture kept by a cache made with :func:`cached` or registered with :func:`on_rescale`."""
    for clear in _clearers:
        clear()


def on_rescale(clear: Callable[[], None]) -> None:
    """Call ``clear`` whenever the scale changes (a cache of pictures made at the old one)."""
    _clearers.append(clear)


T = TypeVar("T")


class Cached(Generic[T]):
    """A function that makes pictures, remembered per scale (see :func:`cached`)."""

    def __init__(self, function: Callable[..., T], maxsize: int | None) -> None:
        def at(_scale_made: float, *args: Any, **kwargs: Any) -> T:
            return function(*args, **kwargs)

        self._kept = lru_cache(maxsize=maxsize)(at)
        functools.update_wrapper(self, function)
        on_rescale(self._kept.cache_clear)

    def __call__(self, *args: Any, **kwargs: Any) -> T:
        return self._kept(_scale, *args, **kwargs)

    def cache_clear(self) -> None:
        """Forget every picture made."""
        self._kept.cache_clear()

    def cache_info(self) -> Any:
        """``functools.lru_cache``'s counts."""
        return self._kept.cache_info()


def cached(maxsize: int | None = 128) -> Callable[[Callable[..., T]], Cached[T]]:
    """``functools.lru_cache`` for a function that makes pictures: keyed by the scale they are made at (see
    :func:`drawing_at`), and forgotten when the window's scale changes."""
    def wrap(function: Callable[..., T]) -> Cached[T]:
        return Cached(function, maxsize)
    return wrap


@contextmanager
def drawing_at(value: float) -> Iterator[None]:
    """Draw at ``value`` device pixels per logical unit for a while (a screen shown smaller inside another, e.g.
    the replay's table), keeping every cache: what is made meanwhile is made, and kept, at that scale."""
    global _scale
    value = float(value)
    if value <= 0:
        raise ValueError("a drawing scale must be positive")
    before, _scale = _scale, value
    try:
        yield
    finally:
        _scale = before


# logical <-> device ---------------------------------------------------------

def _length(value: float, s: float) -> int:
    return round(value * s)


def _width(value: int, s: float) -> int:
    """A line width: 0 (filled) stays 0, any other is at least one pixel."""
    return 0 if value <= 0 else max(1, round(value * s))


def _point(point: Sequence[float], s: float) -> tuple[int, int]:
    return (round(point[0] * s), round(point[1] * s))


def device_rect(rect: RectLike, s: float) -> pygame.Rect:
    """The device pixels of logical ``rect`` at scale ``s`` (neighbouring rects stay neighbours)."""
    r = rect if isinstance(rect, pygame.Rect) else pygame.Rect(rect)
    if s == 1:
        return pygame.Rect(r)
    left, top = round(r.x * s), round(r.y * s)
    return pygame.Rect(left, top, round(r.right * s) - left, round(r.bottom * s) - top)


def logical_rect(rect: pygame.Rect, s: float) -> pygame.Rect:
    """The logical rect covering device ``rect`` at scale ``s``."""
    if s == 1:
        return pygame.Rect(rect)
    left, top = math.floor(rect.x / s), math.floor(rect.y / s)
    return pygame.Rect(left, top, math.ceil(rect.right / s) - left, math.ceil(rect.bottom / s) - top)


def _logical_size(device: tuple[int, int], s: float) -> tuple[int, int]:
    return (math.ceil(device[0] / s - 1e-6), math.ceil(device[1] / s - 1e-6))


def scale_of(image: pygame.Surface) -> float:
    """The scale ``image`` was made at (1 for a plain surface)."""
    return image.scale if isinstance(image, Canvas) else 1.0


MOST_NOTES = 256
"""More drawing on a watched still layer than this many calls and its notes are dropped (it is laid whole)."""


class Canvas(pygame.Surface):
    """A surface measured and drawn on in logical units, holding ``scale`` device pixels per unit."""

    scale: float
    logical: tuple[int, int]
    notes: list[pygame.Rect] | None = None
    """Where this surface (or a subsurface of it) was drawn on since it was last laid as a still layer, in device
    pixels, noted on the surface that owns the pixels; None: not watched, or too much to say (:mod:`sprites.damage`)."""

    def __init__(self, size: Sequence[int], flags: int = 0, like: pygame.Surface | None = None, *,
                 scale: float | None = None, device: tuple[int, int] | None = None) -> None:
        s = _scale if scale is None else scale
        logical = (int(size[0]), int(size[1]))
        pixels = device if device is not None else (_length(logical[0], s), _length(logical[1], s))
        if like is not None:
            super().__init__(pixels, flags, like)
        else:
            super().__init__(pixels, flags)
        self.scale = s
        self.logical = logical

    def _as(self, image: pygame.Surface, logical: tuple[int, int]) -> Canvas:
        """``image`` (made by pygame from this canvas, so of its class) told its scale and logical size."""
        assert isinstance(image, Canvas)
        image.scale = self.scale
        image.logical = logical
        return image

    def drawn(self, device: pygame.Rect) -> None:
        """Note that the ``device`` pixels of this surface were just drawn on (every drawing method and pen
        function calls it)."""
        owner = self.get_abs_parent()
        notes = getattr(owner, "notes", None)
        if notes is not None and device:  # (a drawing clipped away covers nothing)
            if len(notes) >= MOST_NOTES:
                owner.notes = None  # type: ignore[attr-defined]
            else:
                notes.append(device.move(self.get_abs_offset()) if owner is not self else device)

    # measuring
    def get_size(self) -> tuple[int, int]:
        return self.logical

    def get_width(self) -> int:
        return self.logical[0]

    def get_height(self) -> int:
        return self.logical[1]

    def get_rect(self, **anchor: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.logical)
        for key, value in anchor.items():
            setattr(rect, key, value)
        return rect

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        return logical_rect(super().get_bounding_rect(min_alpha), self.scale)

    def get_clip(self) -> pygame.Rect:
        return logical_rect(super().get_clip(), self.scale)

    def set_clip(self, rect: RectLike | None) -> None:
        super().set_clip(None if rect is None else device_rect(rect, self.scale))

    def get_at(self, pos: Any) -> pygame.Color:
        x, y = _point(pos, self.scale)
        w, h = super().get_size()
        return super().get_at((min(x, w - 1), min(y, h - 1)))

    # drawing
    def fill(self, color: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        area = None if rect is None else device_rect(rect, self.scale)
        done = super().fill(color, area, special_flags).clip(super().get_clip())  # (it tells the unclipped area)
        self.drawn(done)
        return logical_rect(done, self.scale)

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        s = self.scale
        source = at_scale(source, s)
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        where = (round(x * s), round(y * s))
        part = None if area is None else device_rect(area, s)
        done = super().blit(source, where, part, special_flags)
        self.drawn(done)
        return logical_rect(done, s)

    def blits(self, blit_sequence: Iterable[Any], doreturn: int | bool = 1) -> list[pygame.Rect] | None:
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    # making
    def subsurface(self, *rect: Any) -> Canvas:
        logical = pygame.Rect(*rect)
        part = device_rect(logical, self.scale).clip(pygame.Rect((0, 0), super().get_size()))
        return self._as(super().subsurface(part), logical.size)

    def copy(self) -> Canvas:
        return self._as(super().copy(), self.logical)

    def convert(self, *args: Any) -> Canvas:
        return self._as(super().convert(*args), self.logical)

    def convert_alpha(self, *args: Any) -> Canvas:
        return self._as(super().convert_alpha(*args), self.logical)

    def device_size(self) -> tuple[int, int]:
        """The size in device pixels."""
        return super().get_size()


def device_view(target: pygame.Surface) -> pygame.Surface:
    """``target``'s pixels as a surface measured in device pixels (scale 1), for code that draws in real pixels
    (pygame_gui); a plain surface is its own view."""
    if not isinstance(target, Canvas) or target.scale == 1:
        return target
    view = pygame.Surface.subsurface(target, pygame.Rect((0, 0), target.device_size()))
    assert isinstance(view, Canvas)
    view.scale = 1.0
    view.logical = target.device_size()
    return view


def surface(size: Sequence[int], flags: int = 0, like: pygame.Surface | None = None) -> pygame.Surface:
    """A new surface of logical ``size`` at the scale of the moment (a plain one at scale 1)."""
    if _scale == 1:
        if like is not None:
            return pygame.Surface(size, flags, like)
        return pygame.Surface(size, flags)
    return Canvas(size, flags, like)


def adopt(image: pygame.Surface, s: float | None = None, logical: Sequence[int] | None = None) -> pygame.Surface:
    """``image``, made in device pixels at scale ``s`` (the scale of the moment), as a canvas of that scale
    measuring ``logical`` (by default its pixels over the scale, rounded up); at scale 1, ``image`` itself."""
    s = _scale if s is None else s
    if s == 1 or isinstance(image, Canvas):
        return image
    device = image.get_size()
    alpha = bool(image.get_flags() & pygame.SRCALPHA)
    size = _logical_size(device, s) if logical is None else (int(logical[0]), int(logical[1]))
    kept = Canvas(size, pygame.SRCALPHA if alpha else 0, scale=s, device=device)
    if alpha:
        kept.fill((0, 0, 0, 0))
        pygame.Surface.blit(kept, image, (0, 0), None, pygame.BLEND_RGBA_ADD)
    else:
        pygame.Surface.blit(kept, image, (0, 0))
    return kept


def at_scale(image: pygame.Surface, s: float) -> pygame.Surface:
    """``image`` as drawn on a canvas of scale ``s``: itself when it was made at ``s``, else resampled
    (counted in :data:`strays`: whatever is blitted should have been made at the canvas's scale)."""
    made = scale_of(image)
    if made == s:
        return image
    global strays
    strays += 1
    w, h = image.get_size() if not isinstance(image, Canvas) else image.logical
    return pygame.transform.smoothscale(image.convert_alpha() if image.get_bitsize() not in (24, 32) else image,
                                        (max(1, _length(w, s)), max(1, _length(h, s))))


def blit_device(target: pygame.Surface, source: pygame.Surface, where: tuple[int, int],
                area: pygame.Rect | None = None) -> pygame.Rect:
    """Blit ``source`` (or its device pixels ``area``) at the device pixel ``where`` of ``target``, noted as
    drawn; the device rectangle it covered."""
    done = pygame.Surface.blit(target, source, where, area)
    if isinstance(target, Canvas):
        target.drawn(done)
    return done


# pygame.draw, in logical units ------------------------------------------------

def _drawn(target: pygame.Surface, device: pygame.Rect, s: float) -> pygame.Rect:
    """What a pygame.draw call on ``target`` at scale ``s`` returns in logical units, noted on a canvas."""
    if isinstance(target, Canvas):
        target.drawn(device)
        return logical_rect(device, s)
    return device


def rect(target: pygame.Surface, color: Any, area: RectLike, width: int = 0, border_radius: int = 0,
         border_top_left_radius: int = -1, border_top_right_radius: int = -1,
         border_bottom_left_radius: int = -1, border_bottom_right_radius: int = -1) -> pygame.Rect:
    """``pygame.draw.rect`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.rect(target, color, area, width, border_radius, border_top_left_radius,
                                               border_top_right_radius, border_bottom_left_radius,
                                               border_bottom_right_radius), s)
    corners = [c if c < 0 else _length(c, s) for c in (border_top_left_radius, border_top_right_radius,
                                                       border_bottom_left_radius, border_bottom_right_radius)]
    return _drawn(target, pygame.draw.rect(target, color, device_rect(area, s), _width(width, s),
                                           _length(border_radius, s), *corners), s)


def line(target: pygame.Surface, color: Any, start: Sequence[float], end: Sequence[float],
         width: int = 1) -> pygame.Rect:
    """``pygame.draw.line`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.line(target, color, start, end, width), s)
    return _drawn(target, pygame.draw.line(target, color, _point(start, s), _point(end, s), _width(width, s)), s)


def lines(target: pygame.Surface, color: Any, closed: bool, points: Sequence[Sequence[float]],
          width: int = 1) -> pygame.Rect:
    """``pygame.draw.lines`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.lines(target, color, closed, points, width), s)
    return _drawn(target, pygame.draw.lines(target, color, closed, [_point(p, s) for p in points],
                                            _width(width, s)), s)


def polygon(target: pygame.Surface, color: Any, points: Sequence[Sequence[float]], width: int = 0) -> pygame.Rect:
    """``pygame.draw.polygon`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.polygon(target, color, points, width), s)
    return _drawn(target, pygame.draw.polygon(target, color, [_point(p, s) for p in points], _width(width, s)), s)


def circle(target: pygame.Surface, color: Any, center: Sequence[float], radius: float, width: int = 0,
           draw_top_right: bool = False, draw_top_left: bool = False, draw_bottom_left: bool = False,
           draw_bottom_right: bool = False) -> pygame.Rect:
    """``pygame.draw.circle`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.circle(target, color, center, radius, width, draw_top_right,
                                                 draw_top_left, draw_bottom_left, draw_bottom_right), s)
    return _drawn(target, pygame.draw.circle(target, color, _point(center, s), radius * s, _width(width, s),
                                             draw_top_right, draw_top_left, draw_bottom_left, draw_bottom_right), s)


def ellipse(target: pygame.Surface, color: Any, area: RectLike, width: int = 0) -> pygame.Rect:
    """``pygame.draw.ellipse`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.ellipse(target, color, area, width), s)
    return _drawn(target, pygame.draw.ellipse(target, color, device_rect(area, s), _width(width, s)), s)


def arc(target: pygame.Surface, color: Any, area: RectLike, start_angle: float, stop_angle: float,
        width: int = 1) -> pygame.Rect:
    """``pygame.draw.arc`` in logical units."""
    s = scale_of(target)
    if s == 1:
        return _drawn(target, pygame.draw.arc(target, color, area, start_angle, stop_angle, width), s)
    return _drawn(target, pygame.draw.arc(target, color, device_rect(area, s), start_angle, stop_angle,
                                          _width(width, s)), s)


# pygame.transform, in logical units ------------------------------------------

def rotate(image: pygame.Surface, angle: float) -> pygame.Surface:
    """``pygame.transform.rotate``, keeping the scale ``image`` was made at."""
    return adopt(pygame.transform.rotate(image, angle), scale_of(image))


def rotozoom(image: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    """``pygame.transform.rotozoom``, keeping the scale ``image`` was made at."""
    return adopt(pygame.transform.rotozoom(image, angle, zoom), scale_of(image))


def smoothscale(image: pygame.Surface, size: Sequence[int],
                dest: pygame.Surface | None = None) -> pygame.Surface:
    """``pygame.transform.smoothscale`` to logical ``size`` (into ``dest`` when given), at the scale ``image``
    was made at."""
    s = scale_of(image)
    device = (max(1, _length(size[0], s)), max(1, _length(size[1], s))) if s != 1 else tuple(size)
    if dest is not None:
        done = pygame.transform.smoothscale(image, device, dest)
        if isinstance(dest, Canvas):
            dest.drawn(pygame.Rect((0, 0), device))
        return done
    return adopt(pygame.transform.smoothscale(image, device), s)


__all__ = ["Cached", "Canvas", "adopt", "arc", "at_scale", "blit_device", "cached", "circle", "device_rect", "device_view",
           "drawing_at", "ellipse", "forget", "line", "lines", "logical_rect", "on_rescale", "polygon", "rect", "rotate",
           "rotozoom", "scale", "scale_of", "set_scale", "smoothscale", "strays", "surface"]
