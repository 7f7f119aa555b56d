"""Last Resort's secrets on one screen, checked by pixels: each moment is drawn twice through the real drawing
path, caches on — once from the real game, once with the game's state replaced by a resample for the seat whose
private overlay is open (no private overlay: a resample for the public table, every secret redrawn: the other
seats' Adverts, every pile's order, the faces of face-down Malfunctions, the Evil A.I.'s deck) — and the two
frames must be identical.  The moments: a human's private Advert panel (folded too), the cover before it, the
table while computers choose, face-down Malfunctions on the table at a public decision, solo; and the check is
seen to fail when the drawing shows one hidden thing."""
from __future__ import annotations

import pygame
import pytest

from game.last_resort.actions import Build, ChooseAdvert
from game.record import GameRecord
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.manager import App
from scenes.pause import PauseScene
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_rules import last_resort_state
from tests.kit.last_resort_scene import (
    cover_up,
    deciding,
    human_deciding,
    new_record,
    open_adverts,
    play_until,
    step_until,
    table,
)

RESAMPLES = (1, 2, 3)


def frame(app: App) -> bytes:
    """The whole window as drawn now, byte by byte."""
    app.draw()
    return pygame.image.tobytes(app.canvas, "RGB")


def settle(app: App, scene: LastResortScene) -> None:
    """Step until nothing is shown, flies or waits for a computer: the table is still."""
    step_until(app, lambda: not scene.busy and scene.runner.thinking is None and scene.banner is None, frames=6000)


def read_again(app: App, scene: LastResortScene) -> None:
    """Everything the screens hold from the state, read again from it (the caches are emptied, to be filled
    again by the drawing itself)."""
    state = scene.record.state
    scene.shown = state.view(None)
    scene._public = None
    scene.layer = None
    if scene.controls.seat is not None:
        scene.controls.legal = list(state.legal_actions(scene.controls.seat))
    for screen in app.stack.scenes:
        if isinstance(screen, AdvertOverlay):
            screen.refresh()


def assert_frames_hide(app: App, scene: LastResortScene, seat: int | None) -> None:
    """The frame of the real game and of resamples for ``seat`` (None: the public table) are the same."""
    record: GameRecord = scene.record
    real = record.state
    assert scene.shown == real.view(None), "the table still shows an older moment"
    seen = frame(app)
    assert frame(app) == seen, "the same moment drawn twice differs"
    differs = False
    for seed in RESAMPLES:
        twin = real.resample(seat, seed)
        differs = differs or twin.to_json() != real.to_json()
        record.state = twin
        try:
            read_again(app, scene)
            assert frame(app) == seen, f"a resample for {seat} (seed {seed}) draws another frame"
        finally:
            record.state = real
            read_again(app, scene)
    assert differs, "no resample changed a secret"


def test_the_advert_panels_and_the_cover_between_them_show_nothing_hidden(tmp_path, monkeypatch) -> None:
    """Two humans and a computer.  The first human's panel (a card chosen, then folded), the cover before the
    second human's panel, and that panel, whatever the others chose in secret."""
    record = new_record(["human", "human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: cover_up(app) is not None)
    assert_frames_hide(app, scene, None)
    overlay = open_adverts(app)
    assert overlay.seat == 0
    before = frame(app)
    press(app, pygame.K_3)  # Berths, chosen but not played
    assert frame(app) != before, "the owner sees her own choice"
    assert_frames_hide(app, scene, 0)
    press(app, pygame.K_h)  # folded away: the public table shows
    assert overlay.folded
    assert_frames_hide(app, scene, None)
    press(app, pygame.K_h, pygame.K_RETURN)
    assert record.moves[-1].action == ChooseAdvert("berth")
    step_until(app, lambda: cover_up(app) is not None)
    assert_frames_hide(app, scene, None)
    overlay = open_adverts(app)
    assert overlay.seat == 1 and 0 in last_resort_state(record).adverts
    press(app, pygame.K_2)
    assert_frames_hide(app, scene, 1)


def test_the_table_while_the_computers_choose_shows_no_advert(tmp_path, monkeypatch) -> None:
    """A lone human has played an Advert; the computers are still to choose: the public table."""
    record = new_record(["human", "easy", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    monkeypatch.setattr(scene.runner, "start", lambda *args, **kwargs: None)  # the computers think for ever
    open_adverts(app)
    press(app, pygame.K_1, pygame.K_RETURN)
    step_until(app, lambda: not isinstance(app.stack.top, AdvertOverlay))
    settle(app, scene)
    assert last_resort_state(record).phase == "advertise" and list(last_resort_state(record).adverts) == [0]
    assert_frames_hide(app, scene, None)


def test_face_down_malfunctions_on_the_table_show_nothing_of_their_faces(tmp_path, monkeypatch) -> None:
    """A human builds on the table, the mouse over a face-down Malfunction: its face, and the piles, never show."""
    record = new_record(["human", "easy"])
    assert play_until(record, human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    settle(app, scene)
    assert last_resort_state(record).stations[0].malfunctions
    space = min(last_resort_state(record).stations[0].malfunctions)
    centre = scene.cell_rect(0, space).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))])
    monkeypatch.setattr(app, "mouse_position", lambda: centre)
    assert_frames_hide(app, scene, None)


def test_solo_the_advert_panel_and_the_table_hide_the_evil_ais_deck(tmp_path, monkeypatch) -> None:
    """Solo: the player's Advert panel, then the public table at a decision, whatever the Evil A.I.'s deck holds."""
    record = new_record(["human"])
    app, scene = table(tmp_path, monkeypatch, record)
    open_adverts(app)
    press(app, pygame.K_2)
    assert_frames_hide(app, scene, 0)
    press(app, pygame.K_RETURN)
    step_until(app, lambda: scene.controls.seat is not None or isinstance(app.stack.top, AdvertOverlay), frames=8000)
    settle(app, scene)
    assert_frames_hide(app, scene, None)


def test_the_pause_menu_over_the_panel_shows_no_choice(tmp_path, monkeypatch) -> None:
    """Esc over the panel with a card chosen: the same frame whichever card it was."""
    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_adverts(app)
    press(app, pygame.K_4)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    seen = frame(app)
    overlay.chosen, overlay.focus = "amenity", 0
    assert frame(app) == seen
    assert_frames_hide(app, scene, None)
    assert not [m for m in record.moves if m.seat == 0]


def test_the_check_sees_a_station_header_that_shows_a_hidden_advert(tmp_path, monkeypatch) -> None:
    """Drawing the computer's secret Advert in the header of the large station (over the panel), once, makes the
    frames differ."""
    import scenes.last_resort.view as view

    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    open_adverts(app)
    step_until(app, lambda: 1 in last_resort_state(record).adverts, frames=6000)
    leaking = view.draw_station_header

    def header_with_a_leak(surface, rect, seat_view, *args, **kwargs):  # noqa: ANN001, ANN202 - the drawing's own
        secret = last_resort_state(scene.record).adverts.get(1)
        seat_view = {**seat_view, "advert": secret} if seat_view["index"] == 0 else seat_view
        leaking(surface, rect, seat_view, *args, **kwargs)

    monkeypatch.setattr(view, "draw_station_header", header_with_a_leak)
    scene.layer = None
    with pytest.raises(AssertionError, match="draws another frame"):
        assert_frames_hide(app, scene, 0)
