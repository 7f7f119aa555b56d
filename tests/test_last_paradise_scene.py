"""The Last Paradise table: sealed bids stay hidden on the shared screen, and the bid screen works."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.last_paradise import Bid, ChooseLot
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from sprites import text as drawn_text
from sprites.last_paradise.coins import coin_breakdown
from tests.kit.app import top_as
from tests.kit.last_paradise_scene import cover_up, drag, last_paradise_state, lift_cover, open_private, press, step_until, table, wait_guard

SECRET = 37


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def open_bid_screen(tmp_path, monkeypatch):  # noqa: ANN001, ANN201 - pytest fixtures
    """A 4-seat table (humans in seats 0 and 3, 50 Paras each) at the first human's private bid screen."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy", "human"], money=50)
    state = last_paradise_state(scene)
    scene.record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    step_until(app, lambda: cover_up(app) is not None)
    lift_cover(app, pygame.K_SPACE)
    step_until(app, lambda: isinstance(app.stack.top, BidScene))
    wait_guard(app)
    return app, scene, app.stack.top


def shows(strings: list[str], amount: int) -> bool:
    """True if any drawn string shows ``amount`` as a number."""
    return any(str(amount) in s for s in strings)


def test_a_sealed_bid_is_never_on_screen_before_the_hands_open(tmp_path, monkeypatch) -> None:
    """Two humans bid through the cover; the first one's 37 appears on no frame until the reveal."""
    app, scene = table(tmp_path, monkeypatch, ["human", "human", "easy", "easy"], money=80)
    state = last_paradise_state(scene)
    if state.seats[state.chooser].is_human:
        step_until(app, lambda: not scene.busy)
        press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)
    step_until(app, lambda: cover_up(app) is not None)
    assert state.phase == "bid"
    first_name = top_as(app, HandoverScene).name
    first = next(s.index for s in state.seats if s.name == first_name)
    second = 1 - first
    lift_cover(app)  # "only Anton is looking"
    step_until(app, lambda: isinstance(app.stack.top, BidScene))
    wait_guard(app)
    bid_screen = app.stack.top
    assert isinstance(bid_screen, BidScene) and bid_screen.seat == first
    drawn = drawn_text.start_recording()
    press(app, text=str(SECRET))
    assert bid_screen.amount == SECRET
    assert shows(drawn, SECRET)  # the owner does see their own bid
    press(app, pygame.K_RETURN)
    assert state.bids == {first: SECRET} or first in state.bids

    frames = 0

    def frame_clean() -> None:
        nonlocal frames
        frames += 1
        shown = scene.show is not None and scene.show.opened >= 1.0
        if not shown:
            assert not shows(drawn, SECRET), f"frame {frames} showed the sealed bid: {drawn}"
        drawn.clear()

    drawn.clear()
    step_until(app, lambda: cover_up(app) is not None, each=frame_clean)
    assert top_as(app, HandoverScene).name == state.seats[second].name
    lift_cover(app)
    frame_clean()
    step_until(app, lambda: isinstance(app.stack.top, BidScene), each=frame_clean)
    wait_guard(app)
    other_screen = app.stack.top
    assert isinstance(other_screen, BidScene) and other_screen.seat == second
    assert other_screen.view["auction"]["my_bid"] is None
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_UP)
    frame_clean()
    assert other_screen.amount == 3
    press(app, pygame.K_RETURN)
    frame_clean()
    step_until(app, lambda: scene.show is not None and scene.show.opened >= 1.0, each=frame_clean)
    app.step(1 / 60, [])
    assert shows(drawn, SECRET)  # now the hands are open, the 37 is public
    assert state.auctions[0]["bids"][first] == SECRET
    assert frames > 5


def test_b_bid_screen_by_coins_typing_and_keys(tmp_path, monkeypatch) -> None:
    """Coins dragged into the hand, typed digits and +/- all build the bid; Confirm enters it."""
    app, scene, screen = open_bid_screen(tmp_path, monkeypatch)
    state = scene.state
    assert isinstance(screen, BidScene) and screen.amount == 0
    assert coin_breakdown(50) == {10: 4, 5: 1, 1: 5}
    ten = next(centre for value, centre in screen.purse.coins if value == 10)
    drag(app, (int(ten[0]), int(ten[1])), screen.hand_area.center)
    assert screen.amount == 10
    one = next(centre for value, centre in screen.purse.coins if value == 1)
    drag(app, (int(one[0]), int(one[1])), (100, 100))  # dropped nowhere: slides back
    assert screen.amount == 10
    press(app, pygame.K_PLUS, pygame.K_UP, pygame.K_RIGHT)
    assert screen.amount == 13
    press(app, pygame.K_MINUS, pygame.K_DOWN)
    assert screen.amount == 11
    press(app, pygame.K_PAGEUP)
    assert screen.amount == 21
    press(app, text="24")
    assert screen.amount == 24
    press(app, pygame.K_BACKSPACE)
    assert screen.amount == 2
    press(app, text="99")
    assert screen.amount == 50 and "50" in screen.note
    assert [value for value, _ in screen.hand.coins] == [10] * 5  # a bid lies in the hand in the fewest coins
    ten = next(centre for value, centre in screen.hand.coins if value == 10)
    drag(app, (int(ten[0]), int(ten[1])), screen.purse_area.center)
    assert screen.amount == 40
    press(app, pygame.K_RETURN)
    assert state.bids.get(screen.seat) == 40
    assert app.stack.top is scene or cover_up(app) is not None


def test_b_tie_repeat_minimum_is_spelled_out_and_kept(tmp_path, monkeypatch) -> None:
    """In a tie repeat the screen names the minimum and will not go below it."""
    app, scene = table(tmp_path, monkeypatch, ["human", "human", "human"], money=60)
    state = last_paradise_state(scene)
    scene.record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    for seat, amount in ((0, 10), (1, 10), (2, 4)):
        scene.record.apply(seat, Bid(amount))
    assert state.stage == "tie repeat" and state.minimum == 10
    scene.jump_to_now()
    screen = open_private(app, BidScene)
    assert isinstance(screen, BidScene)
    drawn = drawn_text.start_recording()
    app.draw()  # the panel is still: drawn again only on input
    assert "Minimum bid: 10 Paras" in drawn
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert screen.amount == 10
    press(app, pygame.K_UP, pygame.K_RETURN)
    assert state.bids.get(screen.seat) == 11


def test_the_public_table_shows_nobodys_money_but_everyones_buildings_and_trees(tmp_path, monkeypatch) -> None:
    """Seat rows on the shared table read "Paras ?" for every seat, with the public buildings, trees and prize now."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "easy", "hard"], money=60)
    step_until(app, lambda: last_paradise_state(scene).round >= 3)
    drawn = drawn_text.start_recording()
    app.step(1 / 60, [])
    rows = [s for s in drawn if s.startswith("Paras ")]
    assert len(rows) == 3
    for seat, row in zip(scene.shown["seats"], rows):
        assert row.startswith("Paras ?  \u00b7  ")
        assert f"{seat['buildings']} building" in row and f"{seat['trees']} tree" in row
    assert any(seat["buildings"] for seat in scene.state.view(None)["seats"])


def test_a_carried_coin_leaves_its_stack(tmp_path, monkeypatch) -> None:
    """While a coin is dragged (and while it slides home) it is drawn once, in the hand, not also in its stack."""
    from scenes.last_paradise import bid as last_paradise_bid
    from sprites.last_paradise import coins as last_paradise_coins

    app, _scene, screen = open_bid_screen(tmp_path, monkeypatch)
    assert isinstance(screen, BidScene)
    drawn: list[tuple[float, float]] = []
    real = last_paradise_coins.draw_coin

    def record(surface: pygame.Surface, centre: tuple[float, float], value: int) -> None:
        drawn.append((round(centre[0]), round(centre[1])))
        real(surface, centre, value)

    monkeypatch.setattr(last_paradise_coins, "draw_coin", record)
    monkeypatch.setattr(last_paradise_bid, "draw_coin", record)
    app.draw()  # the panel is still: drawn again only on input
    coins = len(drawn)
    assert coins == len(screen.purse.coins) == 10
    home = next(centre for value, centre in screen.purse.coins if value == 10)
    drag(app, (int(home[0]), int(home[1])), (int(home[0]) + 120, int(home[1]) + 150), button_up=False)
    drawn.clear()
    app.step(1 / 60, [])
    assert screen.drag.carried is not None
    assert len(drawn) == coins, "the carried coin is drawn twice"
    assert (round(home[0]), round(home[1])) not in drawn, "the carried coin still lies in the purse"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 100), button=1)])  # refused: slides home
    drawn.clear()
    app.step(1 / 60, [])
    assert screen.drag.returning and len(drawn) == coins
    assert screen.amount == 0


def test_the_bid_screen_counts_one_para_in_the_singular(tmp_path, monkeypatch) -> None:
    """Playtest: "Your closed hand: 1 Paras" — the screen's sums are said as the narration says money."""
    app, _, bid_screen = open_bid_screen(tmp_path, monkeypatch)
    drawn = drawn_text.start_recording()
    press(app, pygame.K_PLUS)
    step_until(app, lambda: bool(drawn))
    assert bid_screen.amount == 1
    assert "Your closed hand: 1 Para" in drawn and not any("1 Paras" in line for line in drawn)
    assert "Purse: 49 Paras" in drawn
