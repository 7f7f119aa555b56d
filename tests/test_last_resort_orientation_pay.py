"""Last Resort ruling 13: the four Orientations pay alike (Blue's 'Any Colour' place 2, was 3), and every game
begun before it keeps the earlier pay: a record without the ``any_colour_pay`` option means 3."""
from __future__ import annotations

import pygame

from game.core import make_seats
from game.last_resort import ANY_COLOUR, SPEC, LastResortState, new_game
from game.last_resort.boards import ORIENTATION_SPACE, STATIONS
from game.last_resort.station import check_out
from game.last_resort.tiles import TILES
from game.record import GameRecord
from game.registry import available_games
from game.saves import load_save
from scenes.games import start_game
from scenes.menu import MenuScene
from scenes.play import GameScene
from scenes.setup import SetupScene
from tests.golden.make_golden import SAVES
from tests.kit.app import make_app
from tests.kit.typed import as_a

BLUE = 0


def table(record: GameRecord, moves: int | None = None) -> LastResortState:
    """The record's state (after ``moves`` moves when given)."""
    return as_a(LastResortState, record.state if moves is None else record.state_at(moves))


def orientation_pays(state: LastResortState) -> list[list[int]]:
    """What each station's Orientation pays place by place, as the game dealt it."""
    return [[s.cash for s in TILES[plan.tiles[ORIENTATION_SPACE]].spaces] for plan in state.stations]


def test_every_station_starts_with_an_orientation_that_pays_alike():
    # ruling 13: Blue's 'Any Colour' place paid 3, and made Blue the favourite of three-seat tables
    assert [sorted(space.cash for space in TILES[station.orientation].spaces) for station in STATIONS] == [[1, 2, 2]] * 4
    assert orientation_pays(new_game(4, 3)) == [[1, 2, 2]] * 4


def test_a_new_game_pays_2_at_blues_any_colour_place_and_a_record_without_the_option_3():
    seats = make_seats(["Ana", "Ben", "Cy"])
    new = GameRecord.start(SPEC, seats, 7, {o.key: o.default for o in SPEC.options})
    old = GameRecord.start(SPEC, seats, 7, {"something_wrong": False})  # as every record made before ruling 13
    assert new.options["any_colour_pay"] == 2 and old.options["any_colour_pay"] == 3
    # Blue's Orientation starts full (Relax, Inspire, and Thrill on the 'Any Colour' place): an Amenity check-out
    assert check_out(table(new).stations[BLUE], "amenity") == [(ORIENTATION_SPACE, 3, 1 + 2 + 2)]
    assert check_out(table(old).stations[BLUE], "amenity") == [(ORIENTATION_SPACE, 3, 1 + 2 + 3)]
    assert orientation_pays(table(new))[1:] == orientation_pays(table(old))[1:]  # the other stations never changed
    again = GameRecord.from_dict(SPEC, new.to_dict())  # a game saved now keeps the ruling
    assert again.options["any_colour_pay"] == 2 and check_out(table(again).stations[BLUE], "amenity")[0][2] == 5


def test_a_save_of_the_version_before_loads_with_the_earlier_pay():
    for name in ("last-resort-halfway.json", "last-resort-finished.json"):
        record = load_save(SAVES / name, available_games())  # its moves replay and match its snapshot
        assert record.options["any_colour_pay"] == 3
        assert [s.cash for s in TILES[table(record, 0).stations[BLUE].tiles[ORIENTATION_SPACE]].spaces] == [1, 2, 3]


def test_the_setup_screen_does_not_show_the_ruling_and_a_new_game_takes_it(tmp_path, monkeypatch):
    assert not ANY_COLOUR.shown and SPEC.shown_options == SPEC.options[:1]
    app = make_app(tmp_path, monkeypatch)
    app.push(MenuScene(app))
    setup = SetupScene(app, SPEC)
    app.push(setup)
    app.step(1 / 60)
    assert set(setup.dropdowns) == {"something_wrong"}
    assert {item.key for item in setup.focus.items if item.key.startswith("option:")} == {"option:something_wrong"}
    assert setup.options["any_colour_pay"] == 2
    # a game started without options (as --autoplay starts one) is a new game: the ruling holds
    scene = as_a(GameScene, start_game(app, SPEC, make_seats(["Ana", "Ben"]), seed=5))
    assert scene.record.options["any_colour_pay"] == 2 and orientation_pays(table(scene.record))[BLUE] == [1, 2, 2]
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    app.shutdown()


def test_play_again_after_a_game_saved_before_the_ruling_deals_a_game_with_it(tmp_path, monkeypatch):
    from scenes.results import ResultsScene

    record = load_save(SAVES / "last-resort-finished.json", available_games())
    assert record.options["any_colour_pay"] == 3
    app = make_app(tmp_path, monkeypatch)
    app.push(MenuScene(app))
    results = ResultsScene(app, SPEC, record.state.result(), list(record.seats), record.seed, dict(record.options), record)
    app.push(results)
    app.step(1 / 60)
    results.play_again()
    scene = as_a(GameScene, app.stack.top)
    assert scene.record.options["any_colour_pay"] == 2
    assert scene.record.options["something_wrong"] == record.options["something_wrong"]  # the players' choice stays
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    app.shutdown()
