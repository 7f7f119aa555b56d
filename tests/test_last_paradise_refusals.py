"""The Last Paradise answers every key that cannot act yet: Enter before an arrow, and the keys the bid panel names."""
from __future__ import annotations

import pygame

from game.last_paradise import prompts
from game.last_paradise.board import site_name
from scenes.last_paradise.bid import BidScene
from tests.kit.last_paradise_scene import drag, last_paradise_state, open_private, press, step_until, table
from tests.kit.paradisio_scene import words_drawn as drawn  # the words of the next frame, any table


def test_enter_before_an_arrow_rings_the_first_site_and_says_so(tmp_path, monkeypatch) -> None:
    """The youngest (a person) presses Enter at once: the first opening villa is ringed and the table says what
    Enter does now (the frame after); a second Enter puts it up for auction."""
    app, scene = table(tmp_path, monkeypatch, ["human", "human", "human"])
    state = last_paradise_state(scene.record)
    step_until(app, lambda: not scene.busy)
    assert state.phase == "choose lot" and scene.controls.selected is None
    first = scene.controls.targets()[0]
    press(app, pygame.K_RETURN)
    assert scene.controls.selected == first and not scene.record.moves
    assert any(site_name(first) in line and "Enter again" in line for line in drawn(app))
    press(app, pygame.K_RETURN)
    assert len(scene.record.moves) == 1 and state.lot_site == first
    assert not any("Enter again" in line for line in drawn(app))  # the note goes once the lot is chosen


def test_the_bid_panel_keys_are_the_keys_its_labels_name(tmp_path, monkeypatch) -> None:
    """Over a sealed bid, "Hide [H]" and "Auction history [L]" name two keys, and each key does what its label says:
    H folds the panel (the history stays shut), L opens the history."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    screen = open_private(app, BidScene)
    lines = drawn(app)
    hide = next(line for line in lines if line.startswith("Hide"))
    history = next(line for line in lines if line.startswith("Auction history"))
    hide_key, history_key = hide.split("[")[1].rstrip("]"), history.split("[")[1].rstrip("]")
    assert hide_key != history_key
    press(app, pygame.key.key_code(hide_key.lower()))
    assert screen.folded and not scene.chronicle.history_open
    press(app, pygame.key.key_code(hide_key.lower()))
    assert not screen.folded
    press(app, pygame.key.key_code(history_key.lower()))
    assert screen.folded and scene.chronicle.history_open and app.stack.top is screen
    assert any(line.startswith(f"{history_key} or Esc closes") for line in drawn(app))
    press(app, pygame.key.key_code(history_key.lower()))
    assert not screen.folded and not scene.chronicle.history_open


def test_a_click_or_key_while_a_computer_acts_says_what_the_table_waits_for(tmp_path, monkeypatch) -> None:
    """Computers only at the table: Enter, or a click on a site, says who acts now instead of doing nothing."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "easy", "easy"])
    assert not scene.busy and scene.shown["phase"] == "choose lot"
    waiting = prompts.not_now(prompts.prompt(scene.shown, scene.names))
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert scene.message == waiting
    scene.message = ""
    site = scene.layout.sites[scene.controls.table.shown["board"][0]["site"]].center
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=site, button=1))
    assert scene.message == waiting and waiting in drawn(app)


def test_a_coin_let_go_of_outside_the_hand_slides_home_and_says_where_it_goes(tmp_path, monkeypatch) -> None:
    app, _scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    screen = open_private(app, BidScene)
    value, home = next((value, centre) for value, centre in screen.purse.coins if value == 10)
    start = (int(home[0]), int(home[1]))
    drag(app, start, (screen.panel.x + 300, screen.panel.y + 20))  # onto the panel's title
    assert screen.amount == 0
    assert prompts.COIN_TO_HAND in " ".join(drawn(app))


def test_a_click_on_a_coin_sends_it_across(tmp_path, monkeypatch) -> None:
    """A coin clicked (pressed and let go where it lies) goes from the purse into the hand, and a click on a coin of
    the hand takes it back out: a click on a coin is never left unanswered."""
    app, _scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    screen = open_private(app, BidScene)
    home = next(centre for value, centre in screen.purse.coins if value == 10)
    drag(app, (int(home[0]), int(home[1])), (int(home[0]), int(home[1])))
    assert screen.amount == 10 and [value for value, _ in screen.hand.coins] == [10]
    held = screen.hand.coins[0][1]
    drag(app, (int(held[0]), int(held[1])), (int(held[0]) + 3, int(held[1]) + 2))
    assert screen.amount == 0 and not screen.hand.coins
