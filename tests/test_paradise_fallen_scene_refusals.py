"""Paradise Fallen: no silent refusal on the table.  An input that does nothing says the rules' reason at once, in
view: the reason is read from the texts drawn on the frame after the input (the drawing path itself)."""
from __future__ import annotations

import pygame

from game.paradise_fallen.actions import EndPlay
from game.record import GameRecord
from sprites.paradise_fallen.layout import canoe_spot
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import ration
from tests.kit.paradise_fallen_scene import centre, click, drag, drawn_after, new, open_hand, set_table, step_until, table

KAHOOLAWE = 7
"""Below the centre on the fixtures' grid: 4 rations from Molokai, where the canoe starts."""
TOO_DEAR = "Kahoolawe costs 4 rations and your cards pay 3: too dear."


def poor_table() -> GameRecord:
    """Ana holds a 1 and a 2 (3 rations): Kahoolawe, below her canoe, costs 4."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    return record


def test_a_click_on_an_island_too_dear_says_its_price_and_what_the_cards_pay(tmp_path, monkeypatch) -> None:
    record = poor_table()
    app, _ = table(tmp_path, monkeypatch, record)
    open_hand(app)
    moves = len(record.moves)
    drawn = drawn_after(app, lambda: click(app, centre(KAHOOLAWE)))
    assert len(record.moves) == moves
    assert TOO_DEAR in drawn


def test_a_canoe_dropped_on_an_island_too_dear_gives_the_same_reason(tmp_path, monkeypatch) -> None:
    record = poor_table()
    app, _ = table(tmp_path, monkeypatch, record)
    open_hand(app)
    drawn = drawn_after(app, lambda: drag(app, canoe_spot(4, 0).center, centre(KAHOOLAWE)))
    assert len(record.moves) == 0
    assert TOO_DEAR in drawn and "You cannot sail to Kahoolawe now." not in drawn


def test_down_from_the_centre_passes_the_empty_gap_and_enter_there_says_the_price(tmp_path, monkeypatch) -> None:
    """Nothing can happen in the gap below the centre: the cursor goes on to Kahoolawe at once, and Enter there
    says why the trip cannot be made."""
    record = poor_table()
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_DOWN)
    assert overlay.cursor == KAHOOLAWE
    drawn = drawn_after(app, lambda: press(app, pygame.K_RETURN))
    assert len(record.moves) == 0
    assert TOO_DEAR in drawn


def test_keys_while_the_hand_is_folded_away_say_to_show_it(tmp_path, monkeypatch) -> None:
    record = poor_table()
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_h)
    assert overlay.folded
    for key in (pygame.K_e, pygame.K_d, pygame.K_RETURN):
        step_until(app, lambda: overlay.table.message_time == 0)
        drawn = drawn_after(app, lambda: press(app, key))  # noqa: B023 - called at once
        assert "Your hand is hidden: press H to show it first." in drawn
    assert len(record.moves) == 0


def test_done_in_the_play_phase_and_end_play_in_the_end_phase_say_the_rule(tmp_path, monkeypatch) -> None:
    record = poor_table()
    app, scene = table(tmp_path, monkeypatch, record)
    open_hand(app)
    drawn = drawn_after(app, lambda: press(app, pygame.K_d))
    assert "Discarding comes in the end phase: end the play phase first." in drawn and len(record.moves) == 0
    press(app, pygame.K_e)
    assert record.moves[-1].action == EndPlay()
    step_until(app, lambda: not scene.busy)
    drawn = drawn_after(app, lambda: press(app, pygame.K_e))
    assert "In the end phase you may only discard cards, then say done." in drawn
