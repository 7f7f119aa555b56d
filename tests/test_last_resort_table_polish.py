"""Last Resort table polish found by playing it in a real window: a moving tracker shows once, the
'Something's Gone Wrong' events are shown by their own classes, and more."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from last_resort_scene_kit import new_record, step_until, table

from game.last_resort.boards import TRENDS
from game.last_resort.events import CashPaid, MalfunctionStruck, MalfunctionTurnedUp, PrestigeMoved
from scenes.last_resort.view import status_line
from sprites import text as drawn_text
from sprites.last_resort.board import tracker_point, trend_label
from sprites.last_resort.layout import STATUS_RECT, TREND_RECT
from sprites.text import fit_text, font, render_text


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def _idle(tmp_path, monkeypatch, kinds: list[str]):  # type: ignore[no-untyped-def]
    app, scene = table(tmp_path, monkeypatch, new_record(kinds))
    step_until(app, lambda: not scene.busy)
    return app, scene


def test_a_tracker_in_the_air_is_not_drawn_at_its_new_place_too(tmp_path, monkeypatch) -> None:
    """While a tracker slides from 8 to its place, its place on the track shows no tracker (it shows once)."""
    app, scene = _idle(tmp_path, monkeypatch, ["human", "easy"])
    kind = "relax"
    value = next(int(v) for p, v in scene.shown["tracks"][kind] if int(p) == 0)
    scene.show_event(PrestigeMoved(who=0, kind=kind, before=value + 8, after=value, reason="test"), 0)
    assert (kind, 0) in scene.flights.trackers_flying()
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    point = tracker_point(scene.shown, kind, 0, value)
    ink = scene.look_of(0)[0]
    assert tuple(surface.get_at(point))[:3] != ink
    step_until(app, lambda: not scene.flights.trackers_flying())
    scene.draw(surface)
    assert tuple(surface.get_at(point))[:3] == ink


def test_something_gone_wrong_events_show_on_the_table(tmp_path, monkeypatch) -> None:
    """A payment rises from the payer's header; a Malfunction turning up or striking is labelled on its space."""
    app, scene = _idle(tmp_path, monkeypatch, ["human", "easy"])
    scene.show_event(CashPaid(who=1, amount=3, reason="Malfunction"), 0)
    scene.show_event(MalfunctionTurnedUp(seat=0, space=15, malfunction=2), 0)
    scene.show_event(MalfunctionStruck(seat=0, space=15, malfunction=2), 0)
    words = [f.text for f in scene.flights.items if f.kind == "label"]
    assert words == ["-3", "Turned up", "Strikes"]


@pytest.mark.parametrize("phase,field", [("build", "queue"), ("arrivals", "draft_order")])
def test_the_status_line_names_the_whole_order_of_four_long_names(phase: str, field: str) -> None:
    """Four 16-letter names: the order of play still fits on the status bar, every player named, in order."""
    pygame.font.init()
    names = ["Bartholomew Quin", "Maximilian Rowe", "Wilhelmina Grace", "Constantinopla X"]
    view = {"phase": phase, "season": 2, "year": 1, field: [2, 0, 3, 1]}
    line = status_line(view, names, STATUS_RECT.w)
    assert font(18, True).size(line)[0] <= STATUS_RECT.w
    assert fit_text(line, 18, STATUS_RECT.w, True) == line
    at = [line.index(names[p].split()[0]) for p in (2, 0, 3, 1)]
    assert at == sorted(at)


def test_the_trend_card_names_every_letter_without_cutting_a_word() -> None:
    """Each of A, B and C on the Trend card reads as a whole word (a newcomer must see which prestige it is)."""
    pygame.font.init()
    width = (TREND_RECT.w - 12) // 3 - 14
    for trend in TRENDS:
        for letter in ("A", "B", "C"):
            label = trend_label(letter, trend.of(letter), width)  # type: ignore[arg-type]
            assert "…" not in label and label.startswith(letter + " ")
            assert render_text(label, 11, (0, 0, 0)).get_width() <= width
