"""Every Paradise Fallen log line is drawable: no character the table's font shows as an empty box."""
from __future__ import annotations

import random

import pygame
import pytest

from game.paradise_fallen import new_game
from game.paradise_fallen.narrate import event as describe
from sprites.text import font
from tests.kit.paradise_fallen_events import CASES, NAMES

MISSING = "\U000f0000"
"""A private-use character no font draws: what a missing glyph looks like."""


def looks_missing(char: str) -> bool:
    """True when ``char`` renders exactly like the missing-glyph box."""
    face = font(15)
    drawn = face.render(char, True, (255, 255, 255))
    box = face.render(MISSING, True, (255, 255, 255))
    return drawn.get_size() == box.get_size() and pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(
        box, "RGBA")


def test_the_probe_sees_a_missing_glyph() -> None:
    pygame.font.init()
    assert looks_missing("\u2192") or looks_missing(MISSING)
    assert not looks_missing("a")


@pytest.mark.parametrize("players", [2, 4])
def test_every_character_of_the_log_has_a_glyph(players: int) -> None:
    pygame.font.init()
    lines = [describe(event, NAMES) for event, _ in CASES]
    rng = random.Random(players + 10)
    state = new_game(players, players)
    while not state.is_over:
        seat = state.to_move[0]
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            lines.append(describe(event, [f"P{i}" for i in range(players)]))
    chars = {c for line in lines if line for c in line}
    assert not [c for c in sorted(chars) if looks_missing(c)]
