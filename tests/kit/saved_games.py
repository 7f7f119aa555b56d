"""The saved-games screens' test helpers: saves of played games in the saves folder, the menu and the Saved
games screen opened one frame old."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui

from game.core import make_seats
from game.record import GameRecord
from game.saves import new_save_path, write_save
from game.spec import GameSpec
from scenes.games import playable_games, saves_dir
from scenes.manager import App
from scenes.menu import IslandScreen, MenuScene
from scenes.saved_games import SavedGamesScene
from tests.kit.ui import FRAME, widget

GAMES = playable_games()
PARADISIO = GAMES["paradisio"]
LAST_PARADISE = GAMES["last-paradise"]
GOLD = pygame.Color("#e0b860")
"""A gold button's fill (theme.json's ``#primary`` ``normal_bg``)."""
LONG_NAMES = ["Aleksandrina Vol", "Bartholomew Quil", "Constantinopolis", "Dorothea Wilhelm", "Evangelina Rossi"]


def play(record: GameRecord, moves: int | None) -> GameRecord:
    """Apply each seat's first legal action ``moves`` times (None: to the end)."""
    count = 0
    while not record.state.is_over and (moves is None or count < moves):
        seat = record.state.to_move[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
        count += 1
    return record


def saved_game(spec: GameSpec, names: list[str], moves: int | None = 1, saved_at: float | None = None,
               seed: int = 7) -> Path:
    """A save in the saves folder (its header's date set to ``saved_at`` if given)."""
    record = play(GameRecord.start(spec, make_seats(names), seed), moves)
    path = new_save_path(saves_dir(), spec.id)
    write_save(path, record)
    if saved_at is not None:
        data = json.loads(path.read_text())
        data["saved_at"] = saved_at
        path.write_text(json.dumps(data))
    return path


def break_moves(path: Path) -> bytes:
    """Make the save's first move name a seat not at the table (the header still looks sound)."""
    data = json.loads(path.read_text())
    data["record"]["moves"][0][0] = 99
    damaged = json.dumps(data).encode()
    path.write_bytes(damaged)
    return damaged


def open_menu(app: App) -> MenuScene:
    """The menu, one frame old."""
    menu = MenuScene(app)
    app.push(menu)
    app.step(FRAME)
    return menu


def open_screen(app: App) -> SavedGamesScene:
    """The Saved games screen over the menu, one frame old (so keys reach it)."""
    open_menu(app)
    screen = SavedGamesScene(app)
    app.push(screen)
    app.step(FRAME)
    return screen


def paths(screen: SavedGamesScene) -> list[Path]:
    """The saves listed, top to bottom."""
    return [row.summary.path for row in screen.rows]


def drawn_gold(app: App, screen: IslandScreen, key: str) -> bool:
    """Whether the button of ``screen``'s stop ``key`` is drawn gold, after drawing a frame."""
    app.draw()
    rect = pygame.Rect(widget(screen, key).get_abs_rect())
    return bool(app.canvas.get_at((rect.x + 12, rect.centery)) == GOLD)


def buttons_shown(screen: IslandScreen) -> dict[str, bool]:
    """Every button the screen shows, by its words: whether it can be pressed."""
    return {element.text: element.is_enabled for element in screen.ui.get_sprite_group().sprites()
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible}
