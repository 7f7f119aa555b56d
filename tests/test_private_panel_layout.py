"""The Last Paradise's private panels keep their lines apart: the note under an amount never lies on the
sentence that says what Enter does, and nothing runs into the row of buttons."""
from __future__ import annotations

from typing import Any

import pygame

import scenes.last_paradise.offer as offer_module
import scenes.last_paradise.private as private_module
from game.core import make_seats
from game.last_paradise import SPEC
from game.record import GameRecord
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.last_paradise.private import BUTTON_Y
from sprites import text as drawn_text
from sprites.last_paradise.history import HISTORY_BUTTON
from tests.kit.last_paradise_scene import last_paradise_state, open_private, press, rules_to_round_one, table

LONG_NAMES = ["Bartholomew Quin", "Wilhelmina Sorel", "Maximilian Wynne"]


def test_an_offer_without_a_side_says_so_on_lines_of_its_own(tmp_path, monkeypatch) -> None:
    """7 typed and Enter pressed with no side: the warning and the sentence under it each get their own lines,
    all above the buttons (they were drawn over each other)."""
    record = GameRecord.start(SPEC, make_seats(LONG_NAMES, ["human"] * 3), 5, {"starting_money": 60})
    rules_to_round_one(record, 0)
    assert last_paradise_state(record).phase == "offer"
    app, _scene = table(tmp_path, monkeypatch, [], record=record)
    screen = open_private(app, OfferScene)
    assert isinstance(screen, OfferScene)
    press(app, text="7")
    press(app, pygame.K_RETURN)
    assert screen.note.startswith("Pick the side") and screen.condition is None

    drawn: list[tuple[str, pygame.Rect]] = []

    def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    real = private_module.draw_text
    monkeypatch.setattr(private_module, "draw_text", recording)
    monkeypatch.setattr(offer_module, "draw_text", recording)
    app.draw()
    column = sorted((rect.top, text) for text, rect in drawn
                    if rect.x >= screen.panel.x + 380 and screen.panel.y + 190 <= rect.top < screen.panel.bottom)
    assert any(text.startswith("Pick the side") for _top, text in column)
    assert len(column) >= 2
    for (top, text), (below, under) in zip(column, column[1:]):
        assert below - top >= 19, f"{text!r} and {under!r} overlap"
    assert column[-1][0] + 19 <= screen.panel.y + BUTTON_Y, f"{column[-1][1]!r} runs into the buttons"


def test_the_auction_history_button_works_over_a_private_panel(tmp_path, monkeypatch) -> None:
    """A click on "Auction history" while bidding folds the panel away and opens the history (it did nothing);
    H brings the panel back and closes the history."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    screen = open_private(app, BidScene)
    assert isinstance(screen, BidScene) and not scene.chronicle.history_open
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=HISTORY_BUTTON.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=HISTORY_BUTTON.center, button=1)])
    assert app.stack.top is screen and screen.folded and scene.chronicle.history_open
    drawn = drawn_text.start_recording()
    try:
        app.draw()
    finally:
        drawn_text.stop_recording()
    assert "Price" in drawn and not any("your money" in text for text in drawn)
    assert not any("folded away" in text for text in drawn)  # no folded bar over the history's head
    press(app, pygame.K_h)
    assert not screen.folded and not scene.chronicle.history_open and app.stack.top is screen
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=HISTORY_BUTTON.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=HISTORY_BUTTON.center, button=1)])
    assert screen.folded and scene.chronicle.history_open
    press(app, pygame.K_ESCAPE)  # "L or Esc closes" the history: back to the panel, not the pause menu
    assert not screen.folded and not scene.chronicle.history_open and app.stack.top is screen
