"""The setup screen's seed: blank deals afresh, a typed seed is kept and deals the same game, and
"Last game's seed" is the seed of the game last dealt (Play again included)."""
from __future__ import annotations

import random

import pygame

import scenes.setup
from scenes.menu import MenuScene, return_to_menu
from scenes.results import ResultsScene
from scenes.setup import SAME_DEAL_NOTE, SetupScene
from tests.kit.ui import FakeGameScene, app, click_widget, fake_games, fake_result, seed_entry, widget  # noqa: F401


def open_setup(app, spec) -> SetupScene:
    return_to_menu(app) if app.stack.scenes else app.push(MenuScene(app))
    setup = SetupScene(app, spec)
    app.push(setup)
    app.step(1 / 60)
    return setup


def start(app, setup: SetupScene) -> FakeGameScene:
    click_widget(app, widget(setup, "start"))
    game = app.stack.top
    assert isinstance(game, FakeGameScene)
    return game


def test_a_typed_seed_is_kept_and_deals_the_same_game_again(app, fake_games) -> None:
    spec = fake_games["fake-isle"]
    setup = open_setup(app, spec)
    seed_entry(setup).set_text("4321")
    first = start(app, setup)
    again = open_setup(app, spec)
    assert seed_entry(again).get_text() == "4321"
    second = start(app, again)
    assert first.seed == second.seed == 4321


def test_a_blank_seed_deals_a_fresh_game_each_time(app, fake_games, monkeypatch) -> None:
    monkeypatch.setattr(scenes.setup, "random", random.Random(7))
    spec = fake_games["fake-isle"]
    seeds = []
    for _ in range(3):
        setup = open_setup(app, spec)
        assert seed_entry(setup).get_text() == ""
        seeds.append(start(app, setup).seed)
    assert len(set(seeds)) == 3
    assert open_setup(app, spec).last_seed == seeds[-1]


def test_last_games_seed_follows_play_again_and_the_typed_seed_stays(app, fake_games) -> None:
    spec = fake_games["fake-isle"]
    setup = open_setup(app, spec)
    seed_entry(setup).set_text("4321")
    game = start(app, setup)
    result, seats = fake_result()
    results = ResultsScene(app, spec, result, seats, seed=game.seed, options=game.options)
    app.push(results)
    app.step(1 / 60)
    results.play_again()
    replayed = app.stack.top
    assert isinstance(replayed, FakeGameScene) and replayed.seed != 4321
    again = open_setup(app, spec)
    assert again.last_seed == replayed.seed
    assert seed_entry(again).get_text() == "4321"


def test_the_setup_says_a_typed_seed_deals_the_same_game(app, fake_games, monkeypatch) -> None:
    written: list[str] = []
    real = scenes.setup.blit_text

    def recording(surface: pygame.Surface, text: str, *args, **kwargs):
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(scenes.setup, "blit_text", recording)
    setup = open_setup(app, fake_games["fake-isle"])
    setup.draw(app.canvas)
    assert not any(line in SAME_DEAL_NOTE for line in written if line)
    seed_entry(setup).set_text("77")
    written.clear()
    setup.draw(app.canvas)
    assert " ".join(line for line in written if line in SAME_DEAL_NOTE) == SAME_DEAL_NOTE


def test_enter_in_the_seed_field_leads_to_start_and_a_second_enter_starts(app, fake_games) -> None:
    from tests.kit.ui import press, type_text

    setup = open_setup(app, fake_games["fake-isle"])
    click_widget(app, seed_entry(setup))
    type_text(app, "77")
    press(app, pygame.K_RETURN)  # finishes the seed
    assert app.stack.top is setup
    press(app, pygame.K_RETURN)  # presses what the focus moved to: Start, never Back
    game = app.stack.top
    assert isinstance(game, FakeGameScene), f"{type(game).__name__} is on top"
    assert game.seed == 77
