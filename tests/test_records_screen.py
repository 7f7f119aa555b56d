"""The Records screen: reached from the menu, readable at 1280×720 and 900×560, sorted by any heading, Esc back,
keys from the menu never acting on it; and a finished game loaded again or replayed is not counted again."""
from __future__ import annotations

import pygame
import pytest

from game.saves import list_saves
from scenes.games import open_saved_game, saves_dir
from scenes.menu import MenuScene
from scenes.records.keeping import read_records
from scenes.records.screen import CARD, KEY_HINT, TALLY_COLUMNS, RecordsScene
from scenes.replay import start_replay
from scenes.results import ResultsScene
from sprites.records_table import column_rects
from tests.kit.finished import finished_game, save_finished
from tests.kit.paradisio_scene import words_drawn
from tests.kit.ui import app, click, key_event, press  # noqa: F401

LONG = "山田太郎山田太郎山田太郎山田太郎"


@pytest.fixture
def played(app) -> None:  # noqa: F811
    saves_dir().mkdir(parents=True)
    for i, names in enumerate((("Ana", "Ben"), ("Ben", LONG), ("Ana", "Ben"), ("Ben", "Ana"))):
        save_finished(saves_dir(), f"paradisio-{i}", finished_game(names, i + 1))
    save_finished(saves_dir(), "lp", finished_game(("Ana", "Ben", "Mango bot"), 2, "last-paradise",
                                                   ("human", "human", "hard")))
    read_records()


def open_records(app) -> RecordsScene:  # noqa: F811
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    menu.focus.focus_key("records")
    menu.focus.activate()
    app.step(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, RecordsScene)
    app.step(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (900, 560)])
def test_every_view_draws_its_words_whole_at_both_sizes(app, played, size) -> None:  # noqa: F811
    app.resize(size)
    scene = open_records(app)
    drawn = words_drawn(app)
    assert "Players' records" in drawn and LONG in drawn and "Mango bot (computer)" in drawn
    assert not [w for w in drawn if w.endswith("\u2026")], "a cell was cut"
    for key, words in ((pygame.K_2, ("Ana ahead", "Ben ahead", "Paradisio")),
                       (pygame.K_3, ("Place reached in each game", "Win rate so far")),
                       (pygame.K_4, ("Computer: hard",)), (pygame.K_5, ("Free play", "Hard puzzle"))):
        press(app, key)
        drawn = words_drawn(app)
        assert all(word in drawn for word in words), (scene.view, drawn)
    assert app.canvas.get_size() == (1280, 720)


def test_a_click_on_a_heading_sorts_and_a_second_click_sorts_the_other_way(app, played) -> None:  # noqa: F811
    scene = open_records(app)
    won = next(rect for column, rect in zip(TALLY_COLUMNS, column_rects(CARD,
                                                                         TALLY_COLUMNS)) if column.sort == "won")
    click(app, won.center)
    wins = [int(row[3]) for row in scene.rows()]
    assert scene.sorted_by["players"] == "won" and wins == sorted(wins, reverse=True) and wins[0] > wins[-1]
    click(app, won.center)
    assert [int(row[3]) for row in scene.rows()] == sorted(wins)


def test_tab_to_a_heading_and_enter_sorts_by_it(app, played) -> None:  # noqa: F811
    scene = open_records(app)
    scene.focus.shown = True
    scene.focus.focus_key("sort:name")
    press(app, pygame.K_RETURN)
    names = [row[0] for row in scene.rows()]
    assert scene.sorted_by["players"] == "name" and names == sorted(names, key=str.casefold)


def test_esc_goes_back_a_key_from_the_menu_does_nothing_and_any_other_key_is_answered(app, played) -> None:  # noqa: F811
    scene = open_records(app)
    scene.keys.arm(app.frames)
    app.step(1 / 60, [key_event(pygame.K_ESCAPE)])  # pressed in the frame that opened it: from the menu
    assert app.stack.top is scene
    press(app, pygame.K_q)
    assert scene.message == KEY_HINT
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_finished_game_loaded_again_or_replayed_is_not_counted_again(app, played) -> None:  # noqa: F811
    before = read_records()
    path = saves_dir() / "paradisio-0.json"
    open_saved_game(app, path)
    for _ in range(600):
        app.step(1 / 60)
        if isinstance(app.stack.top, ResultsScene):
            break
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.record is not None
    start_replay(app, results.record)
    for _ in range(120):
        app.step(1 / 60)
    assert read_records() == before
    assert [s.path.name for s in list_saves(saves_dir()) if s.finished].count("paradisio-0.json") == 1


def test_a_game_finished_at_the_table_is_recorded_at_its_end(app) -> None:  # noqa: F811
    from scenes.games import replayed

    saves_dir().mkdir(parents=True)
    read_records()
    whole = finished_game(("Ana", "Ben"), 4, kinds=("easy", "easy"))
    near = replayed(whole, count=len(whole.moves) - 1)
    path = save_finished(saves_dir(), "paradisio-near", near)
    open_saved_game(app, path)
    for _ in range(1200):
        app.step(1 / 20)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene)
    assert [(g.save_id, [s.name for s in g.seats]) for g in read_records()] == [("paradisio-near", ["Ana", "Ben"])]


def test_the_chart_shows_the_person_chosen_and_a_click_on_the_name_shows_the_next(app, played) -> None:  # noqa: F811
    from scenes.records.screen import place_share
    from scenes.records.tally import history
    from tests.kit.ui import click_widget, widget

    scene = open_records(app)
    press(app, pygame.K_3)
    assert scene.view == "history" and scene.chosen == "Ben"  # who played most
    wins = sum(o.rank == 1 for o in history(scene.games, "Ben").outcomes)
    assert f"5 games, {wins} first place{'' if wins == 1 else 's'} ({round(100 * wins / 5)}%)" in words_drawn(app)
    click_widget(app, widget(scene, "pick:chart"))
    assert scene.chosen == LONG and any(w.startswith("1 game, ") for w in words_drawn(app))
    assert (place_share(1, 3), place_share(3, 3), place_share(2, 3), place_share(1, 1), place_share(2, 1)) == \
        (1.0, 0.0, 0.5, 1.0, 0.0)


def test_a_game_played_long_ago_shows_its_day_whole() -> None:
    from scenes.records.screen import played_when
    from sprites.text import font

    assert played_when(1_700_000_000.0) == "14 Nov 2023" or played_when(1_700_000_000.0).endswith("Nov 2023")
    widest = max((played_when(1_700_000_000.0 + day * 86400) for day in range(0, 365, 7)), key=lambda t: font(18).size(t)[0])
    assert font(18).size(widest)[0] <= next(c.width for c in TALLY_COLUMNS if c.sort == "last played") - 12


def test_a_click_on_a_persons_row_opens_their_chart_and_a_computers_row_says_why_not(app, played) -> None:  # noqa: F811
    from sprites.records_table import row_rect

    scene = open_records(app)
    rows = scene.tallies()
    computer = next(i for i, t in enumerate(rows) if t.computer)
    click(app, row_rect(CARD, computer).center)
    assert scene.view == "players" and "for people" in scene.message
    person = next(i for i, t in enumerate(rows) if t.name == LONG)
    click(app, row_rect(CARD, person).center)
    assert scene.view == "history" and scene.chosen == LONG


def test_head_to_head_players_change_by_left_and_right_and_never_meet_themselves(app, played) -> None:  # noqa: F811
    scene = open_records(app)
    press(app, pygame.K_2)
    assert scene.pair == ["Ana", "Ben"]
    scene.focus.shown = True
    scene.focus.focus_key("pick:0")
    seen = []
    for _ in range(4):
        press(app, pygame.K_RIGHT)
        seen.append(tuple(scene.pair))
    assert all(first != second for first, second in seen) and {first for first, _ in seen} == {"Ana", LONG}


def test_the_players_table_shows_the_hints_each_person_took(app) -> None:  # noqa: F811
    saves_dir().mkdir(parents=True)
    hinted = finished_game(("Ana", "Ben"), 1)
    hinted.hints = [3, 0]
    save_finished(saves_dir(), "paradisio-hinted", hinted)
    save_finished(saves_dir(), "paradisio-plain", finished_game(("Ana", "Ben"), 2))
    read_records()
    scene = open_records(app)
    heading = next(i for i, column in enumerate(TALLY_COLUMNS) if column.sort == "hints")
    assert {row[0]: row[heading] for row in scene.rows()} == {"Ana": "3", "Ben": "0"}
    assert "Hints" in words_drawn(app)
    click(app, column_rects(CARD, TALLY_COLUMNS)[heading].center)
    assert scene.sorted_by["players"] == "hints" and scene.rows()[0][0] == "Ana"
