"""The Last Paradise table: placing by drag, deals offered and accepted, and a whole computer game."""
from __future__ import annotations

import pygame

from game.core import SeatKind
from game.last_paradise import DISTRICTS, PassOffer
from scenes.handover import HandoverScene
from scenes.last_paradise.offer import OfferScene
from scenes.results import ResultsScene
from sprites.last_paradise.panels import LOT_BOX, deal_button_rects
from tests.kit.app import top_as
from tests.kit.last_paradise_scene import cover_up, drag, last_paradise_state, new_record, open_private, press, rules_to_round_one, step_until, table


def placing_table(tmp_path, monkeypatch, kinds):
    """A table in round 1 where seat 0 (a human) has bought the lot and may place it."""
    record = new_record(kinds, 11, 60)
    state = last_paradise_state(record)
    rules_to_round_one(record, buyer=0)
    while state.phase == "offer":
        record.apply(state.to_move[0], PassOffer())
    assert state.phase == "place" and state.buyer == 0
    app, scene = table(tmp_path, monkeypatch, kinds, record=record)
    step_until(app, lambda: not scene.busy)
    return app, scene, state


def test_c_drag_onto_a_legal_site_places_and_an_illegal_one_slides_back(tmp_path, monkeypatch) -> None:
    """Dropping on another district's site changes nothing and says why; a glowing site takes the counter."""
    app, scene, state = placing_table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    lot = state.lot
    district = DISTRICTS[int(scene.shown["lot"]["district"])]
    legal = [s for s in (district.beach_sites if scene.shown["lot"]["kind"] == "villa" else (district.central_site,))
             if s not in state.board]
    wrong = next(s for s in range(16) if s not in legal and s not in state.board)
    before = dict(state.board)
    drag(app, LOT_BOX.center, scene.layout.sites[wrong].center)
    assert state.board == before and state.lot == lot
    assert scene.message and scene.message_time > 0
    assert scene.controls.drag.returning  # sliding home
    step_until(app, lambda: not scene.controls.drag.returning)
    press(app, pygame.K_f)
    assert scene.controls.side == "nature"
    drag(app, LOT_BOX.center, scene.layout.sites[legal[0]].center)
    placed = state.board[legal[0]]
    assert placed.counter == lot and placed.owner == 0 and placed.side == "nature"
    assert state.trees[0] == 1


def test_c_placing_by_keyboard(tmp_path, monkeypatch) -> None:
    """Arrows pick a glowing site, Enter places the counter there, building side up."""
    app, scene, state = placing_table(tmp_path, monkeypatch, ["human", "easy", "easy"])
    lot = state.lot
    press(app, pygame.K_RIGHT)
    site = scene.controls.selected
    assert site is not None and site not in state.board
    press(app, pygame.K_RETURN)
    assert state.board[site].counter == lot and state.board[site].side == "building"


def test_d_a_deal_offered_on_a_private_screen_and_accepted_is_paid(tmp_path, monkeypatch) -> None:
    """Birgit offers 6 for nature behind the cover; Anton accepts, places nature, and is paid 6."""
    kinds: list[SeatKind] = ["human", "human", "easy", "easy"]
    record = new_record(kinds, 11, 60)
    state = last_paradise_state(record)
    rules_to_round_one(record, buyer=0)
    assert state.phase == "offer" and state.to_move == (1,)
    app, scene = table(tmp_path, monkeypatch, kinds, record=record)
    step_until(app, lambda: cover_up(app) is not None)
    assert top_as(app, HandoverScene).name == "Birgit"
    offer = open_private(app, OfferScene)
    assert "Birgit" in offer.name and offer.money == state.money[1]
    press(app, pygame.K_n, pygame.K_DOWN)
    press(app, text="6")
    assert offer.amount == 6 and offer.condition == "nature"
    press(app, pygame.K_RETURN)
    assert state.offers and state.offers[0]["amount"] == 6
    step_until(app, lambda: state.phase == "answer" and not scene.busy)
    accept, _ = deal_button_rects(0)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=accept.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=accept.center, button=1)])
    assert state.offers[0]["accepted"] is True
    step_until(app, lambda: state.phase == "place" and not scene.busy)
    money_before = state.money[0]
    press(app, pygame.K_f, pygame.K_RIGHT, pygame.K_RETURN)
    paid = [e for e in state.ledger if e.payer == 1 and e.payee == 0]
    assert paid and paid[-1].amount == 6
    assert state.money[0] >= money_before + 6
    step_until(app, lambda: scene.chronicle.report is not None and scene.chronicle.ready)
    press(app, pygame.K_SPACE)  # the round's summary waits for the person at the table
    step_until(app, lambda: not scene.busy)
    assert any("Birgit pays Anton 6 Paras" in line for line in (line.text for line in scene.log))


def test_e_a_computer_game_runs_to_the_results(tmp_path, monkeypatch) -> None:
    """Four computer seats play all twelve rounds through app.step and the results appear."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "hard", "easy", "hard"], seed=2, money=50, speed=60.0)
    step_until(app, lambda: isinstance(app.stack.top, ResultsScene), frames=40000)
    assert scene.state.is_over and scene.finished
    assert sum(1 for site in scene.shown["board"] if site["counter"]) == 16
    assert any("environmental prize" in line or "finished" in line or "won" in line.lower()
               for line in (line.text for line in scene.log))


def test_the_lot_box_says_what_the_start_phase_is_about() -> None:
    """During the start phase the lot box names the chooser, then the opening villa up for auction and its site."""
    from game.core import make_seats
    from game.last_paradise import ChooseLot, new_game
    from sprites.last_paradise.panels import lot_caption

    state = new_game(make_seats(["Anton", "Birgit", "Claus"], ["human"] * 3), 3)
    chooser = state.view(None)["seats"][state.chooser]["name"]
    caption = lot_caption(state.view(None), "building")
    assert caption[0] == "Opening villas" and f"4 of 4 left. {chooser} chooses" in caption[1]
    site = state.opening_left[0]
    state.apply(state.chooser, ChooseLot(site))
    view = state.view(None)
    caption = lot_caption(view, "building")
    assert caption[0] == f"Lot: {view['lot']['name']}" and view["board"][site]["name"] in caption[1]
