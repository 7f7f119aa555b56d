"""The Last Paradise's covers and private panels act only on fresh input: a cover lifts, and a panel confirms,
only on an input that began after it was fully shown; covers come only between different humans; the panels show
typed amounts as typed.  (What the screen shows of the secrets is checked by pixels in
tests/test_secrets_on_one_screen.py.)"""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import SeatKind, make_seats
from game.last_paradise import SPEC, Bid, ChooseLot, PassOffer
from game.record import GameRecord
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.last_paradise.private import PrivateScreen
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from sprites import text as drawn_text
from tests.kit.app import top_as
from tests.kit.last_paradise_scene import (
    GUARD_FRAMES,
    cover_up,
    last_paradise_state,
    lift_cover,
    offer_step_record,
    open_private,
    step_until,
    table,
    wait_guard,
)

NAMES = ["Anton", "Birgit", "Claus", "Dorte"]
FRAME = 1 / 60


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def record_of(kinds: list[SeatKind], money: int, seed: int = 5) -> GameRecord:
    """A fresh game with these seat kinds, named from NAMES."""
    return GameRecord.start(SPEC, make_seats(NAMES[:len(kinds)], kinds), seed, {"starting_money": money})


def keydown(key: int, text: str = "", **extra: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": text, "scancode": 0, **extra})


def keyup(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def tap(key: int, text: str = "") -> list[pygame.event.Event]:
    """A key pressed and let go within one frame."""
    return [keydown(key, text), keyup(key)]


def look(app: App, drawn: list[str]) -> str:
    """Draw the screen as it is now (a still screen is not redrawn every frame) and give its texts, joined."""
    drawn.clear()
    app.draw()
    return " ".join(drawn)


def tie_table(tmp_path, monkeypatch) -> tuple[App, LastParadiseScene]:  # noqa: ANN001 - pytest fixtures
    """Three humans; Anton and Birgit have bid 23 each by the rules; the table waits for Claus's bid (a tie follows)."""
    record = record_of(["human", "human", "human"], 60)
    state = last_paradise_state(record)
    record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    record.apply(0, Bid(23))
    record.apply(1, Bid(23))
    return table(tmp_path, monkeypatch, ["human"] * 3, record=record)


def claus_bids_four(app: App, scene: LastParadiseScene, confirm: list[pygame.event.Event]) -> None:
    """Claus lifts his cover, types 4 and confirms with ``confirm`` (the events of the confirming frame)."""
    screen = open_private(app, BidScene)
    assert isinstance(screen, BidScene) and screen.seat == 2
    app.step(FRAME, tap(pygame.K_4, "4"))
    assert screen.amount == 4
    app.step(FRAME, confirm)
    assert last_paradise_state(scene).auctions and last_paradise_state(scene).auctions[-1]["bids"][2] == 4


def test_a_double_pressed_space_through_the_reveal_never_lifts_the_next_cover(tmp_path, monkeypatch) -> None:
    """Claus confirms, then mashes Space (two presses every 4 frames): the first skips the reveal; none lifts the
    tie repeat's cover for Anton, frame by frame, until its guard time is over; a fresh press then does."""
    app, scene = tie_table(tmp_path, monkeypatch)
    claus_bids_four(app, scene, tap(pygame.K_RETURN))
    drawn = drawn_text.start_recording()
    frames = covered = 0
    while covered < GUARD_FRAMES - 2:
        frames += 1
        assert frames < 2000, "the tie repeat's cover never came"
        app.step(FRAME, tap(pygame.K_SPACE) + tap(pygame.K_SPACE) if frames % 4 == 0 else [])
        assert not any(s.startswith("Private to") for s in drawn), f"frame {frames} showed a private panel"
        assert not isinstance(app.stack.top, PrivateScreen)
        covered = covered + 1 if cover_up(app) is not None else 0
        drawn.clear()
    cover = cover_up(app)
    assert cover is not None and cover.name == "Anton" and "tie repeat" in cover.purpose
    for _ in range(120):  # without input the cover stays for as long as it takes
        app.step(FRAME, [])
    assert cover_up(app) is cover
    app.step(FRAME, tap(pygame.K_SPACE))  # Anton, now alone at the screen
    step_until(app, lambda: isinstance(app.stack.top, BidScene))
    assert top_as(app, BidScene).seat == 0 and last_paradise_state(scene).bids == {}


def test_a_key_held_through_the_reveal_never_lifts_the_next_cover(tmp_path, monkeypatch) -> None:
    """Claus holds Enter down after confirming (repeats on, the key stays down through the reveal): the cover for
    Anton stays up while it is held, its release does not lift it, nor a mouse button pressed before it showed."""
    app, scene = tie_table(tmp_path, monkeypatch)
    claus_bids_four(app, scene, [keydown(pygame.K_RETURN)])
    held = {pygame.K_RETURN}

    class Pressed:
        def __getitem__(self, key: int) -> bool:
            return key in held

    monkeypatch.setattr(pygame.key, "get_pressed", Pressed)  # what SDL reports while the key is down
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)])
    drawn = drawn_text.start_recording()
    frames = covered = 0
    while covered < 3 * GUARD_FRAMES:
        frames += 1
        assert frames < 2000, "the tie repeat's cover never came"
        repeat = [keydown(pygame.K_RETURN, repeat=1)] if frames % 3 == 0 else []
        repeat += [keydown(pygame.K_RETURN)] if frames % 7 == 0 else []  # a repeat that does not say so
        app.step(FRAME, repeat)
        assert not any(s.startswith("Private to") for s in drawn), f"frame {frames} showed a private panel"
        covered = covered + 1 if cover_up(app) is not None else 0
        drawn.clear()
    held.clear()
    app.step(FRAME, [keyup(pygame.K_RETURN), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)])
    app.step(FRAME, [])
    assert top_as(app, HandoverScene).name == "Anton"
    app.step(FRAME, tap(pygame.K_RETURN))
    step_until(app, lambda: isinstance(app.stack.top, BidScene))


def test_a_press_during_the_guard_time_stays_dead_until_it_is_let_go(tmp_path, monkeypatch) -> None:
    """A click begun in the cover's first moment does not lift it when released after the guard time."""
    app, _scene = tie_table(tmp_path, monkeypatch)
    step_until(app, lambda: cover_up(app) is not None)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1), keydown(pygame.K_SPACE)])
    wait_guard(app)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1),
                     keydown(pygame.K_SPACE, repeat=1), keyup(pygame.K_SPACE)])
    assert cover_up(app) is not None
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)])
    step_until(app, lambda: isinstance(app.stack.top, BidScene))


def test_a_double_enter_never_confirms_the_next_private_panel(tmp_path, monkeypatch) -> None:
    """One human among computers: no cover, so the panel itself ignores an Enter pressed in its first moment."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], money=60)
    state = last_paradise_state(scene)
    if state.seats[state.chooser].is_human:
        scene.choose_lot(state.chooser, state.opening_left[0])
    step_until(app, lambda: isinstance(app.stack.top, BidScene))
    app.step(FRAME, tap(pygame.K_RETURN))
    app.step(FRAME, tap(pygame.K_RETURN))
    assert isinstance(app.stack.top, BidScene) and 0 not in state.bids
    wait_guard(app)
    app.step(FRAME, tap(pygame.K_RETURN))
    assert state.bids.get(0) == 0 or state.auctions


# covers only between different humans ------------------------------------------------
def test_one_human_among_computers_never_sees_a_cover(tmp_path, monkeypatch) -> None:
    """A new game for one human and two computers: every bid and offer panel opens without a cover."""
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "hard"], money=60, speed=60.0)
    panels = 0
    for frame in range(20000):
        top = app.stack.top
        assert not isinstance(top, HandoverScene), f"a cover after {panels} panels"
        if isinstance(top, PrivateScreen):
            panels += 1
            wait_guard(app)
            app.step(FRAME, tap(pygame.K_RETURN))
            if panels >= 6:
                break
        elif not scene.busy and scene.human_seats_to_move() and scene.state.view(None)["phase"] not in ("bid", "offer"):
            for key in (pygame.K_a, pygame.K_RIGHT, pygame.K_RETURN):
                scene.controls.handle(keydown(key))
        app.step(FRAME, tap(pygame.K_SPACE) if frame % 20 == 0 and top is scene else [])  # round summaries
    assert panels >= 6


def test_a_resumed_game_covers_its_first_private_panel_only(tmp_path, monkeypatch) -> None:
    """Resumed (moves already made), the lone human's first panel gets a cover, the next ones none."""
    record = record_of(["human", "easy", "easy"], 60)
    state = last_paradise_state(record)
    record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    app, scene = table(tmp_path, monkeypatch, [], record=record, speed=60.0)
    step_until(app, lambda: cover_up(app) is not None)
    lift_cover(app)
    covers = 0
    for _ in range(6000):
        covers += isinstance(app.stack.top, HandoverScene)
        if isinstance(app.stack.top, PrivateScreen):
            wait_guard(app)
            app.step(FRAME, tap(pygame.K_RETURN))
        if len(last_paradise_state(scene).auctions) >= 3:
            break
        if not scene.busy and scene.state.view(None)["phase"] in ("choose lot", "place") and scene.human_seats_to_move():
            scene.controls.handle(keydown(pygame.K_RIGHT))
            scene.controls.handle(keydown(pygame.K_RETURN))
        app.step(FRAME, [])
    assert len(last_paradise_state(scene).auctions) >= 3 and covers == 0


def test_the_cover_says_what_is_decided(tmp_path, monkeypatch) -> None:
    """"Sealed bid for the <lot>" and the name of the player to pass to, big."""
    app, scene = tie_table(tmp_path, monkeypatch)
    step_until(app, lambda: cover_up(app) is not None)
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    lot = scene.shown["lot"]["name"]
    assert f"Sealed bid for the {lot}" in drawn and "Pass to Claus" in drawn


# what the panels say ------------------------------------------------------------------
def test_the_broke_panel_offers_only_no_offer(tmp_path, monkeypatch) -> None:
    """The broke seat's panel says why, and digits or the sides do nothing; Enter makes no offer."""
    record, broke, _rich = offer_step_record(["human", "human", "human", "human"])
    app, scene = table(tmp_path, monkeypatch, [], record=record)
    screen = open_private(app, OfferScene)
    assert screen.seat == broke and screen.broke
    drawn = drawn_text.start_recording()
    app.step(FRAME, tap(pygame.K_5, "5") + tap(pygame.K_n, "n"))
    assert screen.amount == 0 and screen.condition is None
    assert "You hold 0 Paras, so you can make no offer this time." in look(app, drawn)
    app.step(FRAME, tap(pygame.K_RETURN))
    assert last_paradise_state(scene).to_move != (broke,) and not last_paradise_state(scene).offers


def test_typed_digits_show_as_typed_and_enter_sends_what_the_screen_says(tmp_path, monkeypatch) -> None:
    """Tie repeat at least 23: "5" shows as 5 with "At least 23 Paras. Enter bids 23."; then "0" shows 50 (in
    range, nothing to say); Backspace and "99" show 599, "You hold only 60 Paras. Enter bids 60.", and Enter bids 60."""
    app, scene = tie_table(tmp_path, monkeypatch)
    claus_bids_four(app, scene, tap(pygame.K_RETURN))
    screen = open_private(app, BidScene)
    assert screen.low == 23 and screen.money == 60
    drawn = drawn_text.start_recording()
    app.step(FRAME, tap(pygame.K_5, "5"))
    said = look(app, drawn)
    assert "5" in drawn and "At least 23 Paras. Enter bids 23." in said and screen.amount == 23
    app.step(FRAME, tap(pygame.K_0, "0"))
    said = look(app, drawn)
    assert "50" in drawn and screen.amount == 50 and "Enter bids" not in said
    app.step(FRAME, tap(pygame.K_BACKSPACE) + tap(pygame.K_9, "9") + tap(pygame.K_9, "9"))
    said = look(app, drawn)
    assert "599" in drawn and "You hold only 60 Paras. Enter bids 60." in said and screen.amount == 60
    app.step(FRAME, tap(pygame.K_RETURN))
    assert last_paradise_state(scene).auctions[-1]["bids"].get(0) == 60 or last_paradise_state(scene).bids.get(0) == 60


def test_the_offer_panel_opens_at_no_offer(tmp_path, monkeypatch) -> None:
    """A fresh offer panel shows "No offer" and Enter makes none; an amount without a side asks for one."""
    record, _broke, rich = offer_step_record(["human", "human", "human", "human"])
    record.apply(record.state.to_move[0], PassOffer())
    assert record.state.to_move == (rich,)
    app, scene = table(tmp_path, monkeypatch, [], record=record)
    screen = open_private(app, OfferScene)
    drawn = drawn_text.start_recording()
    look(app, drawn)
    assert "No offer" in drawn and screen.amount == 0 and screen.condition is None
    app.step(FRAME, tap(pygame.K_3, "3") + tap(pygame.K_RETURN))
    assert app.stack.top is screen and "Pick the side" in screen.note
    app.step(FRAME, tap(pygame.K_BACKSPACE) + tap(pygame.K_RETURN))
    assert app.stack.top is not screen and not last_paradise_state(scene).offers
