"""Paradise Fallen: a click or a drag made while the table still animates is carried out when the animation ends,
or answered at once when the seat has no move left (it was dropped without a word)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.paradise_fallen.actions import Done, EndPlay, Explore, UsePower
from game.record import GameRecord
from scenes.manager import App
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from sprites.paradise_fallen.layout import canoe_spot, explored_rect
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import (
    centre,
    click,
    drag,
    drawn_after,
    new,
    open_hand,
    set_table,
    step_until,
    table,
    with_power,
)


def molokai_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[GameRecord, App, ParadiseFallenScene, HandOverlay]:
    """Ana (human) holds Molokai, her fourth island, at its canoe's start; Ben is a computer."""
    record = new(["human", "easy"])
    set_table(record, [[card("Molokai"), card("Oahu"), ration(1)], [ration(2)]])
    for island in ("Kauai", "Nihoa", "Lanai"):
        with_power(record, island)
    app, scene = table(tmp_path, monkeypatch, record, speed=1.0)
    return record, app, scene, open_hand(app)


def test_a_click_on_a_token_while_the_explored_card_flies_is_carried_out_after(tmp_path, monkeypatch) -> None:
    """Ana explores Molokai and clicks its gold token at once, while its card still flies: once the table is still,
    Molokai's power is used."""
    record, app, scene, overlay = molokai_table(tmp_path, monkeypatch)
    overlay.focus = overlay.hand.index(card("Molokai"))
    press(app, pygame.K_SPACE, pygame.K_RETURN)
    assert record.moves[-1].action == Explore(card("Molokai"))
    assert scene.busy
    click(app, explored_rect(0, 2, 3).center)  # Molokai's place in her row (the fourth explored)
    assert scene.busy and record.moves[-1].action == Explore(card("Molokai"))
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [])
    assert record.moves[-1].action == UsePower("Molokai")


def test_the_canoe_dragged_while_the_table_animates_is_dropped_after(tmp_path, monkeypatch) -> None:
    """Ana explores Molokai and drags her canoe up to Oahu while the card still flies: once the table is still, the
    trip to Oahu is planned (its price shows, the payment is hers to choose)."""
    record, app, scene, overlay = molokai_table(tmp_path, monkeypatch)
    overlay.focus = overlay.hand.index(card("Molokai"))
    press(app, pygame.K_SPACE, pygame.K_RETURN)
    assert scene.busy
    drag(app, canoe_spot(4, 0).center, centre(1))
    assert overlay.choosing.plan is None
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [])
    assert overlay.choosing.plan is not None and overlay.choosing.plan.dest == 1
    assert record.moves[-1].action == Explore(card("Molokai"))


def test_a_click_after_the_last_move_of_the_turn_is_answered_at_once(tmp_path, monkeypatch) -> None:
    """Ana says Done in her end phase (her turn is over) and clicks an island while the table still shows it:
    the table says it cannot be done now."""
    record, app, scene, overlay = molokai_table(tmp_path, monkeypatch)
    press(app, pygame.K_e)
    assert record.moves[-1].action == EndPlay()
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [])
    press(app, pygame.K_d)
    assert record.moves[-1].action == Done()
    assert scene.busy and app.stack.top is overlay
    step_until(app, lambda: scene.message_time == 0 or not scene.busy)
    assert scene.busy
    drawn = drawn_after(app, lambda: click(app, centre(4)))
    assert "That cannot be done now." in drawn
