"""Sixteen-letter names (one in Chinese characters) fit the Paradisio trays and the Last Paradise seat rows whole,
at 1280×720 and at 900×560 (the window scales one 1280×720 canvas, so the same boxes hold at both sizes)."""
from __future__ import annotations

import pygame
import pytest

from game.core import Seat, SeatKind, make_seats
from game.last_paradise import SPEC as LAST_PARADISE
from game.paradisio import SPEC as PARADISIO
from game.record import GameRecord
from scenes.paradisio.match import ParadisioMatchScene
from sprites import palette
from sprites.backdrop import seat_look
from sprites.last_paradise.history import seat_columns
from sprites.last_paradise.panels import seat_row
from sprites.last_paradise.reveal import PANEL as REVEAL_PANEL
from sprites.last_paradise.reveal import name_lines
from sprites.paradisio.match_art import TRAYS
from sprites.text import font
from tests.kit.app import make_app
from tests.kit.last_paradise_scene import step_until, table
from tests.kit.paradisio_scene import settle, words_drawn

NAMES = ["山田太郎山田太郎山田太郎山田太郎", "Bartholomew-Jone", "WWWWWWWWWWWWWWWW", "Dorothea Wilhelm", "Evangeline Rose"]
SIZES = [(1280, 720), (900, 560)]


@pytest.mark.parametrize("size", SIZES)
def test_paradisio_trays_name_both_seats_whole_inside_the_tray(tmp_path, monkeypatch, size) -> None:
    for pair in ((NAMES[0], NAMES[1]), (NAMES[2], NAMES[3])):
        app = make_app(tmp_path, monkeypatch)
        app.resize(size)
        seats = [Seat(0, pair[0], "#d9534f", "human"), Seat(1, pair[1], "#3a7bd5", "human")]
        app.push(ParadisioMatchScene(app, GameRecord.start(PARADISIO, seats, 3)))
        settle(app, 5)
        scene = app.stack.top
        assert isinstance(scene, ParadisioMatchScene)
        scene.still_cache = None  # the trays are drawn afresh in the frame whose words are taken
        drawn = words_drawn(app)
        for seat, name in enumerate(pair):
            box = TRAYS[seat].w - 80  # right of the seat's marker, inside the tray's frame
            if font(18, True).size(name)[0] <= box:
                assert name in drawn
                continue
            pairs = [(a, b) for a, b in zip(drawn, drawn[1:]) if f"{a}{b}" == name or f"{a} {b}" == name]
            assert pairs, f"{name} is cut on its tray"
            assert all(font(18, True).size(line)[0] <= box for line in pairs[0])


@pytest.mark.parametrize("size", SIZES)
def test_last_paradise_seat_rows_name_five_seats_whole(tmp_path, monkeypatch, size) -> None:
    """Each computer seat says its level in whole words ("Computer · expert", as Paradisio's trays), beside a
    sixteen-letter name, at five seats."""
    kinds: list[SeatKind] = ["human", "easy", "hard", "expert", "expert"]
    record = GameRecord.start(LAST_PARADISE, make_seats(NAMES, kinds), 5, {"starting_money": 40})
    app, scene = table(tmp_path, monkeypatch, [], record=record)
    app.resize(size)
    step_until(app, lambda: not scene.busy)
    drawn = words_drawn(app)
    for seat, name in enumerate(NAMES):
        assert name in drawn, f"{name} is cut"
        level = f"Computer · {kinds[seat]}"
        assert (level in drawn) == (seat > 0)
        computer = font(13).size(level)[0] + 8 if seat else 0
        assert 38 + font(16, True).size(name)[0] + computer <= seat_row(seat).w - 10
    assert pygame.Rect(0, 0, *app.canvas.get_size()) == pygame.Rect(0, 0, 1280, 720)


def test_paradisio_trays_wear_the_seat_look_of_the_chosen_palette(tmp_path, monkeypatch) -> None:
    """With the colour-blind palette, each tray's marker is in the colour the palette gives that seat (the same
    seat look every table uses), not the ordinary colour."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.colour_blind = True
    seats = [Seat(i, NAMES[i + 3], palette.hex_colour(palette.PLAYER_COLOURS[i][1]), "human") for i in range(2)]
    app.push(ParadisioMatchScene(app, GameRecord.start(PARADISIO, seats, 3)))
    settle(app, 5)
    app.draw()
    for i, tray in enumerate(TRAYS):
        assert tuple(app.canvas.get_at((tray.x + 36, tray.y + 36)))[:3] == seat_look(i, True)[0]


def test_the_auction_history_and_the_open_hands_name_five_long_names_whole_in_their_columns() -> None:
    """Five sixteen-letter names over the history's bid columns (three lines) and under five open hands (two lines):
    each line keeps to its column and no letter is cut, a name in one run (山田太郎…) broken between letters."""
    columns = seat_columns(5)
    gap = REVEAL_PANEL.w // 5
    for name in NAMES:
        for size, width, most in ((12, columns[0].w - 4, 3), (16, gap - 12, 2)):
            lines = name_lines(name, size, width, most)
            assert len(lines) <= most and "".join(lines).replace(" ", "") == name.replace(" ", ""), (name, lines)
            assert all(font(size, True).size(line)[0] <= width for line in lines)


def test_the_news_says_every_word_of_the_last_tile_under_a_long_starter(tmp_path, monkeypatch) -> None:
    """A sixteen-letter starter in Chinese characters takes two lines; the last tile laid is still told whole above
    Undo (the round's rule, which the log keeps, makes room)."""
    app = make_app(tmp_path, monkeypatch)
    seats = [Seat(0, NAMES[0], "#d9534f", "human"), Seat(1, NAMES[1], "#3a7bd5", "human")]
    record = GameRecord.start(PARADISIO, seats, 3)
    app.push(ParadisioMatchScene(app, record))
    scene = app.stack.top
    assert isinstance(scene, ParadisioMatchScene)
    mover = record.state.to_move[0]
    assert scene.perform(mover, record.state.legal_actions(mover)[0])
    settle(app, 60)
    told = " ".join(words_drawn(app))
    assert scene.news.move_line and ("Last tile: " + scene.news.move_line) in told
