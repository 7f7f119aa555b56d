"""Last Resort: a key pressed while the table shows the last moves is carried out once the decision is up,
never dropped (the house rule; Paradisio keeps keys pressed during the computer's turn the same way)."""
from __future__ import annotations

import pygame

from game.last_resort.boards import SPACES
from scenes.last_resort.adverts import AdvertOverlay
from tests.kit.app import key
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import deciding, new_record, open_adverts, step_until, table


def test_an_arrow_pressed_during_the_last_moves_moves_the_cursor_once_the_decision_is_up(tmp_path, monkeypatch) -> None:
    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    controls = scene.controls
    step_until(app, lambda: isinstance(app.stack.top, AdvertOverlay), frames=20000)
    open_adverts(app)
    press(app, pygame.K_1, pygame.K_RETURN)
    deciding(app, scene)
    moves = len(record.moves)
    assert controls.send(controls.legal[0])
    step_until(app, lambda: scene.busy, frames=200)
    before = controls.cursor
    app.step(1 / 60, [key(pygame.K_RIGHT), pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0)])
    assert scene.busy and controls.seat is None
    step_until(app, lambda: controls.seat is not None and len(record.moves) > moves, frames=20000)
    first = controls.cheapest_glowing()
    assert controls.cursor == ((before if first is None else first) + 1) % SPACES
    assert controls.waiting == []
