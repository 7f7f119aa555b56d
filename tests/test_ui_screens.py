"""Settings, rules, results and pause: each screen by mouse and keyboard."""
from __future__ import annotations

import pygame
import pygame_gui

from game.core import Result, Seat, Standing
from scenes.config import load_settings, settings_path
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.settings import SettingsScene
from tests.kit.ui import FakeGameScene, app, button_of, click_widget, fake_games, fake_record, fake_result, fake_spec, press, widget  # noqa: F401

LONG_RULES = "<font size=6><b>Title</b></font><br>" + "".join(
    f"<b>Rule {i}</b> <i>is</i> a line of text that goes on for a while.<br>" for i in range(80))


def test_settings_change_is_applied_saved_and_reloaded(app) -> None:
    settings = SettingsScene(app)
    app.push(settings)
    app.step(1 / 60)
    click_widget(app, widget(settings, "muted"))
    click_widget(app, widget(settings, "colour_blind"))
    click_widget(app, widget(settings, "speed"))
    settings.focus.focus_key("volume")
    press(app, pygame.K_LEFT)  # the first key only shows the focus
    press(app, pygame.K_LEFT, pygame.K_LEFT)  # 80% -> 60%
    assert settings.slider is not None
    assert round(settings.slider.get_current_value()) == 60
    assert app.settings.muted and app.settings.colour_blind and app.settings.animation_speed == 2.0
    assert app.sounds.muted
    assert settings_path().exists()
    reloaded = load_settings()
    assert reloaded.muted and reloaded.colour_blind and reloaded.animation_speed == 2.0
    assert abs(reloaded.volume - 0.6) < 1e-6
    assert button_of(settings, "muted").text == "Muted"


def test_settings_fullscreen_toggles_and_back_pops(app) -> None:
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    click_widget(app, widget(settings, "fullscreen"))
    assert app.settings.fullscreen and load_settings().fullscreen
    click_widget(app, widget(settings, "fullscreen"))
    assert not app.is_fullscreen
    click_widget(app, widget(settings, "back"))
    assert isinstance(app.stack.top, MenuScene)


def test_rules_scroll_with_keys_and_wheel(app) -> None:
    app.push(MenuScene(app))
    rules = RulesScene(app, "Fake Isle", LONG_RULES)
    app.push(rules)
    app.step(1 / 60)
    assert rules.scroll == 0.0
    press(app, pygame.K_PAGEDOWN)
    after_page = rules.scroll
    assert after_page > 0.0
    press(app, pygame.K_DOWN)
    assert rules.scroll > after_page
    press(app, pygame.K_END)
    bottom = rules.scroll
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0,
                                         precise_y=2.0, touch=False, which=0)])
    assert rules.scroll < bottom
    press(app, pygame.K_HOME)
    assert rules.scroll == 0.0
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_results_show_every_standing_and_column(app, fake_games) -> None:
    result, seats = fake_result()
    app.push(MenuScene(app))
    results = ResultsScene(app, fake_spec(), result, seats, seed=7, options={"rounds": 5})
    app.push(results)
    for _ in range(10):
        app.step(1 / 60)
    assert [row.label for row in results.rows] == ["Hotels", "Green", "Penalty", "Score"]
    assert [standing.seat for standing, _ in results.sheet.columns] == [1, 0, 2]
    assert [results.seat_name(s.seat) for s in result.standings] == ["Birgit", "Aroha", "Chen"]
    assert results.confetti and any(bit.y > 0 for bit in results.confetti)
    app.settings.colour_blind = True
    assert results.seat_colour(2)[1] == "triangle"


def test_results_work_with_odd_results(app) -> None:
    odd = Result([Standing(5, 1, 0), Standing(0, 1, 0, {"a very long column name indeed": 1})], "A shared win.")
    results = ResultsScene(app, fake_spec(), odd, [Seat(0, "Solo")])
    app.push(results)
    app.step(1 / 60)
    assert results.seat_name(5) == "Seat 6"
    empty = ResultsScene(app, fake_spec(), Result([], "Nobody played."), [])
    app.push(empty)
    app.step(1 / 60)
    assert empty.confetti == []


def test_play_again_restarts_from_the_menu(app, fake_games) -> None:
    result, seats = fake_result()
    spec = fake_games["fake-isle"]
    app.push(MenuScene(app))
    app.push(FakeGameScene(app, fake_record(spec, seed=3)))
    app.push(ResultsScene(app, spec, result, seats, seed=3, options={"rounds": 5, "mode": "wild"}))
    click_widget(app, widget(app.stack.top, "again"))
    game = app.stack.top
    assert [type(s) for s in app.stack.scenes] == [MenuScene, FakeGameScene]
    assert game.state.seats == seats and game.options == {"rounds": 5, "mode": "wild"}
    assert game.seed != 3 or game.state.seed != 3


def test_results_main_menu_clears_the_game(app, fake_games) -> None:
    result, seats = fake_result()
    spec = fake_games["fake-isle"]
    app.push(MenuScene(app))
    app.push(FakeGameScene(app, fake_record(spec)))
    app.push(ResultsScene(app, spec, result, seats))
    for _ in range(25):  # a key of the first moment of the results (typed on from the table) never acts on them
        app.step(1 / 60)
    press(app, pygame.K_ESCAPE)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def test_pause_resume_with_esc_and_button(app, fake_games) -> None:
    game = FakeGameScene(app, fake_record(fake_games["fake-isle"]))
    app.push(MenuScene(app))
    app.push(game)
    app.push(PauseScene(app, rules=("Fake Isle", "<b>Rules</b>")))
    assert app.stack.visible()[0] is game  # the overlay shows the game below
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is game
    pause = PauseScene(app)
    app.push(pause)
    assert "rules" not in [item.key for item in pause.focus.items]
    click_widget(app, widget(pause, "resume"))
    assert app.stack.top is game


def test_pause_rules_and_settings_open_on_top(app, fake_games) -> None:
    app.push(MenuScene(app))
    pause = PauseScene(app, rules=("Fake Isle", "<b>Rules</b> here"))
    app.push(pause)
    click_widget(app, widget(pause, "rules"))
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.title == "Fake Isle"
    press(app, pygame.K_ESCAPE)
    pause.focus.focus_key("settings")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)


def test_pause_quit_to_menu_pops_to_the_bottom_menu(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    app.push(FakeGameScene(app, fake_record(fake_games["fake-isle"])))
    pause = PauseScene(app)
    app.push(pause)
    click_widget(app, widget(pause, "quit"))
    assert app.stack.scenes == [menu]


def test_pause_quit_to_menu_without_a_menu_starts_one(app, fake_games) -> None:
    app.push(FakeGameScene(app, fake_record(fake_games["fake-isle"])))
    app.push(PauseScene(app))
    pause = app.stack.top
    pause.focus.focus_key("quit")
    press(app, pygame.K_RETURN)
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MenuScene)
    assert app.running


def test_clicks_land_right_in_a_letterboxed_window(app, fake_games) -> None:
    app.resize((1600, 1000))
    menu = MenuScene(app)
    app.push(menu)
    settings_button = widget(menu, "settings")
    click_widget(app, settings_button)
    assert isinstance(app.stack.top, SettingsScene)
    assert pygame_gui.UI_BUTTON_PRESSED  # the press came through pygame_gui's own event


def test_results_leave_out_a_column_that_only_repeats_the_score():
    from game.core import Result, Standing
    from sprites.score_sheet import sheet_rows

    result = Result([Standing(0, 1, 3, {"island tokens": 3}), Standing(1, 2, 1, {"island tokens": 1})], "A wins",
                    "Island tokens")
    assert [(r.kind, r.key) for r in sheet_rows(result)] == [("score", "Island tokens")]
    mixed = Result([Standing(0, 1, 90, {"money": 90}), Standing(1, 2, 40, {"money": 50, "fine": -10})], "x")
    assert [r.key for r in sheet_rows(mixed)] == ["money", "fine", "Score"]
