"""The Paradise Fallen map marks each seat's explored islands (newcomer playtest: the map did not show who had
explored what, only the hands' cards did)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from sprites import text as drawn_text
from sprites.paradise_fallen.board import explored_mark
from tests.kit.paradise_fallen_scene import new_record, step_until, table


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def test_each_seats_explored_islands_carry_its_colour_on_the_map(tmp_path, monkeypatch) -> None:
    record = new_record(["easy"] * 3, 3)
    app, scene = table(tmp_path, monkeypatch, record, speed=60.0)
    step_until(app, lambda: sum(len(row) for row in scene.shown["explored"]) >= 3 and not scene.animating,
               frames=20000)
    scene.draw(app.canvas)
    grid = list(scene.shown["grid"])
    looks = scene.looks()
    marked = 0
    for seat, row in enumerate(scene.shown["explored"]):
        mine = {e["island"] for e in row}
        for spot, island in enumerate(grid):
            colour = tuple(app.canvas.get_at(explored_mark(spot, seat)))[:3]
            assert (colour == looks[seat].colour) == (island in mine), (seat, island, colour)
            marked += island in mine
    assert marked >= 3
