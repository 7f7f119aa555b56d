"""Saved games with the longest names: every player is named on the line and in the delete question, and
two such games of the same players still read apart."""
from __future__ import annotations

import pygame

from scenes.saved_games import QUESTION
from sprites.save_list import TITLE_SIZE, words_width
from sprites.text import font
from tests.kit.app import words_drawn
from tests.kit.saved_games import LAST_PARADISE, open_screen, saved_game
from tests.kit.ui import app, press  # noqa: F401

FOUR = ["Aleksandrina Vol", "\u5c71\u7530\u592a\u90ce" * 4,
        "\u0645\u062d\u0645\u062f \u0639\u0628\u062f \u0627\u0644\u0631\u062d\u064a\u0645\u064a", "Dorothea Wilhelm"]
"""Four 16-character names, one in Chinese characters and one in Arabic."""



def test_every_player_of_four_long_names_is_named_on_the_line_and_in_the_question(app) -> None:  # noqa: F811
    """The first three names filled the line and the fourth player was cut off ("…山田太…")."""
    assert all(len(name) == 16 for name in FOUR)
    saved_game(LAST_PARADISE, FOUR, moves=3, saved_at=1_700_000_000.0, seed=11)
    saved_game(LAST_PARADISE, FOUR, moves=3, saved_at=1_700_000_000.0, seed=12)
    screen = open_screen(app)
    titles = [text for text in words_drawn(app) if text.startswith("The Last Paradise \u00b7")]
    assert len(titles) == 2
    line = screen.line_of(screen.rows[0])
    room = words_width(screen.row_rect(0).w, line.when, line.status)
    for title in titles:
        assert font(TITLE_SIZE, True).size(title)[0] <= room
        assert all(name[:4] in title for name in FOUR), title
    details = sorted(text for text in words_drawn(app) if "seed" in text)
    assert details == ["Opening villas \u00b7 seed 11", "Opening villas \u00b7 seed 12"]  # told apart
    press(app, pygame.K_DELETE)
    question = [text for text in words_drawn(app) if text.startswith("The Last Paradise \u00b7")][-1]  # over the list
    assert font(20, True).size(question)[0] <= QUESTION.w - 60
    assert all(name[:3] in question for name in FOUR), question
