"""Hints at every table (issue 18): the I key and the Hint button ask, the answer comes off the frame loop, the
pointer stands where the move is made, the count is saved with the game and said on the results line, and a
hint is shown only on its own seat's screen and goes once the move is made."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import make_seats
from game.last_paradise.actions import Bid, ChooseLot
from game.last_resort.actions import ChooseAdvert
from game.paradise_fallen import actions as pf
from game.paradisio.actions import Place
from game.record import GameRecord
from game.registry import available_games
from game.saves import load_save
from scenes.games import push_record, start_game
from scenes.hints import HINT_KEY, Hint
from scenes.last_paradise.bid import BidScene
from scenes.last_resort.adverts import AdvertOverlay
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradisio.match import ParadisioMatchScene
from scenes.pause import PauseScene
from scenes.play import GameScene
from scenes.private_overlay import PrivateOverlay
from scenes.results import ResultsScene
from sprites.paradise_fallen.layout import island_at
from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from tests.kit.app import click, fast_app, key, top_as
from tests.kit.hints import NAMES, seat_count
from tests.kit.last_paradise_scene import cover_up, open_private, step_until

app = fast_app
GAMES = available_games()


def step(app_: Any, frames: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    for n in range(frames):
        app_.step(1 / 60, events if n == 0 and events else [])
        time.sleep(0.001)


def open_table(app_: Any, game_id: str, kinds: list[str] | None = None, saved: bool = False) -> GameScene:
    """A table of ``game_id``, Ana (a human) first, at her first decision with her screen up."""
    spec = GAMES[game_id]
    kinds = kinds or ["human"] + ["hard"] * (seat_count(spec) - 1)
    seats = make_seats(list(NAMES[:len(kinds)]), kinds)  # type: ignore[arg-type]
    if saved:
        table = start_game(app_, spec, seats, 11)
    else:
        table = push_record(app_, GameRecord.start(spec, seats, 11, {}))
    assert isinstance(table, GameScene)
    for _ in range(3000):
        step(app_)
        if table.hint_viewer() is not None and table.hints.can_ask(table.hint_viewer()):
            break
    else:
        raise AssertionError("Ana was never asked to move")
    step(app_, 30)  # past a private screen's guard time
    return table


def wait_for_hint(app_: Any, table: GameScene) -> None:
    for _ in range(600):
        step(app_)
        if table.hints.hint is not None:
            return
        time.sleep(0.005)
    raise AssertionError("no hint came")


def hinted(app_: Any, game_id: str) -> tuple[GameScene, Hint]:
    """A table of ``game_id`` with Ana's hint worked out and shown."""
    table = open_table(app_, game_id)
    table.hints.ask(0)
    wait_for_hint(app_, table)
    assert table.hints.hint is not None
    return table, table.hints.hint


def top_places(app_: Any, table: GameScene) -> list[pygame.Rect]:
    """The pointer's places as the screen on top finds them."""
    hint = table.hints.hint
    assert hint is not None
    top = app_.stack.top
    assert isinstance(top, (GameScene, PrivateOverlay))
    return top.hint_places(hint.action)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_hint_key_asks_thinks_off_the_loop_and_counts_once(app: Any, game_id: str) -> None:
    table = open_table(app, game_id)
    viewer = table.hint_viewer()
    step(app, 1, [key(HINT_KEY, unicode="i")])
    assert table.hints.thinking or table.hints.hint is not None  # the button says "Thinking…" meanwhile
    wait_for_hint(app, table)
    hint = table.hints.hint
    assert hint is not None and hint.seat == viewer == 0
    assert hint.action in table.state.legal_actions(0)
    assert table.record.hints[0] == 1
    step(app, 1, [key(HINT_KEY, unicode="i")])  # the same position: the same hint, counted once
    step(app, 5)
    assert table.hints.hint == hint and table.record.hints[0] == 1
    assert top_places(app, table), "the pointer has a place"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_hint_button_asks_too(app: Any, game_id: str) -> None:
    table = open_table(app, game_id)
    step(app, 1, click(table.hint_button.rect.center))
    wait_for_hint(app, table)
    assert table.record.hints[0] == 1


def test_the_pointer_stands_where_a_paradisio_tile_is_taken_and_laid(app: Any) -> None:
    table, hint = hinted(app, "paradisio")
    assert isinstance(hint.action, Place)
    cell, tray = top_places(app, table)
    assert TABLE_GRID.cell_at(cell.center) == hint.action.cell
    assert isinstance(table, ParadisioMatchScene)
    slots = table.slots[0]
    assert tray == tray_slot(0, slots.index(hint.action.tile_id))


def test_clicking_where_the_pointer_stands_chooses_the_last_paradise_villa(app: Any) -> None:
    table, hint = hinted(app, "last-paradise")
    assert isinstance(hint.action, ChooseLot)
    (site,) = top_places(app, table)
    step(app, 1, click(site.center))
    step(app, 5)
    assert table.record.moves[0].action == hint.action
    assert table.hints.hint is None  # the move is made: the hint goes


def test_clicking_where_the_pointer_stands_chooses_the_last_resort_advert(app: Any) -> None:
    table, hint = hinted(app, "last-resort")
    assert isinstance(hint.action, ChooseAdvert)
    card, button = top_places(app, table)
    step(app, 1, click(card.center))
    overlay = top_as(app, AdvertOverlay)
    assert overlay.chosen == hint.action.advert
    assert overlay.play_button == button


def test_the_pointer_stands_on_what_a_paradise_fallen_move_uses(app: Any) -> None:
    table, hint = hinted(app, "paradise-fallen")
    places = top_places(app, table)
    hand = top_as(app, HandOverlay)
    action = hint.action
    if isinstance(action, pf.Trip):
        assert island_at(places[0].center) == action.path[-1]
    if isinstance(action, pf.CardMove):
        assert hand.input.card_at(places[-1].center) == action.card


def test_a_hint_is_only_ever_on_its_own_seats_screen(app: Any) -> None:
    """Two people bid in secret at The Last Paradise: Ana's hint shows on her bid screen only, and is gone before
    Ben's cover and screen come up (nothing of it shows on his)."""
    table = open_table(app, "last-paradise", ["human", "human", "hard"])
    lot = table.state.legal_actions(0)[0]
    assert isinstance(lot, ChooseLot)
    table.perform(0, lot)  # Ana chooses the opening villa in public; the sealed bids begin behind the cover
    open_private(app, BidScene)
    assert table.hints.viewer() == 0
    step(app, 1, [key(HINT_KEY, unicode="i")])
    wait_for_hint(app, table)
    hint = table.hints.hint
    assert hint is not None and hint.seat == 0 and isinstance(hint.action, Bid)
    assert table.hints.shown_to(0) == hint and table.hints.shown_to(1) is None
    top_as(app, BidScene).finish(hint.action)  # Ana bids as hinted: the hint goes
    step_until(app, lambda: cover_up(app) is not None)
    assert table.hints.hint is None and table.hints.viewer() is None  # under the cover: nobody's
    open_private(app, BidScene)
    assert table.hints.viewer() == 1 and table.hints.shown_to(1) is None
    assert table.record.hints == [1, 0, 0]


def test_the_count_is_saved_with_the_game_and_resumed(app: Any, tmp_path: Path) -> None:
    table = open_table(app, "paradise-fallen", saved=True)
    table.hints.ask(0)
    wait_for_hint(app, table)
    assert table.save_path is not None
    assert load_save(table.save_path, GAMES).hints == [1, 0]


def test_the_results_line_says_who_took_hints(app: Any) -> None:
    record = load_save(Path(__file__).parent / "golden" / "saves" / "paradisio-finished.json", GAMES)
    record.hints = [3, 0]
    result = record.state.result()
    scene = ResultsScene(app, record.spec, result, list(record.seats), record=record)
    name = record.seats[0].name
    assert scene.summary == f"{result.summary} {name} took 3 hints."
    assert any("took 3 hints" in line for line in scene.summary_lines()[1])
    record.hints = [0, 0]
    assert ResultsScene(app, record.spec, result, list(record.seats), record=record).summary == result.summary


def test_esc_pauses_while_the_hint_is_worked_out(app: Any) -> None:
    table = open_table(app, "last-paradise")
    step(app, 1, [key(HINT_KEY, unicode="i"), key(pygame.K_ESCAPE)])
    assert table.hints.thinking, "the hint is still being worked out"
    top_as(app, PauseScene)  # the window answered at once
    app.pop()
    wait_for_hint(app, table)
    assert table.record.hints[0] == 1


def test_a_paradisio_hint_turns_the_tile_as_it_is_laid(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cell a hint points at glowed as "fits once turned" while the words gave the turn: the tile now swings
    round to the hint's turn as the hint comes up, and dropped on that cell it is laid."""
    given: list[Any] = []
    real = ParadisioMatchScene.hint_given

    def noted(self: ParadisioMatchScene, action: Any) -> None:
        given.append(action)
        real(self, action)

    monkeypatch.setattr(ParadisioMatchScene, "hint_given", noted)
    table, hint = hinted(app, "paradisio")
    assert isinstance(table, ParadisioMatchScene) and isinstance(hint.action, Place)
    assert given == [hint.action]
    tile = hint.action.tile_id
    assert table.holding.turn_of(tile) == hint.action.turn
    table.holding.set_turn(tile, hint.action.turn + 1)
    table.hint_given(hint.action)
    assert table.holding.turn_of(tile) == hint.action.turn
    step(app, 60)
    start = tray_slot(0, table.slots[0].index(tile)).center
    target = TABLE_GRID.cell_rect(hint.action.cell).center
    step(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    step(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))])
    step(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target)])
    step(app, 30)
    assert any(move.action == hint.action for move in table.record.moves), "the hinted move was not laid"
