"""Paradise Fallen table: pending choices by mouse and keyboard (the raid pick on the shared table, a power by
its token's key, an Aptitude played by keys, the Trickster's victim, the end phase's discards)."""
from __future__ import annotations

import pygame

from game.paradise_fallen.actions import (
    Discard,
    Done,
    MoveAberration,
    PlayAptitude,
    RaidPick,
    RemoveAberration,
    SailTo,
    SwapSpots,
    TakeFrom,
    Trip,
    UsePower,
)
from sprites.paradise_fallen.layout import mark_rect, seat_panel, tile_rect
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, paradise_fallen_state, ration
from tests.kit.paradise_fallen_scene import (
    ben_picks,
    click,
    kahoolawe_centre_picked,
    new,
    open_hand,
    raid_table,
    set_table,
    step_until,
    table,
    with_power,
)


def test_a_raid_is_picked_on_the_shared_table_with_no_hand_shown(tmp_path, monkeypatch) -> None:
    """Ana crosses the Raiding Tribe; Ben (a human on her left) picks one of her backs by its number on the
    table, with no hand overlay: exactly RaidPick(slot) is sent.  (That the pick shows nothing hidden is
    tested by pixels in test_paradise_fallen_secrets_on_screen.)"""
    record = raid_table()
    app, scene = table(tmp_path, monkeypatch, record)
    ben_picks(app, scene)
    trip = record.moves[-1].action
    assert isinstance(trip, Trip) and trip.path == (1,)
    slots = record.state.view(None)["pending"]["slots"]
    press(app, text="2" if slots >= 2 else "1")
    assert record.moves[-1].action == RaidPick(1 if slots >= 2 else 0)


def test_a_power_by_its_number_and_an_aptitude_by_keys(tmp_path, monkeypatch) -> None:
    """Key 1 uses the first explored island's power (Maui: draw 2); Tab, Space and Enter play an Aptitude."""
    record = new(["human", "easy"])
    fisher = card("Fisherman")
    set_table(record, [[fisher, ration(1)], [ration(2)]])
    maui = card("Maui")
    paradise_fallen_state(record).deck.remove(maui)
    paradise_fallen_state(record).explored[0].append({"island": "Maui", "card": maui, "token": "up"})
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    overlay.focus = overlay.hand.index(fisher)
    press(app, pygame.K_SPACE)
    assert overlay.choosing.held == fisher
    press(app, pygame.K_RETURN)
    assert record.moves[-1].action == PlayAptitude(fisher)
    step_until(app, lambda: not scene.busy)
    press(app, pygame.K_1)
    assert record.moves[-1].action == UsePower("Maui")


def test_the_trickster_takes_from_the_player_clicked(tmp_path, monkeypatch) -> None:
    """After the Trickster, the players with cards glow; a click on Cleo's panel sends TakeFrom(2)."""
    record = new(["human", "easy", "easy"])
    trick = card("Trickster")
    set_table(record, [[trick, ration(1)], [ration(2)], [ration(3)]])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    click(app, overlay.hand_rects()[overlay.hand.index(trick)].center)
    click(app, overlay.hand_rects()[overlay.hand.index(trick)].center)  # a second click plays an Aptitude
    assert record.moves[-1].action == PlayAptitude(trick)
    step_until(app, lambda: not scene.busy and overlay.legal and isinstance(overlay.legal[0], TakeFrom))
    click(app, seat_panel(2, 3).center)
    assert record.moves[-1].action == TakeFrom(2)


def test_the_end_phase_discards_by_click_and_done_refills(tmp_path, monkeypatch) -> None:
    """E ends play; a click on a card discards it; D (Done) ends the turn and the hand closes."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2), card("Shaman")], [ration(3)]])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_e)
    step_until(app, lambda: not scene.busy)
    shaman = card("Shaman")
    click(app, overlay.hand_rects()[overlay.hand.index(shaman)].center)
    assert record.moves[-1].action == Discard(shaman)
    step_until(app, lambda: not scene.busy)
    press(app, pygame.K_d)
    assert record.moves[-1].action == Done()
    step_until(app, lambda: app.stack.top is not overlay)
    assert record.state.view(None)["hand_counts"][0] == 5


def test_kahoolawe_swaps_the_two_places_clicked(tmp_path, monkeypatch) -> None:
    """Key 1 uses Kahoolawe; a click on the centre island then on the top-left one sends SwapSpots(0, 4)."""
    record, app = kahoolawe_centre_picked(tmp_path, monkeypatch, {4: [card("Green Mist")], 9: [card("Whirlpool")]})
    click(app, tile_rect(0).center)
    assert record.moves[-1].action == SwapSpots(0, 4)


def test_kauai_moves_the_aberration_clicked_then_done(tmp_path, monkeypatch) -> None:
    """Kauai: click the Aberration, then an island: MoveAberration; D stops before the second move."""
    record = new(["human", "easy"])
    mist = card("Green Mist")
    set_table(record, [[ration(1)], [ration(2)]], {4: [mist]})
    with_power(record, "Kauai")
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_1)
    step_until(app, lambda: not scene.busy and any(isinstance(a, MoveAberration) for a in overlay.legal))
    click(app, mark_rect(4, 0, 1).center)
    assert overlay.choosing.picked == mist
    click(app, tile_rect(2).center)
    assert record.moves[-1].action == MoveAberration(mist, 2)
    step_until(app, lambda: not scene.busy and Done() in overlay.legal)
    press(app, pygame.K_d)
    assert record.moves[-1].action == Done()


def test_the_shaman_removes_the_aberration_clicked(tmp_path, monkeypatch) -> None:
    """Shaman: clicked twice it is played; then a click on an Aberration sends it to the discard pile."""
    record = new(["human", "easy"])
    shaman, reef = card("Shaman"), card("Coral Reef")
    set_table(record, [[shaman, ration(1)], [ration(2)]], {12: [reef]})
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    for _ in range(2):
        click(app, overlay.hand_rects()[overlay.hand.index(shaman)].center)
    assert record.moves[-1].action == PlayAptitude(shaman)
    step_until(app, lambda: not scene.busy and overlay.legal and isinstance(overlay.legal[0], RemoveAberration))
    click(app, mark_rect(12, 0, 1).center)
    assert record.moves[-1].action == RemoveAberration(reef)


def test_the_sea_turtle_by_keyboard(tmp_path, monkeypatch) -> None:
    """Tab, Space, Enter play the Sea Turtle; arrows and Enter sail free."""
    record = new(["human", "easy"])
    turtle = card("Sea Turtle")
    set_table(record, [[ration(1), turtle], [ration(2)]])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_TAB)
    assert overlay.hand[overlay.focus] == turtle
    press(app, pygame.K_SPACE, pygame.K_RETURN)
    assert record.moves[-1].action == PlayAptitude(turtle)
    step_until(app, lambda: not scene.busy and overlay.legal and isinstance(overlay.legal[0], SailTo))
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)
    assert record.moves[-1].action == SailTo(1)
