"""The Paradisio match's still layer is kept and drawn again only where what it shows changed: after every change
(a tile laid: the turn passes and the room shrinks; a round won: the tokens; a new round: the room grows back) the
kept picture equals one drawn whole, at 1280x720 and at scales whose pixels do not fall on whole logical units."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.paradisio.grid import SquareRoom, square_room
from sprites import pen
from sprites.paradisio.match_art import SIZE, StillLayer, still_facts

SEATS = [{"name": "Ana", "kind": "human", "colour": "#d9534f"},
         {"name": "Computer Bo", "kind": "hard", "colour": "#3a7bd5"}]
CELLS = [(0, 0), (1, 0), (1, 1), (-1, 1), (0, 2), (2, 2), (-1, -1), (2, -1), (0, -1)]
"""Tiles laid one by one (all inside one 4×4 square): the room shrinks, then its frame closes."""


def changes() -> Iterator[tuple[dict[str, Any], SquareRoom, tuple[int, int]]]:
    """Two rounds of tiles laid in turn, each ending with a token won, as (view, room, tokens shown)."""
    for tokens in ((0, 0), (1, 0)):
        for laid in range(len(CELLS) + 1):
            yield {"seats": SEATS, "to_move": [laid % 2], "tokens_to_win": 3}, square_room(CELLS[:laid]), tokens
        yield {"seats": SEATS, "to_move": [], "tokens_to_win": 3}, square_room(CELLS), (tokens[0], tokens[1] + 1)


def pixels(image: pygame.Surface) -> bytes:
    """Every pixel of ``image`` (at its own scale)."""
    return pygame.image.tobytes(image, "RGB")


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_kept_layer_equals_one_drawn_whole_after_every_change(scale: float) -> None:
    pygame.font.init()
    pen.set_scale(scale)
    kept = StillLayer()
    for step, (view, room, tokens) in enumerate(changes()):
        facts = still_facts(view, room, tokens, False)
        image = kept.show(facts)
        assert pixels(image) == pixels(StillLayer().show(facts)), f"change {step} at scale {scale}"


def test_a_tile_laid_draws_a_small_part_of_the_layer_again() -> None:
    """The turn passing and the room shrinking draw strips, not the window (the whole took 20 ms at 3840x2160)."""
    pygame.font.init()
    kept = StillLayer()
    first = kept.show(still_facts({"seats": SEATS, "to_move": [0], "tokens_to_win": 3}, square_room(CELLS[:1]),
                                  (0, 0), False))
    again = kept.show(still_facts({"seats": SEATS, "to_move": [1], "tokens_to_win": 3}, square_room(CELLS[:2]),
                                  (0, 0), False))
    assert again is first  # drawn over, not made anew
    drawn = sum(area.w * area.h for area in kept.redrawn)
    assert 0 < drawn < SIZE[0] * SIZE[1] // 4


def test_a_part_of_the_scene_is_drawn_again_only_when_what_it_shows_changes() -> None:
    """The scene's own parts (the tiles in a tray, the log, the news) lie in the still layer: one that changes is
    drawn again in its area alone, over the layer drawn again there, and the picture equals one drawn whole."""
    pygame.font.init()
    pen.set_scale(1.5)
    try:
        shown = {"tray": (200, 40, 40), "news": (40, 40, 200)}
        areas = {"tray": pygame.Rect(60, 120, 80, 80), "news": pygame.Rect(980, 560, 120, 60)}
        calls: list[str] = []

        def drawer(name: str) -> Any:
            def draw(surface: pygame.Surface) -> None:
                calls.append(name)
                pen.rect(surface, shown[name], areas[name].inflate(-8, -8), border_radius=6)
            return draw

        def parts() -> list[Any]:
            return [(areas[name], shown[name], drawer(name)) for name in ("tray", "news")]

        facts = still_facts({"seats": SEATS, "to_move": [0], "tokens_to_win": 3}, square_room(CELLS[:3]), (0, 0),
                            False)
        kept = StillLayer()
        kept.show(facts, parts())
        assert calls == ["tray", "news"]
        kept.show(facts, parts())
        assert calls == ["tray", "news"] and kept.redrawn == []  # nothing changed: nothing drawn
        shown["tray"] = (40, 200, 40)
        image = kept.show(facts, parts())
        assert calls[2:] == ["tray"]
        assert all(area.colliderect(areas["tray"]) and not area.colliderect(areas["news"]) for area in kept.redrawn)
        assert pixels(image) == pixels(StillLayer().show(facts, parts()))
    finally:
        pen.set_scale(1.0)
