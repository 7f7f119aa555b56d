"""With two humans or more at one screen, every private panel comes behind the hand-over cover.

Between two private panels the table is public (a reveal, a placement, a
deal), so everyone may be looking: the panel of the human who saw the last
one must not open straight after it (it shows that human's purse)."""
from __future__ import annotations

import pygame

from game.core import make_seats
from game.last_paradise import SPEC, Bid, ChooseLot
from game.record import GameRecord
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.private import PrivateScreen
from tests.kit.last_paradise_scene import NAMES, cover_up, last_paradise_state, lift_cover, press, step_until, table, wait_guard


def test_the_last_viewer_in_a_tie_gets_a_cover_after_the_public_reveal(tmp_path, monkeypatch) -> None:
    """Anton bids 4 and Birgit 23 by the rules; Claus bids 23 on his panel, so Claus and Birgit tie.
    After the hands open for everyone, Claus's tie-repeat panel waits behind a cover naming him."""
    record = GameRecord.start(SPEC, make_seats(NAMES[:3], ["human"] * 3), 5, {"starting_money": 60})
    record.apply(last_paradise_state(record).chooser, ChooseLot(last_paradise_state(record).opening_left[0]))
    record.apply(0, Bid(4))
    record.apply(1, Bid(23))
    app, scene = table(tmp_path, monkeypatch, [], record=record)
    step_until(app, lambda: cover_up(app) is not None)
    lift_cover(app)
    step_until(app, lambda: isinstance(app.stack.top, BidScene))
    wait_guard(app)
    press(app, text="23")
    press(app, pygame.K_RETURN)
    assert last_paradise_state(scene).phase == "bid" and set(last_paradise_state(scene).to_move) == {1, 2}  # the tie repeat
    step_until(app, lambda: not scene.busy and app.stack.top is not scene, frames=6000)
    cover = cover_up(app)
    assert cover is not None and not isinstance(app.stack.top, PrivateScreen)
    assert cover.name in (NAMES[1], NAMES[2])


def test_three_humans_every_private_panel_is_covered(tmp_path, monkeypatch) -> None:
    """Three humans through the opening auctions: each of the first nine bid panels opens only from a cover."""
    app, scene = table(tmp_path, monkeypatch, ["human"] * 3, money=60, speed=60.0)
    panels = 0
    previous = app.stack.top
    cover_up_before = False
    for _ in range(30000):
        top = app.stack.top
        if isinstance(top, PrivateScreen) and top is not previous:
            assert cover_up_before, f"panel {panels + 1} opened without a cover"
            panels += 1
            wait_guard(app)
            press(app, text=str(panels % 3 + 1))
            press(app, pygame.K_RETURN)
            if panels >= 9:
                break
        cover_up_before = cover_up(app) is not None
        if cover_up_before:
            lift_cover(app)
        elif top is scene and not scene.busy and scene.human_seats_to_move() \
                and scene.state.view(None)["phase"] not in ("bid", "offer"):
            for key in (pygame.K_a, pygame.K_RIGHT, pygame.K_RETURN):
                scene.controls.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        previous = top
        app.step(1 / 60, [])
    assert panels >= 9
