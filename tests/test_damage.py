"""Drawing only what changed (:mod:`sprites.damage`, and the tables' kept still layers): the window shows, frame
after frame, exactly what a fresh drawing of the whole picture shows (still layers drawn from nothing), while most
frames copy and send only the parts that changed."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import make_seats
from scenes.games import playable_games, start_game
from scenes.manager import App
from scenes.play import GameScene
from sprites import pen
from sprites.damage import FrameCanvas, KeptStill, lay_still
from sprites.display import Letterbox
from tests.kit.app import make_app
from tests.kit.window import fresh_picture, shown

FRAME = 1 / 60
GAMES = {"paradisio": 2, "last-paradise": 3, "paradise-fallen": 2, "last-resort": 2}


def watch(app: App, monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Note, for each frame presented from now on, whether only its changed parts were sent."""
    partial: list[bool] = []
    present = app.presenter.present

    def noted(canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
              changed: list[pygame.Rect] | None = None) -> None:
        partial.append(changed is not None)
        present(canvas, window, letterbox, changed)

    monkeypatch.setattr(app.presenter, "present", noted)
    return partial


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_window_equals_a_fresh_whole_drawing_while_computers_play(game: str, size: tuple[int, int],
                                                                    tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=size)
    assert isinstance(app.canvas, FrameCanvas)
    names = ["Anna", "Birgit", "Claus"][:GAMES[game]]
    start_game(app, playable_games()[game], make_seats(names, ["easy"] * len(names)), 7)
    partial = watch(app, monkeypatch)
    checked = 0
    for number in range(240):
        drawn = app.frames
        # the pointer wanders over the table, so hover marks come and go
        app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + 7 * number % 1500, 300 + 3 * number % 600),
                                            rel=(7, 3), buttons=(0, 0, 0))])
        if app.frames == drawn or number % 3:
            continue
        assert shown(app) == fresh_picture(app), f"frame {number}: the window differs from a whole drawing"
        checked += 1
    assert checked >= 40
    assert sum(partial) >= len(partial) // 2, f"only {sum(partial)} of {len(partial)} frames were sent in part"


def test_only_what_a_frame_or_its_still_changed_is_sent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    canvas = app.canvas
    assert isinstance(canvas, FrameCanvas)
    still = pen.Canvas(canvas.get_size(), scale=canvas.scale, device=canvas.device_size())
    still.fill((20, 90, 140))
    canvas.begin()
    lay_still(canvas, still)
    assert canvas.finish() is None  # the first lay of a still is whole
    canvas.begin()
    lay_still(canvas, still)
    assert canvas.finish() == []
    canvas.begin()
    lay_still(canvas, still)
    pen.rect(canvas, (250, 0, 0), (100, 100, 10, 10))
    changed = canvas.finish()
    assert changed is not None and changed and all(part.colliderect(pen.device_rect((100, 100, 10, 10), 1.5))
                                                   for part in changed)
    still.fill((0, 0, 0), (0, 0, 40, 40))  # the still changed in a corner: laid there and where the square was
    canvas.begin()
    lay_still(canvas, still)
    assert sorted(map(tuple, canvas.finish() or [])) == [(0, 0, 72, 24), (0, 24, 72, 24), (0, 48, 72, 24),
                                                         (144, 144, 24, 24)]
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(still, "RGB")
    still.fill((90, 0, 0))  # the still changed all over: laid and sent whole
    canvas.begin()
    lay_still(canvas, still)
    assert canvas.finish() is None
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(still, "RGB")


def test_a_kept_still_draws_a_changed_part_again_only_in_its_area(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    canvas = app.canvas
    assert isinstance(canvas, FrameCanvas)
    colours = {"left": (200, 0, 0), "right": (0, 0, 200)}
    areas = {"left": pygame.Rect(100, 100, 50, 50), "right": pygame.Rect(600, 100, 50, 50)}
    clips: list[pygame.Rect] = []

    def draw(picture: pygame.Surface) -> None:
        clips.append(picture.get_clip())
        picture.fill((10, 10, 10))
        for side, area in areas.items():
            pen.rect(picture, colours[side], area.inflate(-10, -10), border_radius=4)

    still = KeptStill()
    parts = lambda: [(area.inflate(4, 4), colours[side]) for side, area in areas.items()]  # noqa: E731
    canvas.begin()
    still.lay(canvas, ("key",), draw, parts())
    canvas.finish()
    assert clips == [pygame.Rect(0, 0, 1280, 720)]
    colours["right"] = (0, 200, 0)
    canvas.begin()
    still.lay(canvas, ("key",), draw, parts())
    changed = canvas.finish()
    assert clips[1:] == [areas["right"].inflate(4, 4)]
    fresh = pen.Canvas((1280, 720), scale=1.5, device=(1920, 1080))
    draw(fresh)
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert changed is not None and all(part.colliderect(pen.device_rect(areas["right"], 1.5)) for part in changed)
    still.lay(canvas, ("another key",), draw, parts())
    assert clips[-1] == pygame.Rect(0, 0, 1280, 720)  # a new key: drawn whole


@pytest.mark.parametrize(("game", "seats"), [("paradisio", 2), ("last-paradise", 5), ("paradise-fallen", 4),
                                             ("last-resort", 4), ("last-resort", 1)])
def test_whole_games_at_speed_show_what_a_fresh_drawing_shows(game: str, seats: int, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seventh frame drawn of a whole game of computers at 8x speed, to the results, at 1920x1080."""
    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    app.settings.animation_speed = 8.0
    names = ["Anna", "Birgit", "Claus", "Dorte", "Emil"][:seats]
    table = start_game(app, playable_games()[game], make_seats(names, ["easy"] * seats), 4)
    assert isinstance(table, GameScene)
    checked = 0
    for number in range(20000):
        drawn = app.frames
        pointer = [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + 7 * number % 1500, 300 + 3 * number % 600),
                                      rel=(1, 1), buttons=(0, 0, 0))] if number % 5 == 0 else []
        app.step(FRAME, pointer)
        if app.frames != drawn and number % 7 == 0:
            assert shown(app) == fresh_picture(app), f"frame {number}: the window differs from a whole drawing"
            checked += 1
        if app.stack.top is not table and table.record.state.is_over:
            break
    assert table.record.state.is_over and checked >= 50


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_the_menu_shows_what_a_fresh_drawing_shows_while_the_waves_roll(size: tuple[int, int], tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu keeps the sea, the titles and the cards in a still layer and draws only the waves and the islands
    round them: while the waves roll, the mouse crosses the cards and the keys move the focus, every frame shown is
    the whole menu drawn afresh, and most are sent in part."""
    from scenes.menu import MenuScene, return_to_menu

    app = make_app(tmp_path, monkeypatch, window_size=size)
    menu = return_to_menu(app)
    assert isinstance(menu, MenuScene) and isinstance(app.canvas, FrameCanvas)
    partial = watch(app, monkeypatch)
    scale = app.canvas.scale
    checked = 0
    for number in range(120):
        x, y = 60 + (number * 37) % 1160, 150 + (number * 23) % 500
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x * scale), round(y * scale)), rel=(37, 23),
                                     buttons=(0, 0, 0))]
        if number % 17 == 5:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        if number == 60:
            menu.notice = "A settings file could not be read, so it was set aside."
        drawn = app.frames
        app.step(1 / 12, events)  # an ambient frame's step: the waves move as well
        if app.frames == drawn:
            continue
        assert shown(app) == fresh_picture(app), f"frame {number}: the window differs from a whole drawing"
        checked += 1
    assert checked >= 100
    assert sum(partial) >= 0.8 * len(partial), f"only {sum(partial)} of {len(partial)} frames were sent in part"


def test_the_menu_lets_its_still_layer_go_while_a_screen_hides_it(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Hidden under a game's table the menu keeps no picture of the window; back on top it draws it again whole."""
    from scenes.menu import return_to_menu

    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    menu = return_to_menu(app)
    app.step(FRAME, [])
    assert menu.still.picture is not None
    start_game(app, playable_games()["paradisio"], make_seats(["Anna", "Birgit"], ["easy", "easy"]), 3)
    app.step(FRAME, [])
    assert menu.still.picture is None
    return_to_menu(app)
    app.step(FRAME, [])
    assert menu.still.picture is not None and shown(app) == fresh_picture(app)
