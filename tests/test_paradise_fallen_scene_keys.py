"""Paradise Fallen table by keys alone where several things share a place: with two Aberrations on one spot,
Tab chooses which one Enter picks (Shaman, Kauai); an Aptitude may also be dropped on the player's own row."""
from __future__ import annotations

import pygame

from game.paradise_fallen.actions import MoveAberration, PlayAptitude, RemoveAberration, Trip, UsePower
from scenes.paradise_fallen.hand_view import DEAL_LABEL, PICKED_LINE, deal_label_point, picked_frame
from scenes.paradise_fallen.modes import prompt
from sprites import palette
from sprites.paradise_fallen.layout import HAND_AREA, explored_rect, seat_panel
from sprites.text import font
from tests.kit import paradise_fallen_scene as pf_scene
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import click, drag, kahoolawe_centre_picked, new, open_hand, raid_table, set_table, step_until, table, with_power


def test_tab_then_enter_lets_the_shaman_remove_the_second_aberration_of_a_spot(tmp_path, monkeypatch) -> None:
    """Two Aberrations on the centre island (the cursor's start): Enter alone would take the first;
    Tab moves to the second and Enter removes exactly that one."""
    record = new(["human", "easy"])
    shaman, mist, lava = card("Shaman"), card("Green Mist"), card("Lava Flow")
    set_table(record, [[shaman, ration(1)], [ration(2)]], {4: [mist, lava]})
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_TAB, pygame.K_SPACE, pygame.K_RETURN)  # focus the Shaman, pick it up, play it
    assert record.moves[-1].action == PlayAptitude(shaman)
    step_until(app, lambda: not scene.busy and overlay.legal and isinstance(overlay.legal[0], RemoveAberration))
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert record.moves[-1].action == RemoveAberration(lava)


def test_tab_chooses_which_aberration_kauai_moves(tmp_path, monkeypatch) -> None:
    """Kauai by key 1; Tab twice comes back round to the first of two; once more picks the second."""
    record = new(["human", "easy"])
    mist, lava = card("Green Mist"), card("Lava Flow")
    set_table(record, [[ration(1)], [ration(2)]], {4: [mist, lava]})
    with_power(record, "Kauai")
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and any(isinstance(a, MoveAberration) for a in overlay.legal))
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN)
    assert overlay.choosing.picked == mist
    overlay.choosing.clear()
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert overlay.choosing.picked == lava
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)  # over the gap to the island above the centre
    assert record.moves[-1].action == MoveAberration(lava, 1)


def test_an_aptitude_dropped_on_the_players_own_row_is_played(tmp_path, monkeypatch) -> None:
    """Dragging the Shaman onto the player's own panel plays it; onto the other player's panel, nothing."""
    record = new(["human", "easy"])
    shaman = card("Shaman")
    set_table(record, [[shaman, ration(1)], [ration(2)]], {4: [card("Green Mist")]})
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    moves = len(record.moves)
    drag(app, overlay.hand_rects()[overlay.hand.index(shaman)].center, seat_panel(1, 2).center)
    assert len(record.moves) == moves
    step_until(app, lambda: not overlay.animator.busy)
    drag(app, overlay.hand_rects()[overlay.hand.index(shaman)].center, seat_panel(0, 2).center)
    assert record.moves[-1].action == PlayAptitude(shaman)


def test_a_click_on_a_token_that_gives_no_power_says_why(tmp_path, monkeypatch) -> None:
    """After one island power this turn, a click on another gold token sends nothing and tells the rule."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    with_power(record, "Maui")
    with_power(record, "Hawaii")
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    click(app, explored_rect(0, 2, 0).center)
    assert record.moves[-1].action == UsePower("Maui")
    step_until(app, lambda: not scene.busy)
    moves = len(record.moves)
    click(app, explored_rect(0, 2, 1).center)
    assert len(record.moves) == moves
    assert "one a turn" in scene.message
    assert overlay.acting


def test_the_hand_drops_the_paid_cards_while_the_trip_is_still_shown(tmp_path, monkeypatch) -> None:
    """Paying a trip: the next frame, while the canoe still sails on the table, the paid cards have left the hand."""
    record = new(["human", "easy"])
    set_table(record, [[ration(3), ration(2), ration(1)], [ration(2)]])
    app, scene = table(tmp_path, monkeypatch, record, speed=1.0)
    overlay = open_hand(app)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)  # plan the trip to the island above the centre
    press(app, pygame.K_RETURN)  # pay it the cheapest way
    trip = record.moves[-1].action
    assert isinstance(trip, Trip) and trip.pay
    app.step(1 / 60, [])
    assert scene.busy
    assert not set(trip.pay) & set(overlay.hand)
    assert len(overlay.hand_rects()) == 3 - len(trip.pay)


def test_lanais_deal_label_clears_the_buttons_and_the_prompt_counts_the_players(tmp_path, monkeypatch) -> None:
    """Lanai's drawn cards wait: their label sits on the band's title row clear of every button and card,
    and the prompt offers the number keys of the players there are (1-2 with two)."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1)], [ration(2)]])
    with_power(record, "Lanai")
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and bool(overlay.deal_cards))
    label = pygame.Rect((0, 0), font(14, True).size(DEAL_LABEL))
    label.midright = deal_label_point(overlay)
    assert HAND_AREA.contains(label)
    assert not any(label.colliderect(button.rect) for button in overlay.input.buttons())
    assert not any(label.colliderect(rect) for rect in overlay.deal_rects() + overlay.hand_rects())
    words = prompt(overlay.view, 0, overlay.legal, overlay.choosing, ["Ana", "Ben"])
    assert "press 1-2" in words


def planned_label(app, record) -> set[str]:  # noqa: ANN001 - the app and the record of a table
    """The texts drawn in the frame after Ana plans the trip above her canoe (the cursor up twice, Enter)."""
    return pf_scene.drawn_after(app, lambda: press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN))


def test_a_planned_trip_reads_its_price_in_rations_and_what_the_cards_pay(tmp_path, monkeypatch) -> None:
    """The label by a planned trip names the unit and what the hand pays, not a bare "you hold 5"."""
    record = new(["human", "easy"])
    set_table(record, [[ration(3), ration(2)], [ration(2)]])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    drawn = planned_label(app, record)
    plan = overlay.choosing.plan
    assert plan is not None
    unit = "ration" if plan.cost == 1 else "rations"
    assert f"Cost {plan.cost} {unit} · your cards pay 5" in drawn


def test_a_planned_trip_over_a_raiding_tribe_says_the_card_it_costs(tmp_path, monkeypatch) -> None:
    """The trip to Oahu crosses the Raiding Tribe: its label says so, from the rules' fare of that trip."""
    record = raid_table()
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    drawn = planned_label(app, record)
    assert overlay.choosing.plan is not None and overlay.choosing.plan.fare.raids == 1
    assert "Cost 2 rations · your cards pay 5 · Raiding Tribe: you lose a card" in drawn


def test_kahoolawes_first_place_is_framed_apart_from_the_other_glowing_places(tmp_path, monkeypatch) -> None:
    """After the first click of a swap, that island wears a white frame; the islands it may swap with do not."""
    _, app = kahoolawe_centre_picked(tmp_path, monkeypatch, {4: [card("Green Mist")], 0: [card("Lava Flow")]})
    app.step(1 / 60, [])
    for spot, framed in ((4, True), (0, False)):
        frame = picked_frame(spot)
        edge = app.canvas.get_at((frame.centerx, frame.y + PICKED_LINE // 2))[:3]
        assert (edge == palette.PAPER) is framed, (spot, edge)


def test_paying_the_cheapest_way_spares_the_destinations_own_island_card(tmp_path, monkeypatch) -> None:
    """To Oahu (2) holding Oahu, Nihoa and a 1 Ration: Enter pays the Ration and Nihoa, keeping Oahu to explore."""
    record = new(["human", "easy"])
    oahu = card("Oahu")
    set_table(record, [[oahu, card("Nihoa"), ration(1)], [ration(2)]])
    app, scene = table(tmp_path, monkeypatch, record)
    open_hand(app)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)  # plan the trip to Oahu, above the centre
    press(app, pygame.K_RETURN)  # pay the cheapest way
    trip = record.moves[-1].action
    assert isinstance(trip, Trip) and trip.path == (1,)
    assert oahu not in trip.pay and sorted(trip.pay) == sorted([card("Nihoa"), ration(1)])
