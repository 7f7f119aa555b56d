"""Paradise Fallen: a card read at full size and a refusal's box leave the prompt, the buttons and the names
uncovered (pixels compared with and without them), and a preview closes when its card leaves."""
from __future__ import annotations

import pygame

from game.paradise_fallen.actions import Explore
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.hand_view import trip_price_box
from scenes.paradise_fallen.table import ParadiseFallenScene
from scenes.paradise_fallen.view import message_rect
from sprites.paradise_fallen.layout import (
    DECK_RECT,
    DISCARD_RECT,
    GRID_RECT,
    HAND_PROMPT_RECT,
    LOG_AREA,
    STATUS_RECT,
    UNDO_RECT,
    explored_rect,
    seat_panel,
)
from tests.kit.cover import assert_uncovered, changed_pixels, snapshot
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import mouse, new, open_hand, set_table, step_until, table, with_power


def point_at(app, monkeypatch, pos: tuple[int, int]) -> None:
    """The mouse moves to ``pos`` (the app reads it back as the real mouse)."""
    monkeypatch.setattr(app, "mouse_position", lambda: pos)
    app.step(1 / 60, [mouse(pygame.MOUSEMOTION, pos)])


def needed(overlay: HandOverlay, players: int) -> dict[str, pygame.Rect]:
    """What the player must read or press: the prompt, the band's buttons, every name, the status, Undo, the piles."""
    rects = {"prompt": HAND_PROMPT_RECT, "status": STATUS_RECT, "undo": UNDO_RECT, "deck": DECK_RECT}
    rects |= {f"button {b.label}": b.rect for b in overlay.input.buttons()}
    rects |= {f"name {seat}": pygame.Rect(seat_panel(seat, players).topleft, (seat_panel(seat, players).w, 30))
              for seat in range(players)}
    return rects


def four_seats(tmp_path, monkeypatch):
    record = new(["human", "easy", "easy", "easy"])
    set_table(record, [[card("Oahu"), card("Molokai"), ration(1), ration(2)], [ration(2)], [], []])
    for island in ("Kauai", "Nihoa", "Lanai"):
        with_power(record, island)
    app, scene = table(tmp_path, monkeypatch, record)
    return record, app, scene, open_hand(app)


def test_a_hand_card_read_at_full_size_leaves_pay_the_prompt_and_the_names_uncovered(tmp_path, monkeypatch) -> None:
    """A trip to Maui planned ("Pay 2 [Enter]" shows once two rations are chosen): pointing at a ration in the hand
    shows it at full size, but nothing of the prompt, the buttons or the names changes."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    point_at(app, monkeypatch, (5, 715))
    overlay.plan_trip(5)
    for value in (1, 2):
        overlay.input.click_card(ration(value))
    assert any(b.label == "Pay 3" for b in overlay.input.buttons())
    before = snapshot(app)
    point_at(app, monkeypatch, overlay.hand_rects()[overlay.hand.index(ration(2))].center)
    assert overlay.hover == ration(2)
    after = snapshot(app)
    assert changed_pixels(before, after, after.get_rect()) > 20000  # the card is drawn, at full size
    assert_uncovered(before, after, needed(overlay, 4))


def test_an_explored_card_read_at_full_size_leaves_the_names_and_the_refusal_uncovered(tmp_path, monkeypatch) -> None:
    """With a refusal showing, pointing at Ana's explored Lanai, then at the discard's top, draws the card
    somewhere that covers neither the refusal, the names nor the band."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    scene.state.discard.append(ration(3))
    overlay.refresh(force=True)
    point_at(app, monkeypatch, (5, 715))
    press(app, pygame.K_d)  # nothing to finish: the rules say why
    box = message_rect(scene)
    assert box is not None
    for spot in (explored_rect(0, 4, 2).center, DISCARD_RECT.center):
        point_at(app, monkeypatch, (5, 715))
        before = snapshot(app)
        point_at(app, monkeypatch, spot)
        assert overlay.hover is not None
        after = snapshot(app)
        assert_uncovered(before, after, needed(overlay, 4) | {"refusal": box})


def test_the_refusal_box_covers_no_island_name_prompt_or_button(tmp_path, monkeypatch) -> None:
    """D with nothing to finish says why, in a box clear of the board, the band and the names."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    point_at(app, monkeypatch, (5, 715))
    before = snapshot(app)
    press(app, pygame.K_d)
    assert scene.message_time > 0
    after = snapshot(app)
    assert_uncovered(before, after, needed(overlay, 4) | {"board": GRID_RECT})


def test_the_preview_of_a_card_that_leaves_the_hand_closes(tmp_path, monkeypatch) -> None:
    """Pointing at Molokai in the hand, Ana explores it by keys: once the table is still, the picture is the one
    a fresh look at that place gives (the card lying there now, or none), not the full-size Molokai."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    molokai = card("Molokai")
    spot = overlay.hand_rects()[overlay.hand.index(molokai)].center
    point_at(app, monkeypatch, spot)
    assert overlay.hover == molokai
    overlay.focus = overlay.hand.index(molokai)
    press(app, pygame.K_SPACE, pygame.K_RETURN)
    assert record.moves[-1].action == Explore(molokai)
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [])
    shown = snapshot(app)
    point_at(app, monkeypatch, spot)
    assert changed_pixels(shown, snapshot(app), shown.get_rect()) == 0


def test_the_table_forgets_a_public_card_that_left_it(tmp_path, monkeypatch) -> None:
    """On the bare table (a computer to move), a hovered explored card gone (an undo) is no longer read."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    assert isinstance(scene, ParadiseFallenScene)
    scene.hover = card("Lanai")
    monkeypatch.setattr(app, "mouse_position", lambda: (5, 715))
    app.step(1 / 60, [])
    assert scene.hover is None


def test_flying_cards_pass_behind_the_log_and_the_deck(tmp_path, monkeypatch) -> None:
    """A card flying from Ana's hand to the discard pile (across the log) and one drawn from the deck to Dan's hand:
    in every frame of their flight the log, the deck and every name look as they do with nothing in the air."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    point_at(app, monkeypatch, (5, 715))
    still = snapshot(app)
    scene.flights.card(ration(3), scene.hand_point(0), DISCARD_RECT.topleft)
    scene.flights.card(None, DECK_RECT.topleft, scene.hand_point(3))
    rects = {"log": LOG_AREA.inflate(-8, -8), "deck": DECK_RECT.inflate(8, 8),
             "deck count": pygame.Rect(DECK_RECT.x, DECK_RECT.bottom + 6, DECK_RECT.w, 20)} | \
        {f"name {seat}": seat_panel(seat, 4).move(8, 6).clip(seat_panel(seat, 4).move(8, 6).topleft, (320, 22))
         for seat in range(4)}
    moved = 0
    while scene.flights.busy:
        app.step(1 / 60, [])
        frame = snapshot(app)
        moved += changed_pixels(still, frame, frame.get_rect())
        assert_uncovered(still, frame, rects)
    assert moved > 0  # the cards were seen in the air


def test_a_hand_card_read_at_full_size_leaves_the_planned_trips_price_uncovered(tmp_path, monkeypatch) -> None:
    """A trip up to Oahu planned (its price lies across the top of the board): pointing at a ration in the hand
    shows it at full size away from "Cost … · your cards pay …" (it lay over the board's left, on the price)."""
    record, app, scene, overlay = four_seats(tmp_path, monkeypatch)
    point_at(app, monkeypatch, (5, 715))
    overlay.plan_trip(1)
    price = trip_price_box(overlay)
    assert price is not None
    before = snapshot(app)
    point_at(app, monkeypatch, overlay.hand_rects()[overlay.hand.index(ration(1))].center)
    assert overlay.hover == ration(1)
    after = snapshot(app)
    assert changed_pixels(before, after, after.get_rect()) > 20000  # the card is drawn, at full size
    assert_uncovered(before, after, {"price": price} | needed(overlay, 4))


def test_a_card_that_comes_under_a_still_pointer_is_read(tmp_path, monkeypatch) -> None:
    """A card discarded under a pointer resting on the discard pile showed no preview until the mouse moved."""
    from game.core import make_seats
    from game.paradise_fallen import SPEC
    from game.record import GameRecord

    record = GameRecord.start(SPEC, make_seats(["Ana", "Ben"], ["easy", "easy"]), 3)
    app, scene = table(tmp_path, monkeypatch, record)
    assert isinstance(scene, ParadiseFallenScene)
    monkeypatch.setattr(app, "mouse_position", lambda: DISCARD_RECT.center)
    assert not scene.shown["discard"]
    step_until(app, lambda: bool(scene.shown["discard"]) and not scene.busy, frames=20000)
    assert scene.hover == int(scene.shown["discard"][-1])
