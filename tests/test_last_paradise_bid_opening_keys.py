"""The Last Paradise: keys typed as the next sealed-bid panel opens. The panel's guard still drops them (a key pressed
on one screen never acts on the next), but they are answered: the panel says they did not count, to press again."""
from __future__ import annotations

import pygame

from game.last_paradise import Bid, prompts
from game.record import Move
from scenes.last_paradise.bid import BidScene
from scenes.manager import App
from tests.kit.last_paradise_scene import GUARD_FRAMES, last_paradise_state, open_private, press, step_until, table
from tests.kit.paradisio_scene import words_drawn

TYPED = (pygame.K_PAGEUP, pygame.K_MINUS, pygame.K_MINUS, pygame.K_RETURN)
"""What the playtester typed: 10 up, 1 down twice, confirm (a bid of 8)."""


def said(app: App) -> str:
    """The words of the next frame, lines joined by spaces (a note wraps over lines)."""
    return " ".join(words_drawn(app))


def next_bid_panel(tmp_path, monkeypatch):  # noqa: ANN001, ANN201 - pytest fixtures
    """A lone person at the table bids 0 on the first panel; the table plays on until the next bid panel is on top
    (the very frame it opened). Returns (app, record, panel)."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], seed=5)
    first = open_private(app, BidScene)
    press(app, pygame.K_RETURN)
    assert first.done
    step_until(app, lambda: isinstance(app.stack.top, BidScene) and app.stack.top is not first)
    panel = app.stack.top
    assert isinstance(panel, BidScene) and panel.amount == 0
    return app, scene.record, panel


def test_keys_typed_as_the_bid_panel_opens_do_not_bid_but_are_answered(tmp_path, monkeypatch) -> None:
    """PageUp, -, -, Enter at once as the panel opens: no bid is made and nothing changes (the guard stays), and
    the panel says those keys did not count."""
    app, record, panel = next_bid_panel(tmp_path, monkeypatch)
    moves = len(record.moves)
    assert prompts.TOO_SOON not in said(app)  # nothing said before a key
    press(app, *TYPED)
    assert panel.amount == 0 and not panel.done and app.stack.top is panel
    assert panel.seat not in last_paradise_state(record).bids and len(record.moves) == moves
    assert prompts.TOO_SOON in said(app)


def test_the_same_keys_pressed_again_after_the_moment_bid(tmp_path, monkeypatch) -> None:
    """After the note, the same keys pressed again (the guard time over) bid 8, and the note goes at the first
    key that counts."""
    app, record, panel = next_bid_panel(tmp_path, monkeypatch)
    press(app, *TYPED)
    assert panel.note == prompts.TOO_SOON
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])
    press(app, pygame.K_PAGEUP)
    assert panel.amount == 10 and panel.note == ""
    assert prompts.TOO_SOON not in said(app)
    press(app, *TYPED[1:])
    assert panel.done and record.moves[-1] == Move(panel.seat, Bid(8))
