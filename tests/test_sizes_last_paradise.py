"""The Last Paradise at other window sizes: every screen and moment of the table draws sharp (no picture made at
another scale than the canvas) and laid out as at 1280x720.

Each state is built twice, the same way, in a 1280x720 window (the reference) and in a window of another size,
with a fixed frame time and only people to move (a computer player thinks on a thread of its own, at its own pace):
the table choosing the opening lot with the keyboard's ring and the counter shown large, the lot carried over the
island, the hands of a sealed bid opening and open, the auction history, a round's summary, coins flying, the
final prizes, the bid panel with a coin in hand, folded, and with the history over it, the offer panel; and a
window resized under an open table.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.last_paradise import ChooseLot, PassOffer
from game.record import GameRecord
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from sprites import pen
from sprites import text as drawn_text
from sprites.display import LOGICAL_SIZE
from sprites.last_paradise.panels import BANK_POINT, LOG_AREA, LOT_BOX, coin_target
from sprites.last_paradise.reveal import FinaleShow, RevealShow
from tests.kit.app import make_app, top_as
from tests.kit.last_paradise_scene import (
    GUARD_FRAMES,
    last_paradise_state,
    new_record,
    press,
    rules_to_round_one,
    step_until,
)
from tests.kit.screens import last_paradise_record
from tests.kit.sizes import SIZES, as_logical

FRAME = 1 / 60
OTHER_SIZES = SIZES[1:]
"""1920x1080 (scale 1.5), 2560x1440, 3840x2160 and 900x560 (scale 0.70)."""

Build = Callable[[App], None]


@pytest.fixture(autouse=True)
def _settle() -> Iterator[None]:
    yield
    drawn_text.stop_recording()
    pygame.event.clear()


# the states -------------------------------------------------------------------------------------------------------
def window_point(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    """The window pixel a mouse event must come from to land on canvas point ``pos`` (events come in window
    pixels; at scale 0.70 not every canvas point has one: the nearest that lands on it or next to it)."""
    near = app.letterbox.to_window(pos)
    tried = [(near[0] + dx, near[1] + dy) for dx in (0, 1, -1, 2) for dy in (0, 1, -1, 2)]
    return next((one for one in tried if app.letterbox.to_logical(one) == tuple(pos)), near)


def mouse(app: App, kind: int, pos: tuple[int, int], **more: Any) -> None:
    """One frame with one mouse event at canvas point ``pos``."""
    app.step(FRAME, [pygame.event.Event(kind, pos=window_point(app, pos), **more)])


def _table(app: App, record: GameRecord) -> LastParadiseScene:
    scene = LastParadiseScene(app, record)
    app.push(scene)
    app.step(FRAME, [])
    return scene


def _placing_record() -> GameRecord:
    """Round 1 played by the rules among three people: Anton bought the lot and is to place it."""
    record = new_record(["human", "human", "human"], 11, 60)
    state = last_paradise_state(record)
    rules_to_round_one(record, buyer=0)
    while state.phase == "offer":
        record.apply(state.to_move[0], PassOffer())
    return record


def _placing(app: App) -> LastParadiseScene:
    scene = _table(app, _placing_record())
    step_until(app, lambda: not scene.busy)
    return scene


def choosing_ringed(app: App) -> None:
    """The opening lot to choose: the glowing villas, the keyboard's ring on one, its counter shown large."""
    _table(app, last_paradise_record("choose lot"))
    press(app, pygame.K_RIGHT)


def carrying(app: App) -> None:
    """Anton carries the lot (turned to nature) over the island, the free sites glowing, one of them ringed."""
    _placing(app)
    press(app, pygame.K_f, pygame.K_RIGHT)
    start = LOT_BOX.center
    mouse(app, pygame.MOUSEBUTTONDOWN, start, button=1)
    for k in range(1, 5):
        pos = (start[0] + (380 - start[0]) * k // 4, start[1] + (420 - start[1]) * k // 4)
        mouse(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(1, 0, 0))


def _revealing(app: App, share: float) -> None:
    scene = _placing(app)
    names = scene.names
    scene.show = RevealShow(title="Sealed bids for the Coral hotel (at least 0)", bids={0: 17, 1: 4},
                            names=names, looks=scene.looks, sentence=f"{names[0]} bid highest and pays 4.", winner=0)
    scene.show.elapsed = share * scene.show.duration


def hands_opening(app: App) -> None:
    """The hands of a sealed bid half open over the island."""
    _revealing(app, 0.37)


def hands_open(app: App) -> None:
    """The hands open: the bids, who won and why."""
    _revealing(app, 0.8)


def history(app: App) -> None:
    """The auction history over the island after the start phase and round 1."""
    _placing(app)
    press(app, pygame.K_l)


def round_summary(app: App) -> None:
    """Anton has placed round 1's lot: the round's summary holds the table."""
    scene = _placing(app)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    step_until(app, lambda: scene.chronicle.report is not None and not scene.coins.busy)


def coins_flying(app: App) -> None:
    """Payments on their way from the bank and between seats: a few coins, and one coin with the whole amount."""
    scene = _placing(app)
    scene.coins.send(BANK_POINT, coin_target(1), 17)
    scene.coins.send(coin_target(0), coin_target(1), 64)
    for _ in range(6):
        app.step(FRAME, [])


def final_prizes(app: App) -> None:
    """The end of the game on the table: the environmental prizes and the verdict."""
    scene = _placing(app)
    scene.finale = FinaleShow(title="The game is over: 3 nature counters on the island",
                              prizes=["Anton: 4 trees, the first prize of 20 Paras"],
                              verdict="Paradise is kept: the appraisal counts every Para.")


def _private(app: App, record: GameRecord, kind: type[BidScene] | type[OfferScene]) -> None:
    scene = _table(app, record)
    step_until(app, lambda: isinstance(app.stack.top, (HandoverScene, kind)))
    if isinstance(app.stack.top, HandoverScene):
        for _ in range(GUARD_FRAMES):
            app.step(FRAME, [])
        press(app, pygame.K_SPACE)
        step_until(app, lambda: isinstance(app.stack.top, kind))
    for _ in range(GUARD_FRAMES):
        app.step(FRAME, [])
    assert scene.app.stack.top is not scene


def _bidding_record() -> GameRecord:
    """The first opening villa is up for auction among three people."""
    record = new_record(["human", "human", "human"], 11, 60)
    state = last_paradise_state(record)
    record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    return record


def bid_coin_in_hand(app: App) -> None:
    """The sealed bid: 12 typed, a ten carried from the purse toward the closed hand."""
    _private(app, _bidding_record(), BidScene)
    press(app, text="12")
    bid = top_as(app, BidScene)
    _value, centre = bid.purse.coins[0]
    mouse(app, pygame.MOUSEBUTTONDOWN, (round(centre[0]), round(centre[1])), button=1)
    mouse(app, pygame.MOUSEMOTION, (round(centre[0]) + 150, round(centre[1]) + 20), rel=(0, 0), buttons=(1, 0, 0))


def bid_folded(app: App) -> None:
    """The bid panel folded away (H): the bar that brings it back, the island in view."""
    _private(app, _bidding_record(), BidScene)
    press(app, pygame.K_h)


def bid_under_history(app: App) -> None:
    """The auction history opened from the bid panel (L): the panel folds away under it."""
    _private(app, _bidding_record(), BidScene)
    press(app, pygame.K_l)


def offer_made(app: App) -> None:
    """Birgit's offer to the buyer: 7 Paras if it goes down nature side up."""
    record = new_record(["human", "human", "human"], 11, 60)
    rules_to_round_one(record, buyer=0)
    _private(app, record, OfferScene)
    press(app, pygame.K_n, text="7")


STATES: dict[str, Build] = {build.__name__: build for build in (
    choosing_ringed, carrying, hands_opening, hands_open, history, round_summary, coins_flying, final_prizes,
    bid_coin_in_hand, bid_folded, bid_under_history, offer_made)}
"""Every state the tests draw, by name."""


# drawing and comparing --------------------------------------------------------------------------------------------
def drawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], build: Build) -> tuple[App, int]:
    """An app in a window of ``size`` brought to a state by ``build`` and drawn; and the strays while drawing."""
    app = make_app(tmp_path, monkeypatch, window_size=size)
    app.settings.animation_speed = 6.0
    build(app)
    before = pen.strays
    app.draw()
    return app, pen.strays - before


SQUARE = 32
"""Side, in logical units, of the squares whose mean colours are compared."""
LIMIT = 90
"""How far (0-255, in some channel) a square's mean colour may be from the 1280x720 one.  Letters are rasterised
at round(size x scale) pixels, so a line of words is a few per cent wider or narrower than at 1280x720: a status
line that just fits on one line at one size takes two at another (squares of the bar up to 35 apart), and a card
as wide as its caption is a few units wider (the preview card at 900x560: 12 units, a square half dark card and
half sand, 80 apart).  What these tests are for is far above: a counter or a hand drawn in device pixels (at the
wrong place and size) leaves squares 150 to 220 apart, a counter, a coin or a panel missing the same."""


def blocks_apart(native: pygame.Surface, reference: pygame.Surface, limit: int = LIMIT,
                 block: int = SQUARE) -> list[tuple[int, int, int]]:
    """The ``block``-sided squares (x, y, how far) whose mean colour, in the canvas drawn at another size laid
    over the 1280x720 ``reference``, is more than ``limit`` away in some channel."""
    w, h = LOGICAL_SIZE
    means = [pygame.transform.smoothscale(picture, (w // block, h // block))
             for picture in (as_logical(native), pygame.Surface.convert(reference, 24, 0))]
    found = []
    for y in range(h // block):
        for x in range(w // block):
            one, other = (m.get_at((x, y)) for m in means)
            far = max(abs(a - b) for a, b in zip(one[:3], other[:3]))
            if far > limit:
                found.append((x * block, y * block, far))
    return found


_references: dict[str, bytes] = {}


def reference(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> pygame.Surface:
    """State ``name`` drawn in a 1280x720 window (drawn once for all the sizes of a run)."""
    if name not in _references:
        app, strays = drawn(tmp_path, monkeypatch, LOGICAL_SIZE, STATES[name])
        assert strays == 0
        _references[name] = pygame.image.tobytes(app.canvas, "RGB")
    return pygame.image.frombytes(_references[name], LOGICAL_SIZE, "RGB")


@pytest.mark.parametrize("size", OTHER_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", list(STATES))
def test_each_moment_draws_sharp_and_laid_out_as_at_1280x720(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             name: str, size: tuple[int, int]) -> None:
    """Drawn at the window's size, nothing is a picture made at another scale, and every square of the picture,
    laid over the 1280x720 one, is near it."""
    picture = reference(tmp_path, monkeypatch, name)
    app, strays = drawn(tmp_path, monkeypatch, size, STATES[name])
    assert pygame.Surface.get_size(app.canvas) == app.letterbox.rect[2:]
    assert strays == 0, f"{strays} pictures made at another scale than the canvas were resampled"
    apart = blocks_apart(app.canvas, picture)
    assert not apart, f"squares (x, y, how far) away from the 1280x720 picture: {apart}"


def test_a_resized_window_redraws_the_table_at_its_new_scale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table opened in a 1280x720 window and resized through every size (a reveal over it, then a private panel)
    draws no picture kept from the old scale; back at 1280x720 it is the very picture it was."""
    strayed: list[tuple[int, int]] = []
    keep = pen.at_scale

    def noted(image: pygame.Surface, scale: float) -> pygame.Surface:
        if pen.scale_of(image) != scale:
            strayed.append(image.get_size())
        return keep(image, scale)

    for name in ("hands_open", "bid_folded"):
        app, _ = drawn(tmp_path, monkeypatch, LOGICAL_SIZE, STATES[name])
        before = pygame.image.tobytes(app.canvas, "RGB")
        monkeypatch.setattr(pen, "at_scale", noted)
        for size in (*OTHER_SIZES, LOGICAL_SIZE):
            app.resize(size)
            app.draw()
            # the game log's panel keeps its picture across a change of scale (sprites/log_panel.py: reported)
            assert [one for one in strayed if one != LOG_AREA.size] == [], f"{name} at {size}"
            strayed.clear()
            if size != LOGICAL_SIZE:
                apart = blocks_apart(app.canvas, pygame.image.frombytes(before, LOGICAL_SIZE, "RGB"))
                assert not apart, f"{name} at {size}: {apart}"
        monkeypatch.setattr(pen, "at_scale", keep)
        app.canvas.fill((0, 0, 0), LOG_AREA)
        again = pygame.image.frombytes(before, LOGICAL_SIZE, "RGB")
        again.fill((0, 0, 0), LOG_AREA)
        assert pygame.image.tobytes(app.canvas, "RGB") == pygame.image.tobytes(again, "RGB"), name
