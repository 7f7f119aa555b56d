"""What goes by itself goes from the window too: a frame is drawn when a table stops moving, so a message, the
notice of who starts a round or any glow that times out does not stay on screen until the next input."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core import make_seats
from scenes.games import playable_games, start_game
from scenes.manager import App
from scenes.pacing import Pacer
from scenes.paradisio.match import ParadisioMatchScene
from scenes.play import GameScene
from tests.kit.app import make_app
from tests.kit.window import fresh_picture, shown

FRAME = 1 / 60


def test_the_pacer_draws_the_frame_a_scene_stops_moving() -> None:
    pacer = Pacer()
    pacer.settle, pacer.wanted = 0.0, False
    assert pacer.should_draw(FRAME, False, "ambient", 0)
    assert pacer.should_draw(FRAME, False, "still", 0)  # the frame it stops: what went shows gone
    assert not pacer.should_draw(FRAME, False, "still", 0)


def idle(app: App, seconds: float) -> None:
    """Frames with no input at all for ``seconds``."""
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME, [])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["paradisio", "last-paradise"])  # (the others open a private screen over the table)
def test_a_message_that_times_out_leaves_the_window(game: str, size: tuple[int, int], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=size)
    names = ["Anna", "Birgit", "Claus"][:3 if game == "last-paradise" else 2]
    table = start_game(app, playable_games()[game], make_seats(names, ["human"] * len(names)), 5)
    assert isinstance(table, GameScene) and app.stack.top is table
    idle(app, 8)  # the table settles: the notice of who starts and the like are gone
    table.say("That tile must touch a tile already on the table.")
    idle(app, 1)
    assert table.message_time > 0 and shown(app) == fresh_picture(app)  # the message shows
    idle(app, 8)
    assert table.message_time <= 0
    assert shown(app) == fresh_picture(app), "the message timed out but the window still shows it"


def test_the_notice_of_who_starts_the_round_leaves_the_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    table = start_game(app, playable_games()["paradisio"], make_seats(["Anna", "Birgit"], ["human"] * 2), 5)
    assert isinstance(table, ParadisioMatchScene)
    assert table.deal_notice is not None
    idle(app, 6)
    assert table.deal_notice is None
    assert shown(app) == fresh_picture(app), "the notice timed out but the window still shows it"
