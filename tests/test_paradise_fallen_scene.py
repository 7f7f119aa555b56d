"""The Paradise Fallen table: computers play to the end, hands stay private on one screen, the hand overlay
sends only legal actions (a trip by dragging the canoe, its cheapest or chosen payment, a card by drag)."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import SeatKind, make_seats
from game.paradise_fallen.actions import PlayAberration, Trip
from game.paradise_fallen.cards import CARDS, face_key
from game.paradise_fallen.trips import aberrations_of, cheapest_payment, is_irredundant, trip_cost
from game.record import GameRecord
from scenes.handover import HandoverScene
from scenes.paradise_fallen.choices import plan_trip
from scenes.paradise_fallen.hand import HandOverlay
from scenes.results import ResultsScene
from sprites import text as drawn_text
from sprites.paradise_fallen.layout import canoe_spot, spot_rect
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_scene import (
    centre,
    click,
    drag,
    explorer_spec,
    find_seed,
    last_action,
    new_record,
    open_hand,
    step_until,
    table,
)

SEEDS = {2: 3, 3: 3, 4: 4}
"""Deals whose games the test computers finish in a few hundred moves."""


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computers_play_a_whole_game_on_the_table_to_the_results(tmp_path, monkeypatch, players) -> None:
    """Every seat a computer: the table shows every event, the log tells them, the results appear."""
    record = new_record(["easy"] * players, SEEDS[players])
    app, scene = table(tmp_path, monkeypatch, record, speed=60.0)
    step_until(app, lambda: isinstance(app.stack.top, ResultsScene), frames=60000)
    assert scene.state.is_over and scene.finished
    assert scene.shown["phase"] == "over"
    assert len(scene.log) > len(record.moves) // 2
    assert not any(isinstance(s, HandOverlay) for s in app.stack.scenes)


def first_turn_trip(record: GameRecord) -> bool:
    """Seat 0 (the human) can sail somewhere for a price it can pay in more than one way."""
    view = record.state.view(0)
    costs = [plan_trip(view, 0, record.state.legal_actions(0), dest) for dest in range(9)]
    return any(plan is not None and plan.cost > 0 and len(plan.choices) > 1 for plan in costs)


def human_first(players: int = 3) -> list[SeatKind]:
    computers: list[SeatKind] = ["easy"] * (players - 1)
    return ["human", *computers]


def a_trip_plan(overlay: HandOverlay):  # noqa: ANN201 - a TripPlan
    """A destination the overlay's seat can reach for a price, with more than one way to pay."""
    for dest in range(9):
        plan = plan_trip(overlay.view, overlay.seat, overlay.legal, dest)
        if plan is not None and plan.cost > 0 and len(plan.choices) > 1:
            return plan
    raise AssertionError("no trip with a choice of payments")


def test_dragging_the_canoe_shows_the_path_and_enter_pays_the_cheapest_way(tmp_path, monkeypatch) -> None:
    """Drag the canoe to an island: the plan holds the legal path and its cost; Enter sends the cheapest payment."""
    record = find_seed(human_first(), first_turn_trip)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    plan = a_trip_plan(overlay)
    start = canoe_spot(plan.start, 0).center
    drag(app, start, centre(plan.dest))
    planned = overlay.choosing.plan
    assert planned is not None and planned.dest == plan.dest
    view = overlay.view
    assert planned.cost == trip_cost(view["grid"], aberrations_of(view), plan.start, planned.path)
    hand = list(overlay.hand)
    moves = len(record.moves)
    press(app, pygame.K_RETURN)
    assert len(record.moves) == moves + 1
    trip = last_action(record)
    assert isinstance(trip, Trip) and trip.path == planned.path
    cheapest = cheapest_payment(hand, planned.cost)
    assert cheapest is not None  # as cheap (as little wasted); it may spare an Island card still to explore
    assert sum(CARDS[c].value for c in trip.pay) == sum(CARDS[c].value for c in cheapest)
    assert is_irredundant(trip.pay, planned.cost)


def test_cards_clicked_pay_the_trip_and_a_short_payment_is_refused(tmp_path, monkeypatch) -> None:
    """Click cards to pay: too little is refused with a reason (nothing sent); a legal choice is sent as chosen."""
    record = find_seed(human_first(), first_turn_trip)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    plan = a_trip_plan(overlay)
    click(app, centre(plan.dest))  # a click on an island plans the trip too
    assert overlay.choosing.plan is not None and overlay.choosing.plan.dest == plan.dest
    choice = next(t for t in overlay.choosing.plan.choices if t != overlay.choosing.plan.choices[0]) \
        if len(overlay.choosing.plan.choices) > 1 else overlay.choosing.plan.choices[0]
    hand = overlay.hand
    wanted = []
    for card in choice.pay:  # the hand's cards with those faces
        wanted.append(next(c for c in hand if face_key(c) == face_key(card) and c not in wanted))
    moves = len(record.moves)
    if len(wanted) > 1:
        rect = overlay.hand_rects()[hand.index(wanted[0])]
        click(app, rect.center)
        press(app, pygame.K_RETURN)
        assert len(record.moves) == moves, "a payment short of the cost went through"
        assert "those cards give only" in scene.message  # the rules say why (legal.problem)
        click(app, overlay.hand_rects()[hand.index(wanted[0])].center)  # put it back
    for card in wanted:
        click(app, overlay.hand_rects()[hand.index(card)].center)
    assert sorted(overlay.choosing.chosen) == sorted(wanted)
    press(app, pygame.K_RETURN)
    assert len(record.moves) == moves + 1
    trip = last_action(record)
    assert isinstance(trip, Trip) and trip.path == choice.path
    assert sorted(face_key(c) for c in trip.pay) == sorted(face_key(c) for c in choice.pay)


def holds_aberration(record: GameRecord) -> bool:
    """The human (seat 0) may lay an Aberration at once."""
    return any(isinstance(a, PlayAberration) for a in record.state.legal_actions(0))


def test_an_aberration_dragged_onto_a_glowing_place_is_laid_there(tmp_path, monkeypatch) -> None:
    """Drag an Aberration card from the hand onto a legal spot: exactly that PlayAberration is sent; a drop on a
    place it cannot go sends nothing."""
    record = find_seed(human_first(), holds_aberration)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    lay = next(a for a in overlay.legal if isinstance(a, PlayAberration))
    legal_spots = {a.spot for a in overlay.legal if isinstance(a, PlayAberration) and a.card == lay.card}
    wrong = next(s for s in range(21) if s not in legal_spots)
    rect = overlay.hand_rects()[overlay.hand.index(lay.card)]
    moves = len(record.moves)
    drag(app, rect.center, spot_rect(wrong).center)
    assert len(record.moves) == moves
    step_until(app, lambda: not overlay.animator.busy)
    rect = overlay.hand_rects()[overlay.hand.index(lay.card)]
    drag(app, rect.center, spot_rect(lay.spot).center)
    assert len(record.moves) == moves + 1
    assert last_action(record) == lay
    step_until(app, lambda: not scene.busy)
    assert lay.card in scene.shown["aberrations"][str(lay.spot)]


def test_every_card_face_reads_its_name_and_text() -> None:
    """Every card's face (small and read at full size) is drawn without error, with its name noted."""
    from sprites.paradise_fallen.faces import BIG, card_face, card_text

    for card in range(len(CARDS)):
        assert card_face(card).get_width() < card_face(card, BIG).get_width()
        assert CARDS[card].name in card_text(card)[1] or CARDS[card].kind == "ration"


def test_with_one_human_the_hand_opens_without_a_cover(tmp_path, monkeypatch) -> None:
    """One human among computers: the computers' turns open no cover, and the human's hand opens by itself."""
    record = new_record(["easy", "human", "easy", "easy"], 4)
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: isinstance(app.stack.top, (HandOverlay, HandoverScene)), frames=6000)
    assert isinstance(app.stack.top, HandOverlay) and app.stack.top.seat == 1
    assert len(record.moves) > 0


def test_the_hand_waiting_is_still_and_active_while_its_move_plays(tmp_path, monkeypatch) -> None:
    """Idle is cool: the hand waiting for its player is still; the canoe sailing its trip is active."""
    record = find_seed(human_first(2), first_turn_trip)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    step_until(app, lambda: scene.message_time <= 0)
    assert overlay.motion == "still" and app.motion == "still"
    overlay.plan_trip(a_trip_plan(overlay).dest)
    press(app, pygame.K_RETURN)
    assert isinstance(last_action(record), Trip)
    assert overlay.motion == "active" and scene.flights.blocking


def test_ctrl_z_over_the_hand_takes_the_trip_back(tmp_path, monkeypatch) -> None:
    """A trip, then Ctrl+Z on the hand: the move is gone, the canoe is home, the hand holds its cards again."""
    record = find_seed(human_first(2), first_turn_trip)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    hand, start = sorted(overlay.hand), overlay.view["canoes"][0]
    overlay.plan_trip(a_trip_plan(overlay).dest)
    press(app, pygame.K_RETURN)
    assert isinstance(last_action(record), Trip)
    step_until(app, lambda: not scene.busy)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="",
                                         scancode=0)])
    assert not record.moves
    step_until(app, lambda: not scene.busy)
    assert app.stack.top is overlay
    assert overlay.view["canoes"][0] == start and sorted(overlay.hand) == hand


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sixteen_letter_names_are_drawn_whole_at_every_seat_count(tmp_path, monkeypatch, players) -> None:
    """The widest sixteen-letter names fit their seat panels whole (no ellipsis) at 2, 3 and 4 seats."""
    names = ["WWWWWWWWWWWWWWWW", "Wilhelmina-Grace", "MMMMMMMMMMMMMMMM", "Bartholomew Oxx"][:players]
    record = GameRecord.start(explorer_spec(), make_seats(names, ["easy"] * players), 3)
    app, scene = table(tmp_path, monkeypatch, record)
    drawn = drawn_text.start_recording()
    app.draw()
    for name in names:
        assert name in drawn, f"{name} was cut short: {[s for s in drawn if s.startswith(name[:3])]}"
