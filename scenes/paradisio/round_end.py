"""The end of a Paradisio round, kept on the table until someone goes on.

When a round is won (or tied) the finished table stays as it ended, the dead
holes that decided it crossed out, with a panel saying who took the round and
why.  With a person at the table it waits for "Next round" ("See the
results" when the match is won): the button, or Enter or Space pressed while
it shows (the strict :class:`scenes.fresh_keys.FreshKeys`: only an input begun
on it after the guard time counts, so a key held, repeating or pressed during
play never skips it).  In a game of computers only, an autoplay run or a
replay it goes on by itself after :data:`MOMENT_TIME`.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.paradisio import narrate
from game.paradisio.grid import round_holes
from game.paradisio.snapshot import square_from_view
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from sprites.paradisio.match_art import TABLE_GRID
from sprites.paradisio.round_end import RoundEndLayout, layout_round_end

Cell = tuple[int, int]
Colour = tuple[int, int, int]

MOMENT_TIME = 2.8
"""How long a finished round stays when nobody needs to press on (seconds at animation speed 1)."""
GO_ON_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def won_words(view: dict[str, Any], winner: int, loser: int, round_number: int,
              match_tokens: tuple[int, int] | None) -> tuple[str, str, tuple[Cell, ...]]:
    """Title, reason and holes of a won round, from the finished table (``match_tokens`` when it also wins
    the match): every empty cell of the square the loser could not fill is crossed out."""
    names = [str(seat["name"]) for seat in view["seats"]]
    hand = list(view["hands"][loser])
    holes = tuple(round_holes(square_from_view(view["placed"]), hand))
    title, reason = narrate.round_won_words(names, winner, loser, round_number, len(hand), len(holes), match_tokens)
    return title, reason, holes


@dataclass
class RoundEnd:
    """A finished round on show: its words, colour, dead holes and whether a person must press on."""

    title: str
    reason: str
    colour: Colour
    holes: tuple[Cell, ...]
    button: str
    waits: bool
    layout: RoundEndLayout
    age: float = 0.0
    keys: FreshKeys = field(default_factory=lambda: FreshKeys(GUARD_TIME, strict=True))

    @classmethod
    def make(cls, title: str, reason: str, colour: Colour, holes: Sequence[Cell], placed: Sequence[Cell],
             button: str, waits: bool, frame: int) -> "RoundEnd":
        """A round end shown from ``frame`` on, its panel placed clear of the ``placed`` tiles and the holes."""
        cells = list(placed) + list(holes)
        rects = [TABLE_GRID.cell_rect(cell) for cell in cells] or [TABLE_GRID.cell_rect((0, 0))]
        avoid = rects[0].unionall(rects[1:]).inflate(12, 12)
        ending = cls(title, reason, colour, tuple(holes), button, waits, layout_round_end(title, reason, waits, avoid))
        ending.keys.arm(frame)
        return ending

    def update(self, dt: float, speed: float) -> bool:
        """Let ``dt`` seconds pass (animations at ``speed``); True when a round end that does not wait is over."""
        self.keys.wait(dt)
        self.age += dt * speed
        return not self.waits and self.age >= MOMENT_TIME

    def pressed(self, event: pygame.event.Event, frame: int) -> bool:
        """True when ``event`` presses on: a click on the button, or Enter or Space, begun after the guard time."""
        fresh = self.keys.fresh(event, frame)
        if not self.waits or not fresh:
            return False
        if event.type == pygame.KEYDOWN:
            return bool(event.key in GO_ON_KEYS)
        button = self.layout.button
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and button is not None
                and button.collidepoint(event.pos))
