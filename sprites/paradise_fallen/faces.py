"""Paradise Fallen's cards drawn in code: faces of the four kinds, backs, explored cards and island outlines.

Every picture is made once per size and kept (faces never change), so a frame
only blits.  A face shows the card's name and its whole text; the small face
of the hand stays readable, and :func:`card_face` at :data:`BIG` size is the
card read at full size.
"""
from __future__ import annotations

import math
import random
import zlib

import pygame

from game.paradise_fallen.cards import ABERRATION_BY_NAME, CARDS, ISLAND_COSTS, ISLAND_POWERS, face_key
from sprites import palette, pen
from sprites.paradise_fallen.layout import BIG_H, BIG_W, CARD_H, CARD_W, MARK_H, MARK_W, MINI_H, MINI_W
from sprites.text import fit_lines, fit_text, font, render_text

Colour = tuple[int, int, int]

KIND_COLOURS: dict[str, Colour] = {
    "island": (62, 140, 78),
    "ration": (196, 150, 72),
    "aberration": (150, 52, 64),
    "aptitude": (52, 104, 168),
}
"""The band colour of each kind of card."""
KIND_WORDS = {"island": "Island", "ration": "Ration", "aberration": "Aberration", "aptitude": "Aptitude"}
BACK_COLOUR = (38, 62, 96)
SMALL, BIG = "small", "big"


@pen.cached(maxsize=16)
def island_outline(name: str, width: int, height: int) -> tuple[tuple[int, int], ...]:
    """A simple island silhouette for ``name`` (the same every time), in a ``width``×``height`` box."""
    rng = random.Random(zlib.crc32(name.encode()))
    points = []
    lobes = rng.randint(2, 4)
    phase = rng.random() * math.tau
    for i in range(28):
        angle = math.tau * i / 28
        reach = 0.78 + 0.16 * math.sin(lobes * angle + phase) + 0.08 * rng.random()
        points.append((round(width / 2 + math.cos(angle) * width / 2 * reach),
                       round(height / 2 + math.sin(angle) * height / 2 * reach)))
    return tuple(points)


def draw_island_shape(surface: pygame.Surface, name: str, box: pygame.Rect) -> None:
    """The island's silhouette in ``box``: sand shore, green hills, a dark peak."""
    outline = [(box.x + x, box.y + y) for x, y in island_outline(name, box.w, box.h)]
    pen.polygon(surface, palette.SAND, outline)
    inner = [(box.centerx + (x - box.centerx) * 0.72, box.centery + (y - box.centery) * 0.72) for x, y in outline]
    pen.polygon(surface, palette.LEAF, inner)
    peak = max(3, min(box.w, box.h) // 7)
    pen.circle(surface, palette.LEAF_DARK, box.center, peak)
    pen.polygon(surface, palette.SAND_DARK, outline, 2)


def card_text(card: int) -> tuple[str, str, str]:
    """(kind word, name, the text the face shows) of a card; an island card adds its island's power."""
    face = CARDS[card]
    if face.kind == "island":
        return (KIND_WORDS[face.kind], face.name,
                f"Cost {ISLAND_COSTS[face.name]}. Explore it there, or pay 1 ration. Power: {ISLAND_POWERS[face.name]}")
    if face.kind == "ration":
        return KIND_WORDS[face.kind], f"{face.value} Ration{'s' if face.value > 1 else ''}", "Pay for a trip."
    if face.kind == "aberration":
        where = ABERRATION_BY_NAME[face.name].where
        return f"Aberration: {'island' if where == 'island' else 'gap'}", face.name, face.text
    return "Aptitude", face.name, face.text


def look_alike(card: int) -> int:
    """The first card of the deck whose face looks like ``card``'s (the 28 rations are 5 faces, the 36 islands 12):
    cards that look alike share one picture."""
    return _FIRST_ALIKE[face_key(card)]


_FIRST_ALIKE: dict[tuple[str, str, int], int] = {}
for _card in reversed(range(len(CARDS))):
    _FIRST_ALIKE[face_key(_card)] = _card


def card_face(card: int, size: str = SMALL) -> pygame.Surface:
    """The face of card ``card`` (hand size, or :data:`BIG` to read it at full size), shared by the cards that look
    alike (made once per drawing scale)."""
    return _card_face(look_alike(card), size)


def warm_faces() -> None:
    """Make every card's hand-size face now (a table opening, or its window's scale changed): a face first made
    while cards fly costs a frame 5 ms at 3840x2160."""
    for card in sorted(set(_FIRST_ALIKE.values())):
        _card_face(card, SMALL)


@pen.cached(maxsize=200)
def _card_face(card: int, size: str) -> pygame.Surface:
    """The face of card ``card`` at ``size``, drawn."""
    big = size == BIG
    w, h = (BIG_W, BIG_H) if big else (CARD_W, CARD_H)
    face = CARDS[card]
    band = KIND_COLOURS[face.kind]
    image = pen.surface((w, h), pygame.SRCALPHA)
    rect = image.get_rect()
    pen.rect(image, palette.PAPER, rect, border_radius=12 if big else 8)
    pen.rect(image, band, rect, 4 if big else 3, border_radius=12 if big else 8)
    kind, name, text = card_text(card)
    name_size, text_size, band_h = (24, 17, 40) if big else (13, 11, 22)
    pen.rect(image, band, (0, 0, w, band_h), border_top_left_radius=12 if big else 8,
                     border_top_right_radius=12 if big else 8)
    smaller = name_size - 2
    if render_text(name, name_size, palette.PAPER, True).get_width() <= w - 10:
        names = [name]
    elif render_text(name, smaller, palette.PAPER, True).get_width() <= w - 8:
        names, name_size = [name], smaller
    else:
        names = fit_lines(name, smaller, w - 8, True)[:2]
    if len(names) > 1:
        band_h += name_size - 2
        pen.rect(image, band, (0, 0, w, band_h), border_top_left_radius=12 if big else 8,
                         border_top_right_radius=12 if big else 8)
    for i, line in enumerate(names):
        points = name_size if len(names) == 1 else name_size - 2
        title = render_text(fit_text(line, points, w - 8, True), points, palette.PAPER, True)
        middle = band_h // 2 if len(names) == 1 else band_h // 2 + (i * 2 - 1) * (points // 2 + 1)
        image.blit(title, title.get_rect(center=(w // 2, middle)))
    y = band_h + 4
    if face.kind == "ration":
        number = render_text(str(face.value), 96 if big else 46, KIND_COLOURS["ration"], True)
        image.blit(number, number.get_rect(center=(w // 2, h // 2 + 4)))
    elif face.kind == "island":
        art_h = 110 if big else 34
        draw_island_shape(image, face.name, pygame.Rect(w // 6, y, w * 2 // 3, art_h))
        cost = render_text(str(ISLAND_COSTS[face.name]), 26 if big else 13, palette.INK, True)
        centre = (w - (20 if big else 11), band_h + (20 if big else 11))
        pen.circle(image, palette.SAND, centre, 16 if big else 9)
        pen.circle(image, palette.SAND_DARK, centre, 16 if big else 9, 2)
        image.blit(cost, cost.get_rect(center=centre))
        y += art_h + 4
    if face.kind != "ration" or big:
        words = kind if big else KIND_WORDS[face.kind]
        kind_line = render_text(fit_text(words, 14 if big else 10, w - 10), 14 if big else 10, band)
        image.blit(kind_line, kind_line.get_rect(midtop=(w // 2, y)))
        y += kind_line.get_height() + 2
        if face.kind == "ration":
            y = h - 40
        for line in fit_lines(text, text_size, w - (24 if big else 10)):
            if y + text_size + 2 > h - 4:
                break
            rendered = render_text(line, text_size, palette.INK)
            image.blit(rendered, rendered.get_rect(midtop=(w // 2, y)))
            y += text_size + (5 if big else 2)
    return image


@pen.cached(maxsize=4)
def card_back(width: int = CARD_W, height: int = CARD_H) -> pygame.Surface:
    """The back every card shares: deep blue with a sun over a wave."""
    image = pen.surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(3, min(width, height) // 10)
    pen.rect(image, BACK_COLOUR, rect, border_radius=radius)
    pen.rect(image, palette.SAND_DARK, rect, max(1, width // 30), border_radius=radius)
    pen.rect(image, palette.mix(BACK_COLOUR, palette.SEA_LIGHT, 0.4), rect.inflate(-width // 5, -height // 5),
                     max(1, width // 40), border_radius=radius)
    pen.circle(image, palette.GLOW, (width // 2, height * 2 // 5), max(2, width // 7))
    wave = [(x, round(height * 0.62 + math.sin(x / max(1, width) * math.tau * 1.5) * height * 0.04))
            for x in range(width // 5, width - width // 5 + 1, max(1, width // 20))]
    if len(wave) > 1:
        pen.lines(image, palette.SEA_LIGHT, False, wave, max(1, width // 30))
    return image


@pen.cached(maxsize=40)
def explored_face(island: str) -> pygame.Surface:
    """An explored Island card as it lies before its explorer: small, its island and name."""
    image = pen.surface((MINI_W, MINI_H), pygame.SRCALPHA)
    rect = image.get_rect()
    pen.rect(image, palette.PAPER, rect, border_radius=6)
    pen.rect(image, KIND_COLOURS["island"], rect, 2, border_radius=6)
    lines = mini_name_lines(island)
    draw_island_shape(image, island, pygame.Rect(6, 14, MINI_W - 12, 24) if len(lines) == 1 else
                      pygame.Rect(8, 6, MINI_W - 16, 20))
    bottom = MINI_H - 2
    for line, points in reversed(lines):
        name = render_text(line, points, palette.INK, True)
        image.blit(name, name.get_rect(midbottom=(MINI_W // 2, bottom)))
        bottom -= name.get_height() - 2
    return image


def fitting_size(text: str, sizes: tuple[int, ...], width: int, bold: bool = False) -> int:
    """The first of ``sizes`` (largest first) in which ``text`` fits ``width``; else the last, the smallest."""
    return next((points for points in sizes if font(points, bold).size(text)[0] <= width), sizes[-1])


MINI_NAME_ROOM = MINI_W - 4
"""The width an island's name may take on an explored card."""


def mini_name_lines(island: str) -> list[tuple[str, int]]:
    """An island's name on an explored card, whole: one line at 10 or 9 points, else split in two at the vowel
    nearest its middle, with a hyphen ("Kahoo-", "lawe"), rather than cut ("Kahool…")."""
    points = fitting_size(island, (10, 9), MINI_NAME_ROOM, True)
    if font(points, True).size(island)[0] <= MINI_NAME_ROOM:
        return [(island, points)]
    cuts = [i + 1 for i, letter in enumerate(island[:-2]) if letter in "aeiou" and i > 0]
    cut = min(cuts, key=lambda i: abs(i - len(island) / 2)) if cuts else len(island) // 2
    return [(island[:cut] + "-", 9), (island[cut:], 9)]


def mark_words(card: int) -> tuple[str, str]:
    """What an Aberration lying on the table says: its name, and its effect in a few signs ("+2 in, -2 out")."""
    face = CARDS[card]
    aberration = ABERRATION_BY_NAME[face.name]
    if aberration.effect == "raid":
        effect = "raid"
    elif aberration.effect == "driftwood":
        effect = "draw 1"
    elif aberration.where == "gap":
        effect = f"{aberration.cross:+d} cross"
    else:
        parts = ([f"{aberration.enter:+d} in"] if aberration.enter else []) + \
                ([f"{aberration.leave:+d} out"] if aberration.leave else [])
        effect = " ".join(parts)
    return face.name, effect


MARK_NAME_ROOM = MARK_W - 6
"""The width an Aberration's name may take on its mark."""


def mark_name_lines(name: str) -> tuple[list[str], int]:
    """An Aberration's name on its mark, in two lines at most and its words whole: at 10 points, or 9 when a word
    is wider ("Driftwood", "Whirlpool" were broken or cut at 10)."""
    size = fitting_size(max(name.split(), key=lambda word: font(10, True).size(word)[0]), (10, 9), MARK_NAME_ROOM, True)
    lines = fit_lines(name, size, MARK_NAME_ROOM, True)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), size, MARK_NAME_ROOM, True)]
    return lines, size


@pen.cached(maxsize=40)
def aberration_mark(card: int) -> pygame.Surface:
    """An Aberration card lying on an island or in a gap: a small dark red card, its name and effect."""
    image = pen.surface((MARK_W, MARK_H), pygame.SRCALPHA)
    rect = image.get_rect()
    colour = KIND_COLOURS["aberration"]
    pen.rect(image, palette.mix(colour, palette.INK, 0.25), rect, border_radius=6)
    pen.rect(image, palette.SAND, rect, 2, border_radius=6)
    name, effect = mark_words(card)
    words, size = mark_name_lines(name)
    y = 2 if len(words) > 1 else 6
    for line in words:
        rendered = render_text(line, size, palette.PAPER, True)
        image.blit(rendered, rendered.get_rect(midtop=(MARK_W // 2, y)))
        y += 13
    points = 10 if render_text(effect, 10, palette.GLOW).get_width() <= MARK_W - 4 else 9
    sign = render_text(fit_text(effect, points, MARK_W - 2), points, palette.GLOW)
    image.blit(sign, sign.get_rect(midbottom=(MARK_W // 2, MARK_H - 1)))
    return image


@pen.cached(maxsize=4)
def card_shadow(width: int, height: int) -> pygame.Surface:
    """The see-through shadow under a card lifted or read at full size (made once per size, not every frame)."""
    shadow = pen.surface((width, height), pygame.SRCALPHA)
    pen.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
    return shadow


def draw_card(surface: pygame.Surface, card: int | None, rect: pygame.Rect, lifted: bool = False) -> None:
    """A card (``None``: its back) at ``rect``, with a shadow when ``lifted``."""
    if lifted:
        surface.blit(card_shadow(rect.w, rect.h), rect.move(5, 7))
    if card is None:
        image = card_back(rect.w, rect.h)
    else:
        image = card_face(card, BIG if rect.w >= BIG_W else SMALL)
    surface.blit(image, rect)


def draw_big_card(surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    """A card read at full size, with a shadow."""
    draw_card(surface, card, rect, lifted=True)
