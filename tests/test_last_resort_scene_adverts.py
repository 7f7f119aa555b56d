"""Last Resort's secret Adverts on one screen: chosen on each human's private overlay over the visible table,
never drawn under the cover or for another human before all are revealed together (frame by frame, with the
text recorder); a lone human needs no cover; the pause menu hides the overlay."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from last_resort_scene_kit import NAMES, cover_up, lift_cover, new_record, open_adverts, step_until, table
from test_last_paradise_scene_kit import press

from game.last_resort.actions import ChooseAdvert
from scenes.handover import HandoverScene
from scenes.last_resort.adverts import AdvertOverlay
from scenes.pause import PauseScene
from sprites import text as drawn_text


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def secret_words(name: str, kind: str) -> tuple[str, str]:
    """What the overlay notes for a chosen card, and what the table notes for a revealed one."""
    return f"{name} chooses: {kind}", f"{name}'s Advert: {kind}"


def test_an_advert_is_never_drawn_for_another_human_or_under_the_cover(tmp_path, monkeypatch) -> None:
    """Two humans and a computer: Wilhelmina plays Berths, Bartholomew Attraction.  Frame by frame, until the
    reveal, Wilhelmina's card is drawn only on her own overlay: never on the covers, the table or
    Bartholomew's overlay.  After the reveal it shows to all."""
    record = new_record(["human", "human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    drawn = drawn_text.start_recording()
    step_until(app, lambda: cover_up(app) is not None)
    assert NAMES[0] in cover_up(app).name and "Advert" in cover_up(app).purpose
    hers = secret_words(NAMES[0], "berth")

    def check() -> None:
        top = app.stack.top
        app.draw()
        revealed = scene.shown["seats"][0]["advert"] is not None
        mine = isinstance(top, AdvertOverlay) and top.seat == 0
        if not revealed and not mine:
            leaked = [w for w in drawn if w in hers]
            assert not leaked, f"Wilhelmina's Advert drawn on {type(top).__name__}: {leaked}"
        drawn.clear()

    lift_cover(app)
    overlay = open_adverts(app)
    assert overlay.seat == 0
    press(app, pygame.K_3)  # Berths
    app.draw()
    assert hers[0] in drawn, "the owner sees her own choice"
    drawn.clear()
    press(app, pygame.K_RETURN)
    assert record.moves[-1].action == ChooseAdvert("berth")
    step_until(app, lambda: cover_up(app) is not None, each=check)
    assert NAMES[1] in cover_up(app).name
    check()
    lift_cover(app)
    overlay = open_adverts(app)
    assert overlay.seat == 1
    check()
    press(app, pygame.K_2)
    check()
    press(app, pygame.K_RETURN)
    step_until(app, lambda: scene.shown["seats"][0]["advert"] is not None, frames=6000, each=check)
    app.draw()
    assert hers[1] in drawn, "after the reveal every Advert shows"


def test_a_lone_human_chooses_with_no_cover(tmp_path, monkeypatch) -> None:
    """One human among computers: the overlay opens by itself, never behind a cover, season after season."""
    record = new_record(["easy", "human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    for _ in range(2):
        step_until(app, lambda: isinstance(app.stack.top, (AdvertOverlay, HandoverScene)), frames=20000,
                   each=lambda: scene.controls.seat is None or scene.controls.send(scene.controls.legal[0]))
        assert isinstance(app.stack.top, AdvertOverlay) and app.stack.top.seat == 1
        open_adverts(app)
        press(app, pygame.K_1, pygame.K_RETURN)
        step_until(app, lambda: not isinstance(app.stack.top, AdvertOverlay))


def test_the_pause_menu_over_the_overlay_hides_it(tmp_path, monkeypatch) -> None:
    """Esc over the overlay opens the pause menu, and the chosen card is not drawn under it."""
    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_adverts(app)
    press(app, pygame.K_4)
    drawn = drawn_text.start_recording()
    app.draw()
    assert secret_words(NAMES[0], "improvement")[0] in drawn
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    drawn.clear()
    app.draw()
    assert not {w for w in drawn if "chooses" in w or "Private to" in w}
    assert overlay.chosen == "improvement" and not [m for m in record.moves if m.seat == 0]


def test_a_key_pressed_on_the_table_never_plays_an_advert(tmp_path, monkeypatch) -> None:
    """Enter held from before the overlay showed, or pressed in its first moment, plays nothing."""
    record = new_record(["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, record)
    step_until(app, lambda: isinstance(app.stack.top, AdvertOverlay))
    overlay = app.stack.top
    overlay.chosen = "amenity"
    press(app, pygame.K_RETURN)  # within the guard time
    assert not [m for m in record.moves if m.seat == 0]
