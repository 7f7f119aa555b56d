"""The app's colours, and player colours with a shape each for the colour-blind palette."""
from __future__ import annotations

SEA_DEEP = (16, 58, 92)
SEA = (36, 110, 150)
SEA_LIGHT = (82, 170, 196)
SAND = (236, 214, 160)
SAND_DARK = (196, 164, 102)
LEAF = (62, 140, 78)
LEAF_DARK = (34, 92, 52)
INK = (28, 32, 40)
PAPER = (250, 246, 234)
GLOW = (255, 236, 120)
WARN = (220, 70, 60)

PLAYER_COLOURS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("Hibiscus", (217, 83, 79)),
    ("Lagoon", (58, 123, 213)),
    ("Mango", (240, 173, 78)),
    ("Lime", (92, 184, 92)),
    ("Orchid", (155, 89, 182)),
)
"""The five seat colours, by name.  Computer seats are named after them ("Mango bot"), so no name may be a
word of a game's board (The Last Paradise's districts are Palm, Shell, Coral and Dune)."""

COLOUR_BLIND_COLOURS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("Vermilion", (213, 94, 0)),
    ("Blue", (0, 114, 178)),
    ("Yellow", (240, 228, 66)),
    ("Bluish green", (0, 158, 115)),
    ("Reddish purple", (204, 121, 167)),
)
"""Okabe–Ito colours that stay apart for the common colour-vision deficiencies."""

SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star")
"""Each seat colour also carries a shape, so no one must tell colours apart: five that differ in outline
(round, four square corners, three corners, four pointed corners, five points)."""

NO_SHAPE = "plain"
"""The look of a seat in the standard palette: its colour only (a marker draws as a round token)."""


def seat_colour(index: int, colour_blind: bool = False) -> tuple[int, int, int]:
    """The RGB colour of a seat colour index in the chosen palette."""
    table = COLOUR_BLIND_COLOURS if colour_blind else PLAYER_COLOURS
    return table[index % len(table)][1]


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """``a`` moved ``t`` (clamped to 0..1) of the way to ``b``."""
    t = max(0.0, min(1.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def hex_colour(rgb: tuple[int, int, int]) -> str:
    """``#rrggbb`` for an RGB triple."""
    return f"#{rgb[0]:02x}{rgb[1]:02x}{rgb[2]:02x}"


def rgb_colour(text: str) -> tuple[int, int, int]:
    """An RGB triple for ``#rrggbb``."""
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
