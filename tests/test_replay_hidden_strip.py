"""Replay's "Show everything" tells what the table hid in a strip of its own: its panel lay over the table's top
line (The Last Paradise's status, Last Resort's first station, Paradise Fallen's header); now it covers nothing of
the table nor of the bar, in every game with secrets."""
from __future__ import annotations

import pytest

from game.core import make_seats
from game.record import GameRecord
from game.registry import available_games
from scenes.manager import App
from scenes.replay import ReplayScene, start_replay
from sprites.replay_bar import BAR
from sprites.replay_hidden import HIDDEN_STRIP
from tests.kit.app import fast_app  # noqa: F401  (the app fixture)
from tests.kit.cover import assert_uncovered, covered, snapshot
from tests.test_replay_secrets import FRAME, HIDDEN, _moment, finished


def _showing_everything(app: App, game_id: str, with_list: bool = False) -> ReplayScene:
    """A replay of a finished ``game_id`` at a moment when a seat holds something hidden, Show everything on
    (and the list of moves open), every animation settled."""
    record = finished(game_id)
    count, _ = _moment(record, HIDDEN[game_id])
    replay = start_replay(app, record)
    app.step(FRAME, [])
    replay.seek(count)
    replay.toggle_everything()
    if with_list:
        replay.toggle_list()
    _settled(app, replay)
    return replay


def _settled(app: App, replay: ReplayScene) -> None:
    for _ in range(2000):
        if not replay.table.busy:
            break
        app.step(FRAME, [])


@pytest.mark.parametrize("game_id", sorted(HIDDEN))
def test_what_the_table_hid_covers_nothing_of_the_table_or_the_bar(app: App, game_id: str,  # noqa: F811
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    replay = _showing_everything(app, game_id)
    assert any(replay.hidden_lines())
    shown = snapshot(app)
    monkeypatch.setattr(replay, "hidden_lines", list)  # the same moment, nothing hidden to tell
    plain = snapshot(app)
    monkeypatch.undo()
    view = replay.table_view()
    assert_uncovered(plain, shown, {"table": view, "bar": BAR})
    assert view.bottom <= BAR.top and view.w * 720 == pytest.approx(view.h * 1280, abs=720)  # whole, not squashed


def test_a_game_without_secrets_keeps_the_table_at_its_size(app: App) -> None:  # noqa: F811
    spec = available_games()["paradisio"]
    replay = start_replay(app, GameRecord.start(spec, make_seats(["Ana", "Bo"], ["easy"] * 2), 3))
    app.step(FRAME, [])
    before = replay.table_view()
    replay.toggle_everything()
    assert replay.table_view() == before


@pytest.mark.parametrize("game_id", ["last-paradise", "paradise-fallen"])
def test_with_the_list_of_moves_open_every_seats_hidden_part_stays_in_view(app: App, game_id: str,  # noqa: F811
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The open list stood over the strip's last column (the third seat's money went unseen)."""
    replay = _showing_everything(app, game_id, with_list=True)
    seats = replay.hidden_lines()
    assert all(seats), seats
    shown = snapshot(app)
    for seat in range(len(seats)):
        blanked = [[] if i == seat else lines for i, lines in enumerate(seats)]
        monkeypatch.setattr(replay, "hidden_lines", lambda blanked=blanked: blanked)
        without = snapshot(app)
        monkeypatch.undo()
        assert covered(without, shown, {"strip": HIDDEN_STRIP}), f"seat {seat + 1}'s part is not seen"
