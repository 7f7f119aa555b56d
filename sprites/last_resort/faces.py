"""Last Resort's pieces drawn in code: tourists, tile faces, Malfunctions, Advert and Evil A.I. cards.

Tourists come in four colours that also differ in shape, so nobody must tell
colours apart: red (Thrill) a triangle, pink (Entertain) a star, blue (Relax)
a circle, green (Inspire) a square.  A tile face shows its name, cost,
prestige lights (the same four colours and shapes) and its tourist spaces
with their cash; faces are made once per size and kept, so a frame only
blits.  :func:`tile_face` at a large size is the tile read at full size.
"""
from __future__ import annotations

import pygame

from game.last_resort.boards import ADVERTS, EVIL_CARDS
from game.last_resort.narrate import IMPROVEMENT_GISTS, kind_plural
from game.last_resort.tiles import COLOURS, MALFUNCTIONS, PRESTIGE, PRESTIGE_NAMES, PRESTIGE_OF, TILES, Tile
from sprites import palette, pen
from sprites.backdrop import shape_points
from sprites.last_resort.card_text import TextLine, fitted, line_rect, line_step
from sprites.text import fit_lines, fit_text, font, note_drawn, render_text

Colour = tuple[int, int, int]

TOURIST_COLOURS: dict[str, Colour] = {"red": (204, 44, 36), "pink": (246, 146, 206), "blue": (44, 112, 226),
                                      "green": (46, 178, 96)}
"""Four hues far apart in hue and lightness (dark red, light pink, mid blue, mid green)."""
TOURIST_SHAPES: dict[str, str] = {"red": "triangle", "pink": "star", "blue": "circle", "green": "square"}
"""Each colour's shape, so colours need not be told apart."""
PRESTIGE_COLOUR: dict[str, str] = {p: c for c, p in PRESTIGE_OF.items()}
KIND_COLOURS: dict[str, Colour] = {
    "attraction": (112, 60, 138),
    "amenity": (34, 118, 124),
    "berth": (70, 86, 110),
    "improvement": (168, 124, 40),
    "orientation": (60, 92, 150),
    "cryopods": (96, 150, 176),
}
KIND_WORDS = {"attraction": "Attraction", "amenity": "Amenity", "berth": "Berth", "improvement": "Improvement",
              "orientation": "Orientation", "cryopods": "Cryopods"}
STARTING_KINDS = ("orientation", "cryopods")
"""The tiles every station starts with (named by the rules after their station: "Blue Orientation")."""
MALFUNCTION_FILL: Colour = (58, 40, 44)
ADVERT_FILL: dict[str, Colour] = {"amenity": KIND_COLOURS["amenity"], "attraction": KIND_COLOURS["attraction"],
                                  "berth": KIND_COLOURS["berth"], "improvement": KIND_COLOURS["improvement"]}
TRACK_NAMES: dict[str, str] = {str(k): v for k, v in PRESTIGE_NAMES.items()}
"""Relaxation, Inspiration, Entertainment, Thrills by prestige type."""
EVIL_LOOK: tuple[Colour, str] = ((196, 196, 212), "star")
"""The Evil A.I.'s tracker: pale grey, a star."""


def draw_tourist(surface: pygame.Surface, colour: str, centre: tuple[int, int], radius: int) -> None:
    """A tourist of ``colour`` in its shape, outlined in ink."""
    rgb = TOURIST_COLOURS.get(colour, palette.PAPER)
    points = shape_points(TOURIST_SHAPES.get(colour, "circle"), centre, radius)
    if points:
        pen.polygon(surface, rgb, points)
        pen.polygon(surface, palette.INK, points, 2 if radius > 6 else 1)
    else:
        pen.circle(surface, rgb, centre, radius)
        pen.circle(surface, palette.INK, centre, radius, 2 if radius > 6 else 1)


def draw_meeple(surface: pygame.Surface, colour: str, rect: pygame.Rect) -> None:
    """A standing tourist: a head over a body in its colour's shape."""
    radius = rect.w // 2
    draw_tourist(surface, colour, (rect.centerx, rect.bottom - radius), radius)
    head = max(3, rect.w // 5)
    pen.circle(surface, TOURIST_COLOURS.get(colour, palette.PAPER), (rect.centerx, rect.y + head), head)
    pen.circle(surface, palette.INK, (rect.centerx, rect.y + head), head, 1)


def draw_space_ring(surface: pygame.Surface, colours: tuple[str, ...], centre: tuple[int, int], radius: int) -> None:
    """An empty tourist space: a ring in its colour (any colour: four quarter arcs), the colour's shape faint inside."""
    if len(colours) == len(COLOURS):
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = centre
        for i, colour in enumerate(COLOURS):
            start = i * 1.5708
            pen.arc(surface, TOURIST_COLOURS[colour], box, start, start + 1.5708, 3)
        return
    pen.circle(surface, (236, 232, 222), centre, radius)
    for hue in colours:
        pen.circle(surface, TOURIST_COLOURS[hue], centre, radius, 3)
        points = shape_points(TOURIST_SHAPES[hue], centre, max(3, radius // 2))
        faint = palette.mix(TOURIST_COLOURS[hue], (236, 232, 222), 0.55)
        if points:
            pen.polygon(surface, faint, points)
        else:
            pen.circle(surface, faint, centre, max(3, radius // 2))


def draw_lights(surface: pygame.Surface, lights: tuple[int, ...], x: int, y: int, size: int, gap: int = 5,
                ones: bool = True) -> int:
    """A tile's prestige lights as small tourist shapes with a count, ``gap`` apart (a count of one left unwritten
    unless ``ones``); returns the x after them."""
    for kind, amount in zip(PRESTIGE, lights):
        if not amount:
            continue
        draw_tourist(surface, PRESTIGE_COLOUR[kind], (x + size // 2, y + size // 2), size // 2)
        x += size + gap
        if amount > 1 or ones:
            image = render_text(str(amount), size, palette.PAPER, True)
            surface.blit(image, (x - gap + 1, y + size // 2 - image.get_height() // 2))
            x += font(size, True).size(str(amount))[0]
    return x


def fitted_lights(lights: tuple[int, ...], size: int, room: int) -> tuple[int, int, bool]:
    """(size, gap, ones) of :func:`draw_lights` so that ``lights`` take at most ``room`` units: closer first, then
    smaller, then with counts of one unwritten (a small face's third light was cut by its edge)."""
    for ones in (True, False):
        for shape_size in (size, size - 1, size - 2):
            for gap in (5, 3, 1):
                width = sum(shape_size + gap + (font(shape_size, True).size(str(amount))[0]
                                                if amount > 1 or ones else 0) for amount in lights if amount)
                if width - gap <= room:
                    return shape_size, gap, ones
    return size - 2, 1, False


def face_name(face: Tile) -> str:
    """The name a tile's face shows: a starting tile says only what it is ("Orientation"), since the rules' name
    of its station ("Blue Orientation") would contradict the colour of the seat that owns it."""
    return KIND_WORDS[face.kind] if face.kind in STARTING_KINDS else face.name


def tile_words(tile: int) -> str:
    """Every word a tile's face shows: kind, name, cost, lights, spaces and effect (for reading and tests)."""
    face = TILES[tile]
    lights = ", ".join(f"{PRESTIGE_NAMES[k]} {n}" for k, n in zip(PRESTIGE, face.lights) if n)
    spaces = "; ".join(("any colour" if s.any_colour else "/".join(s.colours)) + f" pays {s.cash}" for s in face.spaces)
    parts = [f"{KIND_WORDS[face.kind]}: {face_name(face)}", f"cost {face.cost}" if face.kind != "improvement" else "free"]
    if lights:
        parts.append(f"prestige {lights}")
    if spaces:
        parts.append(f"tourist spaces: {spaces}")
    text = face.text or (_effect_text(face) if face.kind == "improvement" else "")
    if text:
        parts.append(text)
    return ". ".join(parts)


def _effect_text(face: Tile) -> str:
    from game.last_resort.tiles import IMPROVEMENT_EFFECTS

    return IMPROVEMENT_EFFECTS.get(face.effect, ("", (0, 0, 0, 0), ""))[2]


@pen.cached(maxsize=400)
def tile_face(tile: int, w: int, h: int) -> pygame.Surface:
    """The face of ``tile`` at ``w``×``h`` (kept: faces never change)."""
    face = TILES[tile]
    image = pen.surface((w, h), pygame.SRCALPHA)
    rect = image.get_rect()
    fill = KIND_COLOURS[face.kind]
    pen.rect(image, fill, rect, border_radius=6)
    pen.rect(image, palette.mix(fill, palette.PAPER, 0.45), rect, 2, border_radius=6)
    big = w >= 160
    name_size, light_size = _sizes(w)
    badge = cost_badge(face, w)
    if badge is not None:
        pen.rect(image, palette.SAND, badge, border_radius=4)
        number = render_text(str(face.cost), name_size, palette.INK, True)
        image.blit(number, number.get_rect(center=badge.center))
    if any(face.lights) and h >= 40:
        x = 4 if badge is None else badge.right + 4
        size, gap, ones = fitted_lights(face.lights, light_size, w - 3 - x)
        draw_lights(image, face.lights, x, 3 + (name_size + 4 - size) // 2, size, gap, ones)
    top = face_top(face, w, h)
    if big:
        for words, size, bold, ink, where in big_face_lines(face, rect, top):
            image.blit(render_text(words, size, ink, bold), where)
    else:
        _draw_small_words(image, face, top)
    draw_spaces(image, face, None, rect)
    return image


def cost_badge(face: Tile, w: int) -> pygame.Rect | None:
    """Where a face ``w`` wide shows its cost (None: a tile with no cost to show)."""
    if face.kind not in ("attraction", "amenity", "berth"):
        return None
    name_size = _sizes(w)[0]
    return pygame.Rect(3, 3, name_size + 6, name_size + 4)


GIST_SIZE = 11
"""The size of an Improvement's gist on an offered tile (about 8 window pixels at 900×560)."""


def _sizes(w: int) -> tuple[int, int]:
    """(name, lights) text sizes of a tile face ``w`` wide."""
    return (20 if w >= 160 else 12 if w >= 70 else 9), (14 if w >= 160 else 10)


def face_top(face: Tile, w: int, h: int) -> int:
    """Where a tile face's words begin: under its cost badge and its prestige lights."""
    name_size, light_size = _sizes(w)
    top = 3
    if face.kind in ("attraction", "amenity", "berth"):
        top = 3 + name_size + 4 + 1
    if any(face.lights) and h >= 40:
        top = max(top, 3 + light_size + 4)
    return top


def big_face_lines(face: Tile, rect: pygame.Rect, top: int) -> list[TextLine]:
    """Every line of a tile read at full size, below ``top``: its whole name, its kind (and Year) and its whole
    text, each shrunk until it fits above the tourist spaces (nothing is cut off)."""
    found: list[TextLine] = []
    bottom = min([c[1] - space_radius(rect) for c in space_centres(face, rect)] or [rect.bottom]) - 4
    name_size, names = fitted(face_name(face), rect.w - 8, 2 * line_step(20, True), (20, 18, 16), True)
    y = top
    for line in names:
        found.append((line, name_size, True, palette.PAPER, line_rect(line, name_size, True, 4, y)))
        y += line_step(name_size, True)
    word = "Starting tile" if face.kind in STARTING_KINDS else KIND_WORDS[face.kind] + (
        f", Year {face.year}" if face.year else "")
    found.append((word, 13, False, palette.SAND, line_rect(word, 13, False, 6, y)))
    y += line_step(13)
    text = face.text or (_effect_text(face) if face.kind == "improvement" else "")
    size, lines = fitted(text, rect.w - 12, bottom - y, (14, 13, 12))
    for line in lines:
        found.append((line, size, False, palette.PAPER, line_rect(line, size, False, 6, y)))
        y += line_step(size)
    return found


def small_name(face: Tile, w: int, h: int | None = None) -> tuple[int, list[str]]:
    """(size, lines) of a tile's name on a face ``w`` wide: two lines from 70 wide, a size or two smaller where a
    long word would be cut ("Observatory"); one line, cut short, on a small station's tiny face.  Given the face's
    height ``h``, a size or two smaller still where the name would reach down into the tourist spaces (if no size
    clears them, the largest that fits the width)."""
    name_size = _sizes(w)[0]
    if w < 70:
        return name_size, [fit_text(face_name(face), name_size, w - 6, True)]
    sizes = (name_size, name_size - 1, name_size - 2)
    widest: tuple[int, list[str]] | None = None
    for size in sizes + ((name_size - 3,) if h is not None else ()):
        lines = fit_lines(face_name(face), size, w - 8, True)
        fits = len(lines) <= 2 and all(font(size, True).size(line)[0] <= w - 8 for line in lines)
        if fits and (h is None or _clears_spaces(face, w, h, size, lines)):
            return size, lines
        if widest is None and (fits or size == sizes[-1]):
            widest = (size, lines[:2])  # the largest that fits the width (or, if none does, the smallest cut)
    assert widest is not None
    return widest


DESCENDERS = frozenset("gjpqy,;")
"""Letters that reach below the line."""


def _name_rows(top: int, size: int, count: int) -> list[int]:
    """Where the ``count`` lines of a small face's name begin: two lines are set a little higher and closer."""
    if count < 2:
        return [top]
    return [top - 2 + i * (size + 1) for i in range(count)]


def _clears_spaces(face: Tile, w: int, h: int, size: int, lines: list[str]) -> bool:
    """True when no letter of ``lines`` (the name at ``size``) reaches a tourist space of the face ``w``×``h``."""
    rect = pygame.Rect(0, 0, w, h)
    radius = space_radius(rect)
    rings = [pygame.Rect(x - radius - 1, y - radius - 1, 2 * radius + 2, 2 * radius + 2)  # a unit clear of them
             for x, y in space_centres(face, rect)]
    letters = font(size, True)
    below = letters.get_height() - letters.get_ascent()
    for line, y in zip(lines, _name_rows(face_top(face, w, h), size, len(lines))):
        bottom = y + letters.get_ascent() + (below if DESCENDERS & set(line) else 0)
        ink = pygame.Rect(4, y, letters.size(line)[0], bottom - y)
        if ink.collidelist(rings) >= 0:
            return False
    return True


def _draw_small_words(image: pygame.Surface, face: Tile, top: int) -> None:
    """A tile's name (and an Improvement's effect) on a face too small to read in full (hover reads it)."""
    w, h = image.get_size()
    name_size, lines = small_name(face, w, h)
    rows = _name_rows(top, name_size, len(lines))
    for line, y in zip(lines, rows):
        image.blit(render_text(fit_text(line, name_size, w - 8, True), name_size, palette.PAPER, True), (4, y))
    y = rows[-1] + name_size + 2
    if face.kind == "improvement" and h >= 50:
        for line in gist_lines(face, w):
            image.blit(render_text(line, GIST_SIZE, palette.PAPER), (4, y))
            y += GIST_SIZE + 2


def gist_lines(face: Tile, w: int) -> list[str]:
    """An Improvement's gist on a face ``w`` wide (:data:`IMPROVEMENT_GISTS`): two lines, never cut mid-word."""
    lines = fit_lines(IMPROVEMENT_GISTS.get(face.effect, ""), GIST_SIZE, w - 8)
    return lines if len(lines) <= 2 else [lines[0], fit_text(" ".join(lines[1:]), GIST_SIZE, w - 8)]


def space_centres(face: Tile, rect: pygame.Rect) -> list[tuple[int, int]]:
    """Where the tourist spaces of a tile drawn in ``rect`` lie (along its bottom)."""
    count = len(face.spaces)
    if not count:
        return []
    radius = space_radius(rect)
    step = min(2 * radius + 6, (rect.w - 8) // count)
    x0 = rect.right - 4 - step * count + step // 2
    y = rect.bottom - radius - 4
    return [(x0 + i * step, y) for i in range(count)]


def space_radius(rect: pygame.Rect) -> int:
    """The radius of a tourist space on a tile drawn in ``rect``."""
    return max(3, min(rect.h // 6, rect.w // 9, 16))


def draw_spaces(surface: pygame.Surface, face: Tile, guests: list[str | None] | None, rect: pygame.Rect) -> None:
    """A tile's tourist spaces in ``rect``: empty rings with their cash, or the tourists on them."""
    radius = space_radius(rect)
    for i, centre in enumerate(space_centres(face, rect)):
        guest = guests[i] if guests is not None and i < len(guests) else None
        if guest is not None:
            draw_tourist(surface, guest, centre, radius)
            continue
        if guests is not None:
            continue  # the empty ring is on the face already
        space = face.spaces[i]
        draw_space_ring(surface, space.colours, centre, radius)
        if radius >= 7 and (space.cash or face.kind != "berth"):
            cash = render_text(str(space.cash), max(9, radius), palette.INK, True)
            surface.blit(cash, cash.get_rect(center=centre))


def big_tile(tile: int) -> pygame.Surface:
    """A tile read at full size (its words noted as drawn)."""
    note_drawn(face_name(TILES[tile]))
    from sprites.last_resort.layout import BIG_H, BIG_W

    return tile_face(tile, BIG_W, BIG_H)


@pen.cached(maxsize=8)
def malfunction_back(w: int, h: int) -> pygame.Surface:
    """A face-down Malfunction: a dark tile with a warning mark (it only blocks its space)."""
    image = pen.surface((w, h), pygame.SRCALPHA)
    pen.rect(image, MALFUNCTION_FILL, image.get_rect(), border_radius=6)
    for x in range(-h, w, 12):
        pen.line(image, (84, 60, 62), (x, h), (x + h, 0), 3)
    pen.rect(image, (150, 90, 80), image.get_rect(), 2, border_radius=6)
    size = max(10, h // 2)
    mark = render_text("!", size, palette.GLOW, True)
    image.blit(mark, mark.get_rect(center=(w // 2, h // 2)))
    if w >= 70:
        word = render_text("Malfunction", 11, palette.SAND, True)
        image.blit(word, word.get_rect(midbottom=(w // 2, h - 3)))
    return image


@pen.cached(maxsize=80)
def malfunction_face(malfunction: int, w: int, h: int) -> pygame.Surface:
    """A face-up Malfunction ('Something's Gone Wrong'): its name and, when there is room, what it does."""
    item = MALFUNCTIONS[malfunction]
    image = pen.surface((w, h), pygame.SRCALPHA)
    pen.rect(image, (120, 44, 48), image.get_rect(), border_radius=6)
    pen.rect(image, (220, 120, 100), image.get_rect(), 2, border_radius=6)
    size = 20 if w >= 160 else 11 if w >= 60 else 8
    y = 3
    for line in (fit_lines(item.name, size, w - 8, True)[:2] if w >= 60 else [fit_text(item.name, size, w - 4, True)]):
        image.blit(render_text(line, size, palette.PAPER, True), (4, y))
        y += size + 3
    text_size = 14 if w >= 160 else 9
    if h >= 50:
        for line in fit_lines(item.text, text_size, w - 8)[:4]:
            image.blit(render_text(line, text_size, palette.SAND), (4, y))
            y += text_size + 2
    return image


def big_malfunction(malfunction: int) -> pygame.Surface:
    """A face-up Malfunction read at full size (its words noted as drawn)."""
    note_drawn(MALFUNCTIONS[malfunction].name)
    from sprites.last_resort.layout import BIG_H, BIG_W

    return malfunction_face(malfunction, BIG_W, BIG_H)


def advert_words(kind: str) -> tuple[str, str]:
    """(title, what it does) of an Advert card."""
    advert = ADVERTS[kind]  # type: ignore[index]
    builds = {"amenity": "an Amenity", "attraction": "an Attraction", "berth": "a Berth",
              "improvement": "an Improvement"}[kind]
    clears = " or ".join(kind_plural(k) for k in advert.check_out)
    once = " Once a year." if kind == "improvement" else ""
    return f"{advert.name} Advert", f"Check out your {clears}; build {builds}.{once}"


def draw_advert(surface: pygame.Surface, kind: str | None, rect: pygame.Rect, text: bool = True) -> None:
    """An Advert card: face down (``kind`` None) or face up with its title (and, if ``text``, what it does)."""
    if kind is None:
        pen.rect(surface, (40, 52, 84), rect, border_radius=6)
        pen.rect(surface, palette.SAND, rect, 2, border_radius=6)
        mark = render_text("?", max(10, rect.h // 2), palette.SAND, True)
        surface.blit(mark, mark.get_rect(center=rect.center))
        return
    fill = ADVERT_FILL.get(kind, palette.SEA)
    pen.rect(surface, fill, rect, border_radius=6)
    pen.rect(surface, palette.PAPER, rect, 2, border_radius=6)
    if not text:
        word, size = advert_label(kind, rect)
        surface.blit(*_centred(render_text(word, size, palette.PAPER, True), rect))
        return
    for words, size, bold, ink, where in advert_lines(kind, rect):
        surface.blit(render_text(words, size, ink, bold), where)


ADVERT_FOOT = 24
"""The strip at the foot of an Advert card kept free of its text (where "Played this year" is written)."""
ADVERT_SHORT = {"amenity": "Amenity", "attraction": "Attract.", "berth": "Berth", "improvement": "Improv."}
"""An Advert's name where its full name cannot be read on a small card (never cut with an ellipsis)."""


def advert_label(kind: str, rect: pygame.Rect) -> tuple[str, int]:
    """(words, size) of a small face-up Advert card: its whole name, as large as fits (down to 10), or its short
    name ("Improv.") where even that would not fit."""
    name = ADVERTS[kind].name  # type: ignore[index]
    for word in (name, ADVERT_SHORT.get(kind, name)):
        for size in range(max(10, min(15, rect.h - 8)), 9, -1):
            if font(size, True).size(word)[0] <= rect.w - 6:
                return word, size
    return ADVERT_SHORT.get(kind, name), 10


def advert_lines(kind: str, rect: pygame.Rect) -> list[TextLine]:
    """Every line of a face-up Advert card with its text: its title and what it does, whole, shrunk until
    it fits above the card's foot strip (:data:`ADVERT_FOOT`) and left of its number in the top right corner;
    where it fits at no size (small letters measure a little wider in a small window), 4 pixels of the right
    margin give way."""
    title, does = advert_words(kind)
    found: list[TextLine] = []
    size = 18 if rect.h >= 100 else 13
    y = rect.y + 4
    for line in fit_lines(title, size, rect.w - 30, True)[:2]:
        found.append((line, size, True, palette.PAPER, line_rect(line, size, True, rect.x + 6, y)))
        y += line_step(size, True)
    room = rect.bottom - ADVERT_FOOT - y
    for width in (rect.w - 12, rect.w - 8):  # the right margin gives way before the words run into the foot
        text_size, lines = fitted(does, width, room, (14, 13, 12, 11))
        if len(lines) * line_step(text_size) <= room:
            break
    for line in lines:
        found.append((line, text_size, False, palette.PAPER, line_rect(line, text_size, False, rect.x + 6, y)))
        y += line_step(text_size)
    return found


def _centred(image: pygame.Surface, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    return image, image.get_rect(center=rect.center)


def evil_words(card: int) -> tuple[str, list[str]]:
    """(name, lines) of an Evil A.I. card."""
    item = EVIL_CARDS[card]
    lights = ", ".join(f"{PRESTIGE_NAMES[k]} +{n}" for k, n in zip(PRESTIGE, item.lights) if n)
    return item.name, [f"Advert: {ADVERTS[item.advert].name}", f"Banks {item.cash} at Check-out",
                       f"Prestige: {lights or 'none'}", "Drafts: " + ", ".join(item.wants)]
