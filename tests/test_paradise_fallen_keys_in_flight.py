"""Paradise Fallen: a key pressed while the table still animates is carried out when the animation ends."""
from __future__ import annotations

import pygame

from game.paradise_fallen.actions import Explore, UsePower
from scenes.paradise_fallen.modes import numbered_tokens
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import new, open_hand, set_table, step_until, table, with_power


def test_a_power_key_pressed_while_the_explored_card_flies_is_used_after(tmp_path, monkeypatch) -> None:
    """Ana explores Molokai (her fourth island) by keys and presses its token's number at once, while its card still flies:
    when the table is still, Molokai's power is used (the playtest's lost key)."""
    record = new(["human", "easy"])
    set_table(record, [[card("Molokai"), card("Oahu"), ration(1)], [ration(2)]])
    for island in ("Kauai", "Nihoa", "Lanai"):
        with_power(record, island)
    app, scene = table(tmp_path, monkeypatch, record, speed=1.0)
    overlay = open_hand(app)
    overlay.focus = overlay.hand.index(card("Molokai"))
    press(app, pygame.K_SPACE, pygame.K_RETURN)  # the Molokai card picked up, played at the canoe
    assert record.moves[-1].action == Explore(card("Molokai"))
    assert scene.busy
    label = [island for _, island in numbered_tokens(overlay.view, 0, overlay.legal)].index("Molokai") + 1
    press(app, pygame.K_0 + label)  # the number Molokai's glowing token shows
    assert scene.busy and record.moves[-1].action == Explore(card("Molokai"))
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [])
    assert record.moves[-1].action == UsePower("Molokai")
