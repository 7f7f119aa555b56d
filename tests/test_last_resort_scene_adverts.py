"""Last Resort's Adverts chosen on each human's private overlay over the visible table: a lone human needs no
cover; a key from the table never plays one.  (That nothing secret is drawn is checked by pixels in
test_last_resort_secrets_on_screen.py.)"""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.handover import HandoverScene
from scenes.last_resort.adverts import AdvertOverlay
from sprites import text as drawn_text
from tests.kit.app import top_as
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import new_record, open_adverts, step_until, table


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def test_a_lone_human_chooses_with_no_cover(tmp_path, monkeypatch) -> None:
    """One human among computers: the overlay opens by itself, never behind a cover, season after season."""
    record = new_record(["easy", "human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    for _ in range(2):
        step_until(app, lambda: isinstance(app.stack.top, (AdvertOverlay, HandoverScene)), frames=20000,
                   each=lambda: scene.controls.seat is None or scene.controls.send(scene.controls.legal[0]))
        assert isinstance(app.stack.top, AdvertOverlay) and app.stack.top.seat == 1
        open_adverts(app)
        press(app, pygame.K_1, pygame.K_RETURN)
        step_until(app, lambda: not isinstance(app.stack.top, AdvertOverlay))


def test_a_key_pressed_on_the_table_never_plays_an_advert(tmp_path, monkeypatch) -> None:
    """Enter held from before the overlay showed, or pressed in its first moment, plays nothing."""
    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: isinstance(app.stack.top, AdvertOverlay))
    overlay = top_as(app, AdvertOverlay)
    overlay.chosen = "amenity"
    press(app, pygame.K_RETURN)  # within the guard time
    assert not [m for m in record.moves if m.seat == 0]


def test_enter_chooses_the_outlined_card_then_plays_it(tmp_path, monkeypatch) -> None:
    """The first card has the focus outline: Enter chooses it (no "Choose an Advert first"), a second Enter
    plays it face down."""
    from game.last_resort import prompts
    from game.last_resort.boards import ADVERT_KINDS

    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: isinstance(app.stack.top, AdvertOverlay))
    overlay = top_as(app, AdvertOverlay)
    open_adverts(app)
    said: list[str] = []
    monkeypatch.setattr(scene, "say", said.append)
    assert overlay.chosen is None and overlay.focus == 0
    press(app, pygame.K_RETURN)
    assert prompts.CHOOSE_ADVERT_FIRST not in said
    assert overlay.chosen == ADVERT_KINDS[0] and not [m for m in record.moves if m.seat == 0]
    press(app, pygame.K_RETURN)
    step_until(app, lambda: not isinstance(app.stack.top, AdvertOverlay))
    assert [m for m in record.moves if m.seat == 0]
