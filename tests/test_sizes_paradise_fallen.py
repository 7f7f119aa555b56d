"""Paradise Fallen drawn at the window's real size: at 1920x1080, 2560x1440, 3840x2160 and 900x560 the table and
the hand show what they show at 1280x720, sharp (nothing blitted was made at another scale) and in the same places.

Each state is built by the rules and the same input at every size (computers never think: every seat is human),
with the same fixed frames.  The comparison draws every line of text as a box measured as at 1280x720
(``tests.kit.sizes.letters_as_boxes``): real letters are rasterised at each size's own type size and measure a little differently,
which moves a long line's last words a few pixels and may wrap a card's text elsewhere (the text module's
business); with boxes, what is left to compare is the table's own drawing, and it must not differ at all (see
:data:`APART`).  Strays are counted with the real letters too.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.core import make_seats
from game.paradise_fallen.actions import Trip
from game.record import GameRecord
from scenes.manager import App
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from sprites import pen
from sprites.paradise_fallen.layout import DISCARD_RECT, explored_rect, tile_rect
from tests.kit.app import make_app
from tests.kit.last_paradise_scene import press, wait_guard
from tests.kit.paradise_fallen_rules import card, paradise_fallen_state, ration
from tests.kit.paradise_fallen_scene import explorer_spec, mouse, open_hand, set_table, step_until, with_power
from tests.kit.sizes import SIZES, as_logical, letters_as_boxes, squares_apart

NAMES = ["Zoë 漢字", "Ben", "مريم", "Dmitri Kowalsky"]
FRAME = 1 / 60

NEAR = {(900, 560): 64}
"""How far (mean per channel over a 16x16 square) the picture at a size may be from the 1280x720 one before the
square counts as apart: 40 (``squares_apart``'s own) where the canvas has more pixels than 1280x720; at 900x560
the smaller canvas is blown up to be compared, and every thin line drawn there smears over half as much again as
it covers at 1280x720 (such a square, a panel's edge or a card's outline, measures up to 55; something missing or
moved measures well over 100)."""
APART = 0
"""Squares apart allowed: none.  The letters are boxes (``tests.kit.sizes.letters_as_boxes``), so what is left is the table's own
drawing, the same at every size."""


def record_of(hands: list[list[int]], aberrations: dict[int, list[int]] | None = None) -> GameRecord:
    """A fresh game of four human seats (awkward names) with these hands and Aberrations."""
    record = GameRecord.start(explorer_spec(), make_seats(NAMES, ["human"] * 4), 1)
    set_table(record, hands, aberrations)
    return record


def point(app: App, monkeypatch: pytest.MonkeyPatch, pos: tuple[int, int]) -> None:
    """The mouse moves to logical ``pos`` (read back by the app as the real mouse)."""
    monkeypatch.setattr(app, "mouse_position", lambda: pos)
    app.step(FRAME, [mouse(pygame.MOUSEMOTION, pos)])


def busy_hand(app: App, monkeypatch: pytest.MonkeyPatch) -> HandOverlay:
    """Zoë's hand over a full table: explored islands with their tokens (and their marks on the map), Aberrations on
    an island and in two gaps, a card on the discard pile, a trip to Maui planned with two rations chosen."""
    record = record_of([[card("Oahu"), card("Molokai"), ration(1), ration(2), ration(3), card("Sea Turtle")],
                        [ration(2)], [ration(1, 1)], []],
                       {4: [card("Whirlpool")], 9 + 8: [card("Raiding Tribe")], 9 + 3: [card("Driftwood")]})
    for island in ("Kauai", "Nihoa", "Lanai"):
        with_power(record, island)
    paradise_fallen_state(record).discard.append(ration(3, 1))
    app.push(ParadiseFallenScene(app, record))
    overlay = open_hand(app)
    point(app, monkeypatch, (5, 715))
    overlay.plan_trip(5)
    for value in (1, 2):
        overlay.input.click_card(ration(value))
    return overlay


def reading_a_card(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The busy hand, its trip put away, the mouse on an explored island of Zoë's: it is read at full size."""
    busy_hand(app, monkeypatch)
    press(app, pygame.K_ESCAPE)
    point(app, monkeypatch, explored_rect(0, 4, 1).center)


def dragging_a_card(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The busy hand, the trip put away, Molokai's card carried over the board: its places glow."""
    overlay = busy_hand(app, monkeypatch)
    press(app, pygame.K_ESCAPE)
    start = overlay.hand_rects()[overlay.hand.index(card("Molokai"))].center
    app.step(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for pos in ((start[0] + 20, start[1] - 60), (300, 300), tile_rect(4).center):
        point(app, monkeypatch, pos)


def sailing(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The busy hand pays its trip with the 2 ration (the 1 put back): the canoe is under way, the card flies to the
    discard pile."""
    overlay = busy_hand(app, monkeypatch)
    overlay.input.click_card(ration(1))
    app.settings.animation_speed = 1.0
    press(app, pygame.K_RETURN)
    assert isinstance(overlay.table.record.moves[-1].action, Trip)
    for _ in range(10):
        app.step(FRAME, [])


def raid_pick(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Zoë sails over a Raiding Tribe: Ben picks one of her cards on the table, the discard's top read."""
    record = record_of([[ration(2), ration(1), card("Maui"), card("Lanai")], [ration(3), card("Oahu")],
                        [ration(1, 1)], []], {9 + 8: [card("Raiding Tribe")]})
    scene = ParadiseFallenScene(app, record)
    app.push(scene)
    open_hand(app)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    step_until(app, lambda: scene.raid.picker() == 1)
    wait_guard(app)
    press(app, pygame.K_RIGHT)
    point(app, monkeypatch, DISCARD_RECT.center)


def lanai_deal(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Zoë uses Lanai's power: its drawn cards wait in her band, the first given to Ben."""
    record = record_of([[ration(1), ration(2)], [ration(2, 1)], [ration(3)], [ration(1, 1)]])
    with_power(record, "Lanai")
    scene = ParadiseFallenScene(app, record)
    app.push(scene)
    overlay = open_hand(app)
    point(app, monkeypatch, (5, 715))
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and bool(overlay.deal_cards))
    press(app, pygame.K_2)


STATES: dict[str, Callable[[App, pytest.MonkeyPatch], object]] = {
    "busy hand": busy_hand, "reading a card": reading_a_card, "dragging a card": dragging_a_card,
    "sailing": sailing, "raid pick": raid_pick, "lanai deal": lanai_deal}


@pytest.fixture(name="boxed")
def box_letters(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every line of text drawn in the test is a box of the size it measures (as at 1280x720)."""
    with letters_as_boxes(monkeypatch):
        yield


def drawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, state: str, size: tuple[int, int]) -> tuple[App, int]:
    """An app of window ``size`` in ``state`` drawn once; and the strays counted while it was built and drawn."""
    app = make_app(tmp_path / f"{size[0]}x{size[1]}", monkeypatch, window_size=size)
    app.settings.animation_speed = 8.0
    monkeypatch.setattr(app, "map_event", lambda event: event)  # events carry logical positions at every size
    before = pen.strays
    STATES[state](app, monkeypatch)
    app.draw()
    return app, pen.strays - before


@pytest.mark.parametrize("state", list(STATES))
def test_each_state_looks_the_same_and_sharp_at_every_size(tmp_path, monkeypatch, boxed, state) -> None:
    reference_app, strays = drawn(tmp_path, monkeypatch, state, SIZES[0])
    reference = reference_app.canvas.copy()
    assert strays == 0
    for size in SIZES[1:]:
        app, strays = drawn(tmp_path, monkeypatch, state, size)
        assert strays == 0, f"{state} at {size}: {strays} pictures made at another scale"
        apart = squares_apart(app.canvas, reference, NEAR.get(size, 40))
        assert len(apart) <= APART, f"{state} at {size}: {len(apart)} squares apart, worst {sorted(apart, key=lambda a: -a[2])[:8]}"


@pytest.mark.parametrize("size", SIZES[1:])
def test_with_real_letters_nothing_blitted_was_made_at_another_scale(tmp_path, monkeypatch, size) -> None:
    """The same states with their real letters: every picture blitted (card faces, marks, the still layer, the
    lines of text) was made at the window's scale."""
    for state in STATES:
        _, strays = drawn(tmp_path / state.replace(" ", "_"), monkeypatch, state, size)
        assert strays == 0, f"{state} at {size}: {strays} pictures made at another scale"


def test_a_window_made_larger_draws_the_tables_still_layer_anew(tmp_path, monkeypatch, boxed) -> None:
    """The table drawn at 1280x720, then the window made 1920x1080: the still layer (board, panels, piles, band) is
    made again at the new scale, not resampled from the old picture, and shows what a table opened at that size
    shows."""
    fresh, _ = drawn(tmp_path, monkeypatch, "raid pick", (1920, 1080))
    reference = as_logical(fresh.canvas)
    app, _ = drawn(tmp_path, monkeypatch, "raid pick", (1280, 720))
    scene = app.stack.top
    assert isinstance(scene, ParadiseFallenScene) and scene.layer.picture is not None
    app.resize((1920, 1080))
    app.draw()
    assert scene.layer.picture is not None and pen.scale_of(scene.layer.picture) == pen.scale() == 1.5
    assert not squares_apart(app.canvas, reference)
