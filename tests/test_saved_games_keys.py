"""Saved games by keyboard: Keep it leaves Delete, look-alike games read apart, Continue names the round."""
from __future__ import annotations

import re

import pygame
import pytest

from scenes.games import playable_games
from scenes.play import GameScene
from scenes.saved_games import SavedGamesScene
from scenes.setup import SetupScene
from sprites import palette
from sprites import text as drawn_text
from tests.kit.saved_games import GOLD, LONG_NAMES, PARADISIO, drawn_gold, open_menu, open_screen, saved_game
from tests.kit.ui import app, button_of, click, press, widget  # noqa: F401


def lit(app, screen: SavedGamesScene) -> list[str]:  # noqa: F811
    """The question's buttons drawn gold, and any drawn with the focus glow beside them (``+glow``)."""
    app.draw()
    found = []
    for key in ("keep", "confirm-delete"):
        rect = pygame.Rect(widget(screen, key).get_abs_rect())
        if app.canvas.get_at((rect.x + 12, rect.centery)) == GOLD:
            found.append(key)
        if app.canvas.get_at((rect.x - 3, rect.centery)) == pygame.Color(palette.GLOW):
            found.append(f"{key}+glow")
    return found


ROUND = re.compile(r"\b(Round|Year|Turn) \d+|Opening villas")
"""How each game names how far it came (its round, year or turn)."""


def test_after_keep_it_enter_loads_the_kept_game_and_never_asks_again(app) -> None:  # noqa: F811
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    press(app, pygame.K_DELETE)
    assert screen.confirming is not None
    press(app, pygame.K_RETURN)  # Keep it
    drawn = drawn_text.start_recording()
    app.draw()
    assert "Delete this saved game?" not in drawn and path.exists()
    press(app, pygame.K_RETURN)  # the focus left Delete: this Enter loads the save kept
    top = app.stack.top
    assert isinstance(top, GameScene) and top.save_path == path, f"{type(top).__name__} is on top"


def test_the_delete_question_lights_one_button_arrows_move_it_and_enter_presses_it(app) -> None:  # noqa: F811
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    press(app, pygame.K_DELETE)
    assert lit(app, screen) == ["keep"]
    press(app, pygame.K_RIGHT)  # the first arrow already moves, the way it points
    assert lit(app, screen) == ["confirm-delete"]
    press(app, pygame.K_DOWN)  # nothing below: the light stays
    assert lit(app, screen) == ["confirm-delete"]
    press(app, pygame.K_LEFT)
    assert lit(app, screen) == ["keep"]
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert not path.exists() and screen.confirming is None


def test_two_games_of_the_same_players_saved_the_same_minute_read_apart(app) -> None:  # noqa: F811
    saved_game(PARADISIO, ["Ana", "Ben"], moves=1, saved_at=1_700_000_000.0, seed=11)
    saved_game(PARADISIO, ["Ana", "Ben"], moves=1, saved_at=1_700_000_000.0, seed=12)
    screen = open_screen(app)
    drawn = drawn_text.start_recording()
    app.draw()
    lines = [text for text in drawn if "seed" in text]
    assert sorted(lines) == ["Round 1 \u00b7 tokens 0\u20130 \u00b7 seed 11", "Round 1 \u00b7 tokens 0\u20130 \u00b7 seed 12"]
    press(app, pygame.K_DELETE)
    drawn.clear()
    app.draw()
    assert any("seed 1" in text for text in drawn)  # the question says which of the two it deletes
    assert screen.confirming is not None


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_continue_names_the_round_even_with_long_names(app, game_id) -> None:  # noqa: F811
    spec = playable_games()[game_id]
    saved_game(spec, LONG_NAMES[:spec.max_players], moves=3)
    menu = open_menu(app)
    assert menu.resume is not None
    label = button_of(menu, "continue").text
    assert label.startswith(f"Continue: {spec.title}"), label
    named = ROUND.search(menu.resume.progress)
    assert named is not None, menu.resume.progress
    assert named.group(0) in label, (label, menu.resume.progress)


def test_back_on_the_menu_by_mouse_enter_does_the_gold_continue(app) -> None:  # noqa: F811
    """A game card clicked, then back on the menu (Quit to menu, or Esc from its setup): Continue is gold and
    Enter continues (Enter opened the card clicked before, under a gold Continue)."""
    saved_game(PARADISIO, ["Ana", "Ben"])
    menu = open_menu(app)
    click(app, menu.cards[2][1].center)
    assert isinstance(app.stack.top, SetupScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    assert drawn_gold(app, menu, "continue")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, GameScene)


def test_continue_is_gold_only_while_it_is_what_enter_does(app) -> None:  # noqa: F811
    """The menu's gold Continue says what Enter does; once the arrows move the focus ring to another button,
    Continue is drawn plain (it stayed gold beside the ring: two highlights), and gold again on the way back."""
    saved_game(PARADISIO, ["Ana", "Ben"])
    menu = open_menu(app)

    def gold(key: str) -> bool:
        return drawn_gold(app, menu, key)

    assert gold("continue")
    press(app, pygame.K_RIGHT)  # the gold Continue is where the focus is: the first arrow already moves
    assert menu.focus.current is not None and menu.focus.current.key == "saved"
    assert not gold("continue") and not gold("saved")
    press(app, pygame.K_LEFT)
    assert gold("continue")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, GameScene)


def test_the_key_hint_says_what_enter_does_for_the_chosen_save(app) -> None:  # noqa: F811
    """The hint said "Enter loads" while the button, for a finished game, read "Watch replay"."""
    saved_game(PARADISIO, ["Finn", "Gus"], moves=None, saved_at=3000.0)
    saved_game(PARADISIO, ["Ana", "Ben"], saved_at=2000.0)
    open_screen(app)

    def hint() -> str:
        drawn = drawn_text.start_recording()
        try:
            app.draw()
        finally:
            drawn_text.stop_recording()
        return next(text for text in drawn if text.startswith("Up/Down choose"))

    assert "Enter watches its replay" in hint()  # the finished game, newest, is chosen first
    press(app, pygame.K_DOWN)
    assert "Enter loads" in hint()
