"""Helpers for the thinking-sign tests: an Expert that thinks until the test lets it go, tables with it seated, and
what each table's players need to read or press (this module holds no tests itself)."""
from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pygame

from game.core import Action, SeatKind, State, make_seats
from game.spec import GameSpec
from scenes.games import playable_games, start_game
from scenes.manager import App
from scenes.play import GameScene
from tests.kit.cover import snapshot
from tests.kit.typed import as_a

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]
"""Long names (sixteen letters at most, as setup allows): the sign must find room beside them."""
PLAYERS = {"paradisio": 2, "last-paradise": 3, "paradise-fallen": 2, "last-resort": 2}
"""The seats of each game's table in these tests."""


class HeldExpert:
    """An Expert whose every decision lasts until ``release`` is set (the test decides how long it thinks); it then
    plays the hard bot's move in its sight."""

    def __init__(self, spec: GameSpec, seed: int, release: threading.Event) -> None:
        self.hard = spec.make_bot("hard", seed)
        self.release = release

    def choose_in(self, state: State, seat: int) -> Action:
        """Wait to be let go, then choose as the hard bot would from the seat's view."""
        assert self.release.wait(30), "the test never let the Expert go"
        return self.hard.choose(state.view(seat), state.legal_actions(seat), seat)


def held_spec(game: str, release: threading.Event) -> GameSpec:
    """``game`` with its Expert replaced by a :class:`HeldExpert` (the other levels as they are)."""
    spec = playable_games()[game]
    make_bot = spec.make_bot

    def bots(level: SeatKind, seed: int) -> Any:
        return HeldExpert(spec, seed, release) if level == "expert" else make_bot(level, seed)

    return dataclasses.replace(spec, make_bot=bots)


def held_table(app: App, game: str, release: threading.Event, kinds: Sequence[SeatKind] | None = None,
               seed: int = 3) -> GameScene:
    """The table of a new ``game`` with an Expert in seat 0 (the others hard computers, unless ``kinds`` says)."""
    others: list[SeatKind] = ["hard"] * (PLAYERS[game] - 1)
    chosen: list[SeatKind] = list(kinds) if kinds is not None else ["expert", *others]
    seats = make_seats(NAMES[:len(chosen)], chosen)
    return as_a(GameScene, start_game(app, held_spec(game, release), seats, seed))


def step_until_thinking(app: App, table: GameScene, seat: int, frames: int = 4000,
                        human_move: bool = False) -> None:
    """Step one frame at a time until ``seat``'s computer is thinking (``human_move``: a human seat to move on the
    table plays its first legal move)."""
    for _ in range(frames):
        if table.runner.thinking == seat:
            return
        humans = table.human_seats_to_move()
        if human_move and humans and not table.busy and app.stack.top is table:
            table.perform(humans[0], table.state.legal_actions(humans[0])[0])
        app.step(1 / 60, [])
    raise AssertionError(f"seat {seat} never started thinking")


def step_for(app: App, seconds: float, frame: float = 0.05) -> None:
    """Let ``seconds`` go by in frames of ``frame`` seconds."""
    for _ in range(round(seconds / frame)):
        app.step(frame, [])


@contextmanager
def sign_hidden(table: GameScene) -> Iterator[None]:
    """The table drawn as it would be without the thinking sign (everything else as it is)."""
    draw = table.thinking_sign.draw
    table.thinking_sign.draw = lambda surface, spot_of: None  # type: ignore[method-assign]
    try:
        yield
    finally:
        table.thinking_sign.draw = draw  # type: ignore[method-assign]


def with_and_without(app: App, table: GameScene) -> tuple[pygame.Surface, pygame.Surface]:
    """The picture the app shows now, and the same moment drawn without the thinking sign."""
    shown = snapshot(app)
    with sign_hidden(table):
        plain = snapshot(app)
    return shown, plain


def needed(table: GameScene) -> dict[str, pygame.Rect]:
    """What the players of ``table`` need to read or press, from the layout the table draws with: every seat's
    name and words, the status line or title, the prompt and the Undo button."""
    view = table.shown
    game = table.spec.id
    found: dict[str, pygame.Rect] = {}
    if game == "paradisio":
        from scenes.paradisio.match_view import TITLE_BAND
        from sprites.paradisio.match_art import TITLE_WIDTH, TRAYS, UNDO_RECT, tray_words

        for seat, seat_view in enumerate(view["seats"]):
            found |= {f"{seat}:{words}": where for words, _, _, _, where in tray_words(seat, seat_view)}
        found |= {"title": pygame.Rect(TRAYS[0].right + 14, 0, TITLE_WIDTH, TITLE_BAND), "undo": UNDO_RECT}
    elif game == "last-paradise":
        from sprites.last_paradise.panels import STATUS_BAR, UNDO_RECT, seat_row_texts

        for seat_view in view["seats"]:
            found |= {f"{seat_view['index']}:{key}": text[4] for key, text in seat_row_texts(view, seat_view).items()}
        found |= {"prompt": STATUS_BAR, "undo": UNDO_RECT}
    elif game == "paradise-fallen":
        from sprites.paradise_fallen.layout import HAND_AREA, STATUS_RECT, UNDO_RECT, seat_panel
        from sprites.paradise_fallen.seats import explored_words, name_spot

        for seat, name in enumerate(table.names):
            panel = seat_panel(seat, int(view["players"]))
            found |= {f"{seat}:name": name_spot(panel, name)[2], f"{seat}:explored": explored_words(panel, view, seat)[1]}
        found |= {"status": STATUS_RECT, "prompt": HAND_AREA, "undo": UNDO_RECT}
    else:
        from scenes.last_resort.table import LastResortScene
        from sprites.last_resort.layout import LARGE_HEADER, PROMPT_RECT, STATUS_RECT, UNDO_RECT, mini_header_rect
        from sprites.last_resort.station import advert_card_rect, header_texts

        resort = as_a(LastResortScene, table)
        headers = [(resort.large_seat(), LARGE_HEADER, True)]
        headers += [(seat, mini_header_rect(i), False) for i, seat in enumerate(resort.small_seats())]
        for seat, rect, large in headers:
            texts = header_texts(rect, view["seats"][seat], table.names[seat], resort.looks()[seat], large, False)
            found |= {f"{seat}:{key}": text[4] for key, text in texts.items()}
            found[f"{seat}:advert"] = advert_card_rect(rect, large)
        found |= {"status": STATUS_RECT, "prompt": PROMPT_RECT, "undo": UNDO_RECT}
    return found
