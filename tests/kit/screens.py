"""Every screen of the app, opened on a headless app: the fuzz and the window-size checks go through them all."""
from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache

import pygame

from game.core import Seat, SeatKind, make_seats
from game.last_paradise import SPEC as LAST_PARADISE
from game.last_paradise import ChooseLot
from game.last_resort import SPEC as LAST_RESORT
from game.paradise_fallen import SPEC as PARADISE_FALLEN
from game.paradisio import SPEC as PARADISIO
from game.record import GameRecord
from game.registry import available_games
from game.saves import new_save_path, save_text, write_save
from scenes.games import saves_dir
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.solitaire import SolitaireScene
from scenes.pause import PauseScene
from scenes.replay import ReplayScene, start_replay
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.saved_games import SavedGamesScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from tests.kit.last_paradise_scene import GUARD_FRAMES, last_paradise_state

FRAME = 1 / 60


@cache
def finished(game_id: str) -> GameRecord:
    """A whole game played by easy computer players."""
    spec = available_games()[game_id]
    names = ["Ana", "Bo"] if game_id == "paradisio" else ["Anna", "Ben", "Cleo", "Dan"]
    record = GameRecord.start(spec, make_seats(names, ["easy"] * len(names)), 11)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        bot = spec.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    return record


def human_seats(names: list[str], kinds: list[SeatKind]) -> list[Seat]:
    """Seats with awkward names, so the fuzz also draws them."""
    return make_seats(names, kinds)


def last_paradise_record(phase: str) -> GameRecord:
    """A Last Paradise game (humans in seats 0 and 2) moved on by the rules until ``phase`` calls a human."""
    record = GameRecord.start(LAST_PARADISE, human_seats(["Zoë 漢字", "Ben", "مريم", "Dan"],
                                                         ["human", "easy", "human", "easy"]), 5)
    state = last_paradise_state(record)
    if phase == "bid":
        record.apply(state.chooser, ChooseLot(state.opening_left[0]))
        return record
    while not (state.phase == phase and any(record.seats[s].is_human for s in state.to_move)):
        seat = state.to_move[0]
        bot = LAST_PARADISE.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    return record


def paradisio_record() -> GameRecord:
    """A fresh Paradisio match, a human against the computer."""
    return GameRecord.start(PARADISIO, human_seats(["Ωmega", "Bo"], ["human", "easy"]), 7)


HOSTILE_NAMES = ("a\x00b", "\u200d", "\ud800", "\u202e\u0301")
"""Seat names a hand-edited save may hold: NUL, nothing to draw, a lone surrogate, a bidi override."""


def hostile_save_text(record: GameRecord, header: bool) -> str:
    """A save of ``record`` edited by hand: odd seat names (and, with ``header``, a long progress line with NUL)."""
    data = json.loads(save_text(record))
    names = [HOSTILE_NAMES[i % len(HOSTILE_NAMES)] for i in range(len(record.seats))]
    if header:
        data["players"] = names
        data["progress"] = "Round \u0000 " * 400
    for seat, name in zip(data["record"]["seats"], names):
        seat["name"] = name
    return json.dumps(data)


def write_saves() -> None:
    """A game in progress, a finished one, a hand-edited one and a damaged file in the saves folder."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    write_save(new_save_path(folder, "paradisio"), paradisio_record())
    write_save(new_save_path(folder, "last-paradise"), finished("last-paradise"))
    for header in (False, True):
        new_save_path(folder, "paradisio").write_text(hostile_save_text(paradisio_record(), header), encoding="utf-8")
    (folder / "broken.json").write_text("{not json", encoding="utf-8")


# opening each screen -----------------------------------------------------------------
def step_until(app: App, done: Callable[[], bool], frames: int = 3000) -> None:
    """Step frames (no input) until ``done()``."""
    for _ in range(frames):
        if done():
            return
        app.step(FRAME, [])
    raise AssertionError("the screen under test never opened")


def open_private(app: App, phase: str, screen: type) -> None:
    """A Last Paradise table at a human's private screen (the cover is lifted with Space)."""
    app.push(LastParadiseScene(app, last_paradise_record(phase)))
    step_until(app, lambda: isinstance(app.stack.top, HandoverScene))
    if screen is HandoverScene:
        return
    for _ in range(GUARD_FRAMES):  # the cover takes no input in its first moment
        app.step(FRAME, [])
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    step_until(app, lambda: isinstance(app.stack.top, screen))


def paradise_fallen_record(first: SeatKind) -> GameRecord:
    """A fresh Paradise Fallen game with awkward names, two humans; ``first`` is the kind of the seat that starts."""
    second: SeatKind = "easy" if first == "human" else "human"
    return GameRecord.start(PARADISE_FALLEN, human_seats(["Zoë 漢字", "Ben", "مريم", "Dan"],
                                                           [first, second, first, second]), 5)


def open_paradise_fallen(app: App, screen: type) -> None:
    """A Paradise Fallen table, and (``screen`` HandOverlay) its first human's hand, the cover lifted with Space."""
    app.push(ParadiseFallenScene(app, paradise_fallen_record("human" if screen is HandOverlay else "easy")))
    if screen is ParadiseFallenScene:
        return
    step_until(app, lambda: isinstance(app.stack.top, (HandoverScene, HandOverlay)))
    for _ in range(GUARD_FRAMES):
        app.step(FRAME, [])
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    step_until(app, lambda: isinstance(app.stack.top, screen))


def open_last_resort(app: App, screen: type) -> None:
    """A Last Resort table with awkward names and two humans: at the first human's turn to take a tourist, or
    (``screen`` AdvertOverlay) at the first human's Advert overlay, the cover lifted with Space."""
    record = GameRecord.start(LAST_RESORT, human_seats(["Zoë 漢字", "Ben", "مريم", "Dan"],
                                                       ["human", "easy", "human", "easy"]), 5)
    if screen is LastResortScene:  # moved on by the rules to a human's public decision (a tourist to take)
        state = record.state
        while not (state.view(None)["phase"] == "arrivals" and 0 in state.to_move):
            seat = state.to_move[0]
            bot = LAST_RESORT.make_bot("easy", record.bot_seed(seat))
            record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
        app.push(LastResortScene(app, record))
        return
    app.push(LastResortScene(app, record))
    step_until(app, lambda: isinstance(app.stack.top, (HandoverScene, AdvertOverlay)))
    for _ in range(GUARD_FRAMES):
        app.step(FRAME, [])
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    step_until(app, lambda: isinstance(app.stack.top, screen))


def open_pause(app: App) -> None:
    """The pause menu over a Paradisio table."""
    table = ParadisioMatchScene(app, paradisio_record())
    app.push(table)
    table.pause()


def open_results(app: App, game_id: str) -> None:
    """The results of a finished game (with its history, so Replay is offered)."""
    record = finished(game_id)
    app.push(ResultsScene(app, record.spec, record.state.result(), list(record.seats), record.seed,
                          dict(record.options), record))


def open_replay(app: App, game_id: str) -> None:
    """The replay of a finished game."""
    start_replay(app, finished(game_id))


SCREENS: dict[str, tuple[type, Callable[[App], None]]] = {
    "menu": (MenuScene, lambda app: None),
    "setup paradisio": (SetupScene, lambda app: app.push(SetupScene(app, PARADISIO))),
    "setup last paradise": (SetupScene, lambda app: app.push(SetupScene(app, LAST_PARADISE))),
    "settings": (SettingsScene, lambda app: app.push(SettingsScene(app))),
    "rules": (RulesScene, lambda app: app.push(RulesScene(app, LAST_PARADISE.title, LAST_PARADISE.rules_text))),
    "pause": (PauseScene, open_pause),
    "results paradisio": (ResultsScene, lambda app: open_results(app, "paradisio")),
    "results last paradise": (ResultsScene, lambda app: open_results(app, "last-paradise")),
    "saved games": (SavedGamesScene, lambda app: app.push(SavedGamesScene(app))),
    "replay last paradise": (ReplayScene, lambda app: open_replay(app, "last-paradise")),
    "replay paradisio": (ReplayScene, lambda app: open_replay(app, "paradisio")),
    "paradisio match": (ParadisioMatchScene, lambda app: app.push(ParadisioMatchScene(app, paradisio_record()))),
    "last paradise table": (LastParadiseScene,
                            lambda app: app.push(LastParadiseScene(app, last_paradise_record("choose lot")))),
    "hand-over cover": (HandoverScene, lambda app: open_private(app, "bid", HandoverScene)),
    "bid": (BidScene, lambda app: open_private(app, "bid", BidScene)),
    "offer": (OfferScene, lambda app: open_private(app, "offer", OfferScene)),
    "solitaire": (SolitaireScene, lambda app: app.push(SolitaireScene(app, seed=3))),
    "paradise fallen table": (ParadiseFallenScene, lambda app: open_paradise_fallen(app, ParadiseFallenScene)),
    "paradise fallen hand": (HandOverlay, lambda app: open_paradise_fallen(app, HandOverlay)),
    "last resort table": (LastResortScene, lambda app: open_last_resort(app, LastResortScene)),
    "last resort advert": (AdvertOverlay, lambda app: open_last_resort(app, AdvertOverlay)),
}


def open_screen(app: App, name: str) -> None:
    """The menu at the bottom and the screen under test on top."""
    app.running = True
    app.stack.clear_to(MenuScene(app))
    SCREENS[name][1](app)
    app.step(FRAME, [])
