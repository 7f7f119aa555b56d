"""Last Resort: the End of Year summary (each seat's Viewing Platforms and the prestige they gave, the new Trend,
the new tiles) stays over the table until read, keys pressed on it do not act on the table, and Enter dismisses
it; with only computers at the table it goes by itself (the whole games of tests/test_last_resort_scene.py)."""
from __future__ import annotations

import pygame

from game.last_resort.boards import PLATFORM_PRESTIGE, TRENDS
from game.last_resort.tiles import TILES
from tests.kit.last_paradise_scene import press, wait_guard
from tests.kit.last_resort_scene import NAMES, find_record, step_until, table


def _last_season_of_year_one(record) -> bool:  # noqa: ANN001 - a GameRecord
    view = record.state.view(None)
    return view["year"] == 1 and view["phase"] == "build" and (view["season"] - 1) % 3 == 2


def test_the_end_of_year_summary_stays_until_read(tmp_path, monkeypatch) -> None:
    """Played on to the End of Year 1: the summary names each seat's uncovered Viewing Platforms and their
    prestige, the new Trend and the new tiles; it stays (nothing plays on, V does not zoom), Enter dismisses it."""
    record = find_record(["human", "easy"], _last_season_of_year_one)
    app, scene = table(tmp_path, monkeypatch, record)

    def play_on() -> object:
        controls = scene.controls
        return controls.seat is None or controls.send(controls.legal[0])

    step_until(app, lambda: scene.year_end.report is not None, frames=6000, each=play_on)
    title, lines = scene.year_end.report or ("", [])
    view = record.state.view(None)
    assert title == "End of Year 1"
    for seat, name in enumerate(NAMES[:2]):
        count = int(view["seats"][seat]["platforms"])
        gain = f"+{count * PLATFORM_PRESTIGE} prestige on every track" if count else "no prestige"
        assert any(line.startswith(f"{name}: {count} uncovered Viewing Platform") and gain in line for line in lines)
    assert any(TRENDS[int(view["trend"]["index"])].name in line for line in lines)
    new_tiles = [*view["offers"]["attraction"], *view["offers"]["amenity"]]
    assert new_tiles and all(any(TILES[int(t)].name in line for line in lines) for t in new_tiles)
    log = len(scene.log)
    for _ in range(600):
        app.step(1 / 60, [])
    assert scene.year_end.report is not None and len(scene.log) == log, "the summary did not hold the table"
    wait_guard(app)
    pinned = scene.pinned
    press(app, pygame.K_v)
    assert scene.pinned == pinned, "a key pressed on the summary acted on the table beneath"
    press(app, pygame.K_RETURN)
    assert scene.year_end.report is None
    step_until(app, lambda: len(scene.log) > log)
