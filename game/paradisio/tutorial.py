"""Learn to play Paradisio: round 1 of a match on a fixed deal (seed 2), Lani against Kai.

Lani lays first; the lesson shows matching sides, the 4×4 square, the holes only Lani's tiles fit and the
last tile that wins the round, then names the solitaire's goals.  Kai's moves are the easy bot's on this
deal, written down so the story never changes.  See :mod:`game.tutorial` for the steps' kinds.
"""
from __future__ import annotations

from game.core import Action
from game.tutorial import Do, Lesson, Note, Reply

from .actions import Place
from .tiles import TILES, tile_corners


def alike(wanted: Action, made: Action) -> bool:
    """Two placements that look the same: the same kind of tile, showing the same corners, on the same cell."""
    if not isinstance(wanted, Place) or not isinstance(made, Place):
        return False
    return (tuple(wanted.cell) == tuple(made.cell) and TILES[wanted.tile_id].name == TILES[made.tile_id].name
            and tile_corners(wanted.tile_id, wanted.turn) == tile_corners(made.tile_id, made.turn))


KEYS = "Drag a tile with the mouse (the wheel or R turns it), or pick one with Tab, move it with the arrows, R to turn, Enter to lay it."

LESSON = Lesson(
    game="paradisio",
    seed=2,
    names=("Lani", "Kai"),
    topics=("goal", "first tile", "matching", "square", "hole", "last tile", "solitaire"),
    alike=alike,
    steps=(
        Note("You are Lani, against Kai. Each of you holds 8 of the 16 tiles, face up; whoever lays the last tile "
             "of a round, so that the other cannot lay one, wins an island token, and 3 tokens win the match.",
             topic="goal"),
        Do("Lay your open sea tile: the first tile of a round goes anywhere. " + KEYS, Place(0, (0, 0), 0),
           "For this lesson, start with the open sea tile.", topic="first tile"),
        Reply(Place(1, (-1, 0), 3)),
        Note("Where two tiles share a side, the corners at both ends must agree: land meets land and sea meets "
             "sea. Kai's small island has sea at the top and land at the bottom of its left side.",
             topic="matching"),
        Do("Lay a coast tile just left of Kai's, its land along the bottom, so land meets land at that corner.",
           Place(6, (-2, 0), 2), "Lay a coast tile just left of Kai's small island, land along the bottom.",
           topic="matching"),
        Reply(Place(2, (-2, -1), 1)),
        Do("Lay a bay tile below your coast, its sea in the bottom-left corner: every side it touches must match.",
           Place(12, (-2, 1), 0), "Lay a bay tile just below your coast, its sea in the bottom-left corner."),
        Reply(Place(11, (-3, 0), 2)),
        Note("The table is now 4 tiles wide. Every tile must stay inside one 4×4 square, so no tile may go "
             "further left than Kai's bay or further right than your first tile.", topic="square"),
        Do("Lay a small island in the lit place directly above Kai's bay, the tile Kai just laid at the far left, "
           "its land in the bottom-left corner.",
           Place(3, (-3, -1), 3), "Lay a small island directly above Kai's bay, its land in the bottom-left corner."),
        Reply(Place(5, (0, 1), 2)),
        Note("Look at the two empty places just left and right of your bay: only tiles in your hand "
             "fit there, none of Kai's. Such holes are moves Kai can never take from you.", topic="hole",
             at=(Place(13, (-3, 1), 3), Place(13, (-1, 1), 2))),
        Do("Lay a coast tile above your small island, its land along the top: the square is now 4 tiles high.",
           Place(7, (-3, -2), 0), "Lay a coast tile above your small island, land along the top.",
           topic="square"),
        Reply(Place(4, (-1, -1), 0)),
        Do("Kai's tiles now fit in only two places, both in the top row. Lay a coast tile in the lit place directly "
           "above the small island Kai just laid, its land along the left: then no tile of Kai's fits anywhere.",
           Place(8, (-1, -2), 3),
           "Lay a coast tile directly above the small island Kai just laid, its land along the left, to leave Kai stuck.",
           topic="last tile"),
        Note("Kai could not lay a tile, so you laid the last one and win round 1's island token. The loser of a "
             "round starts the next, with a fresh deal.", topic="last tile"),
        Note("Alone at the table? The solitaire asks you to fill the whole 4×4 square with all 16 tiles: level 1 "
             "with every side matching, level 2 with exactly one island or one sea, level 3 with exactly one of "
             "each.", topic="solitaire"),
    ),
    more="Play on against Kai: the first to 3 island tokens wins. The Rules page (Esc, then Rules) has everything else.",
)
"""Paradisio's tutorial."""
