"""The menu's Continue and the Saved games list show the game a save holds, whatever its header says (issue 15).

A hand-edited date (Infinity, NaN, centuries ahead) once put a save first for
ever, so Continue always offered it; ``"finished": true`` turned a game in
progress into a replay; a header's players were shown instead of the game's.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from game.core import make_seats
from game.record import GameRecord
from game.saves import new_save_path, write_save
from scenes.games import playable_games, saves_dir
from scenes.manager import App
from scenes.play import GameScene
from scenes.saved_games import SavedGamesScene
from tests.kit.saved_games import open_menu, open_screen
from tests.kit.ui import FRAME, app, press  # noqa: F401

PARADISIO = playable_games()["paradisio"]


def saved(names: list[str], moves: int | None, header: dict[str, Any], file_time: float | None = None) -> Path:
    """A Paradisio game (``moves`` first legal moves, None: to the end) saved with its header edited."""
    record = GameRecord.start(PARADISIO, make_seats(names), 7)
    while not record.state.is_over and (moves is None or len(record.moves) < moves):
        seat = record.state.to_move[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
    path = new_save_path(saves_dir(), PARADISIO.id)
    write_save(path, record)
    path.write_text(json.dumps({**json.loads(path.read_text()), **header}), encoding="utf-8")
    if file_time is not None:
        os.utime(path, (file_time, file_time))
    return path


@pytest.mark.parametrize("date", [float("inf"), float("nan"), 1e300, "two days ahead", float("-inf"), "soon"],
                         ids=str)
def test_continue_is_never_captured_by_a_save_whose_date_is_no_date(app: App, date: Any) -> None:
    captor = saved(["Mal", "Lory"], 1, {"saved_at": time.time() + 2 * 86400 if date == "two days ahead"
                                        else "soon" if date == "soon" else date}, file_time=1000.0)
    sound = saved(["Ana", "Ben"], 1, {"saved_at": 2000.0})
    menu = open_menu(app)
    assert menu.resume is not None and menu.resume.path == sound
    assert [row.summary.path for row in open_screen(app).rows] == [sound, captor]


def test_a_save_played_later_takes_continue_from_one_that_had_no_date(app: App) -> None:
    saved(["Mal", "Lory"], 1, {"saved_at": float("inf")}, file_time=time.time() - 60)
    later = saved(["Ana", "Ben"], 1, {})
    resume = open_menu(app).resume
    assert resume is not None and resume.path == later


def test_a_game_in_progress_whose_header_says_finished_is_continued_with_its_own_players(app: App) -> None:
    path = saved(["Ana", "Ben"], 2, {"finished": True, "players": ["Mallory"] * 5, "progress": "Mallory won 3\u20130"})
    menu = open_menu(app)
    assert menu.resume is not None and menu.resume.path == path
    button = next(item for item in menu.focus.items if item.key == "continue").element
    assert isinstance(button, pygame_gui.elements.UIButton)
    assert button.text == "Continue: Paradisio \u00b7 Ana vs Ben \u00b7 Round 1 \u00b7 tokens 0\u20130"
    screen = SavedGamesScene(app)
    app.push(screen)
    app.step(FRAME)
    line = screen.line_of(screen.rows[0])
    assert (line.title, line.detail, line.status) == ("Paradisio \u00b7 Ana vs Ben", "Round 1 \u00b7 tokens 0\u20130 \u00b7 seed 7",
                                                      "in progress")  # the seed is the record's
    assert screen.load_button is not None and screen.load_button.text == "Load"
    press(app, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.save_path == path and len(scene.record.moves) == 2
    assert scene.names == ["Ana", "Ben"] and not scene.record.state.is_over


def test_a_finished_game_whose_header_says_in_progress_is_not_offered_by_continue(app: App) -> None:
    path = saved(["Finn", "Gus"], None, {"finished": False, "progress": "Round 1 \u00b7 tokens 0\u20130"})
    assert open_menu(app).resume is None
    screen = SavedGamesScene(app)
    app.push(screen)
    app.step(FRAME)
    (row,) = screen.rows
    assert row.summary.path == path and screen.line_of(row).status == "finished"
    assert "won" in screen.line_of(row).detail
    assert screen.load_button is not None and screen.load_button.text == "Watch replay"


def test_a_save_with_no_date_and_a_file_time_far_ahead_is_listed_last_at_an_unknown_time(app: App) -> None:
    undated = saved(["Mal", "Lory"], 1, {"saved_at": float("nan")}, file_time=time.time() + 365 * 86400)
    sound = saved(["Ana", "Ben"], 1, {"saved_at": 2000.0})
    screen = open_screen(app)
    assert [row.summary.path for row in screen.rows] == [sound, undated]
    assert screen.line_of(screen.rows[1]).when == "at an unknown time"
    assert "saved at an unknown time" in screen.question_lines(screen.rows[1])[1]


def test_the_list_says_which_seats_a_computer_plays_and_at_what_level(app: App) -> None:
    from tests.kit.paradisio_scene import words_drawn

    record = GameRecord.start(PARADISIO, make_seats(["Ana", "Mango"], ["human", "expert"]), 7)
    write_save(new_save_path(saves_dir(), PARADISIO.id), record)
    people = GameRecord.start(PARADISIO, make_seats(["Finn", "Gus"]), 8)
    write_save(new_save_path(saves_dir(), PARADISIO.id), people)
    screen = open_screen(app)
    details = {row.summary.players: screen.line_of(row).detail for row in screen.rows}
    assert details[("Ana", "Mango")] == "Round 1 \u00b7 tokens 0\u20130 \u00b7 seed 7 \u00b7 computer: Mango (expert)"
    assert details[("Finn", "Gus")] == "Round 1 \u00b7 tokens 0\u20130 \u00b7 seed 8"
    assert any("computer: Mango (expert)" in words for words in words_drawn(app))
