"""Nothing flies over what a Last Paradise player reads: coins paid keep clear of the names, the lot and the log."""
from __future__ import annotations

from functools import partial

from game.core import make_seats
from game.last_paradise import COUNTERS, SPEC, prompts
from game.last_paradise import events as ev
from game.last_paradise.board import site_name
from game.record import GameRecord
from sprites.last_paradise.board import BOARD_RECT
from sprites.last_paradise.panels import BANK_POINT, DEAL_PANEL, LOG_AREA, LOT_PANEL, STATUS_BAR, seat_row
from sprites.last_paradise.preview import preview_rect
from tests.kit.cover import assert_uncovered, overlapping, snapshot
from tests.kit.last_paradise_scene import step_until, table
from tests.kit.paradisio_scene import words_drawn as drawn  # the words of the next frame, any table

LONG_NAMES = ["山田太郎山田太郎山田太郎山田太郎", "Bartholomew-Jone", "Cassandra Evelyn", "Dorothea Wilhelm",
              "Evangeline Rose"]
BANK_RADIUS = 22
TEXT_MARGIN = 10
"""The rows and panels keep their words this far inside their edges."""



def test_coins_paid_by_the_bank_and_between_seats_never_cross_a_name_the_lot_or_the_log(tmp_path, monkeypatch):
    record = GameRecord.start(SPEC, make_seats(LONG_NAMES, ["human", "easy", "easy", "easy", "easy"]), 5,
                              {"starting_money": 40})
    app, scene = table(tmp_path, monkeypatch, [], record=record, speed=1.0)
    step_until(app, lambda: not scene.busy)
    needed = {f"seat {i + 1}": seat_row(i).inflate(-2 * TEXT_MARGIN, 0) for i in range(5)}
    bank_left, bank_top = BANK_POINT[0] - BANK_RADIUS, BANK_POINT[1] - BANK_RADIUS  # the coins leave the bank
    needed.update({"lot": LOT_PANEL.inflate(-2 * TEXT_MARGIN, 0).clip((0, 0, bank_left, 720)),
                   "lot, above the bank": LOT_PANEL.inflate(-2 * TEXT_MARGIN, 0).clip((0, 0, 1280, bank_top)),
                   "deals": DEAL_PANEL.inflate(-2 * TEXT_MARGIN, 0),
                   "log": LOG_AREA.inflate(-2 * TEXT_MARGIN, 0)})
    scene.show_event(ev.BonusPaid(0, 47, "the island", "island"), 0)
    scene.show_event(ev.DealPaid(4, 0, 15, 15, "nature"), 0)
    frames = 0
    while scene.coins.busy:
        with_coins = snapshot(app)
        monkeypatch.setattr(scene.coins, "draw", lambda surface: None)  # the same moment, the coins not drawn
        without = snapshot(app)
        monkeypatch.undo()
        assert_uncovered(without, with_coins, needed)
        app.step(1 / 60, [])
        frames += 1
    assert frames > 20  # the coins were seen in the air


def test_a_counter_under_the_mouse_shows_large_with_what_it_is_clear_of_the_site_and_the_message(tmp_path,
                                                                                               monkeypatch):
    """Every opening villa, hovered, is shown large with its name, site, owner and side, in a card that lies off the
    site itself, the status line, the seats and the log; a refusal drawn meanwhile is not covered by it."""
    app, scene = table(tmp_path, monkeypatch, ["human", "human", "human"])
    step_until(app, lambda: not scene.busy)
    villas = [s["site"] for s in scene.shown["board"] if s["counter"] is not None]
    assert villas
    for site in villas:
        rect = scene.layout.sites[site]
        monkeypatch.setattr(app, "mouse_position", lambda rect=rect: rect.center)
        lines = drawn(app)
        assert scene.looked_at() == site
        caption = prompts.counter_caption(COUNTERS[scene.shown["board"][site]["counter"]].name, site_name(site), None,
                                          "building")
        assert all(line in lines for line in caption), (caption, lines[-8:])
        card = preview_rect(rect, caption)
        assert not overlapping(card, [rect, STATUS_BAR, LOG_AREA, *(seat_row(i) for i in range(3))])
        scene.say("Nothing to do there now: the computer is thinking about something long enough.")
        monkeypatch.setattr(scene, "_draw_preview", lambda surface, view: None)
        without = snapshot(app)
        monkeypatch.undo()
        monkeypatch.setattr(app, "mouse_position", lambda rect=rect: rect.center)
        assert_uncovered(without, snapshot(app), {"message": message_rect()})
        monkeypatch.undo()


def message_rect():
    """Where a one-line message to the table lies (the foot of the board)."""
    return (20, BOARD_RECT.bottom - 6 - 33, 780, 33)


def test_the_card_of_an_opening_villa_under_the_mouse_leaves_every_other_villa_that_can_be_picked_in_view(
        tmp_path, monkeypatch):
    """Choosing the opening villa to auction: the card of the hovered one lay in the corner away from it, over
    another opening villa the player could pick (seed 1: Palm beach 1's card over the Coral villa)."""
    for seed in (1, 2, 3, 5):
        app, scene = table(tmp_path, monkeypatch, ["human", "human", "human"], seed=seed)
        step_until(app, partial(lambda table: not table.busy, scene))
        pickable = scene.controls.targets()
        assert len(pickable) == 4 and scene.shown["phase"] == "choose lot"
        for site in pickable:
            rect = scene.layout.sites[site]
            monkeypatch.setattr(app, "mouse_position", lambda rect=rect: rect.center)
            monkeypatch.setattr(scene, "_draw_preview", lambda surface, view: None)
            without = snapshot(app)
            monkeypatch.undo()
            monkeypatch.setattr(app, "mouse_position", lambda rect=rect: rect.center)
            with_card = snapshot(app)
            assert scene.looked_at() == site
            monkeypatch.undo()
            others = {f"seed {seed}: {site_name(other)}": scene.layout.sites[other].inflate(8, 8)
                      for other in pickable if other != site}
            assert_uncovered(without, with_card, others)


def test_no_counter_card_shows_while_a_private_panel_is_up(tmp_path, monkeypatch):
    """Over a sealed bid the hovered villa's card stayed up beside the panel, hiding the lot; now it shows only
    while the panel is folded away (the whole island to read)."""
    from scenes.last_paradise.bid import BidScene
    from tests.kit.last_paradise_scene import open_private

    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    screen = open_private(app, BidScene)
    site = next(s["site"] for s in scene.shown["board"] if s["counter"] is not None)
    rect = scene.layout.sites[site]
    monkeypatch.setattr(app, "mouse_position", lambda: rect.center)
    assert scene.looked_at() is None
    screen.folded = True
    assert scene.looked_at() == site


def test_no_counter_card_shows_over_a_rounds_summary(tmp_path, monkeypatch):
    """A counter still in sight under the round's summary showed its card half under the summary; now none shows
    until the summary has gone."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "easy", "easy"])
    step_until(app, lambda: scene.chronicle.holding, frames=20000)
    site = next(s["site"] for s in scene.shown["board"] if s["counter"] is not None)
    rect = scene.layout.sites[site]
    monkeypatch.setattr(app, "mouse_position", lambda: rect.center)
    assert scene.looked_at() is None
    scene.chronicle.dismiss()
    assert scene.looked_at() == site
