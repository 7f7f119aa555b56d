"""Nothing flies over what a Last Paradise player reads: coins paid keep clear of the names, the lot and the log."""
from __future__ import annotations

from game.core import make_seats
from game.last_paradise import SPEC
from game.last_paradise import events as ev
from game.record import GameRecord
from sprites.last_paradise.panels import BANK_POINT, DEAL_PANEL, LOG_AREA, LOT_PANEL, seat_row
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.last_paradise_scene import step_until, table

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
