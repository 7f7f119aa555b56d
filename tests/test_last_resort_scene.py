"""The Last Resort table: computers play whole games at 1–4 seats, decisions on the table send only legal
actions (a tile dragged onto a glowing space with its price shown, a tourist dragged from the lounge, the
keyboard paths), and ejections are explained."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.last_resort.actions import Build, CheckOut, Eject, PassBuild, Welcome
from game.last_resort.costs import build_price as price
from game.last_resort.tiles import COLOURS
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.results import ResultsScene
from sprites import text as drawn_text
from sprites.last_resort.board import offer_tiles
from sprites.last_resort.faces import tile_words
from sprites.last_resort.layout import lounge_spot, offer_rect
from sprites.last_resort.station import slot_centre
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import carry, deciding, find_record, human_deciding, let_go, new_record, step_until, table
from tests.kit.typed import as_a


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_computers_play_a_whole_game_on_the_table_to_the_results(tmp_path, monkeypatch, players) -> None:
    """Every seat a computer: every event is shown and told, and the results appear at the end."""
    record = new_record(["easy"] * players)
    app, scene = table(tmp_path, monkeypatch, record, speed=200.0)
    step_until(app, lambda: isinstance(app.stack.top, ResultsScene), frames=20000)
    assert scene.state.is_over and scene.finished
    assert scene.shown["phase"] == "over"
    assert len(scene.log) > len(record.moves)
    assert not any(isinstance(s, AdvertOverlay) for s in app.stack.scenes)


def offered_at(scene, tile: int):  # noqa: ANN001, ANN201 - the scene, a Rect
    """Where ``tile`` lies in the offer."""
    return next(offer_rect(kind, index) for kind, index, t in offer_tiles(scene.shown) if t == tile)


def test_a_tile_dragged_onto_a_glowing_space_is_built_there_with_its_price_shown(tmp_path, monkeypatch) -> None:
    """Held over a legal space the tile shows its total price; let go there, exactly that Build is sent.
    Let go on a space it may not take, nothing is sent."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    legal = record.state.legal_actions(0)
    build = next(a for a in legal if isinstance(a, Build))
    wrong = next(s for s in range(24) if Build(build.tile, s) not in legal)
    moves = len(record.moves)
    carry(app, offered_at(scene, build.tile).center, scene.cell_rect(0, wrong).center)
    let_go(app, scene.cell_rect(0, wrong).center)
    assert len(record.moves) == moves, "a drop on a space the tile may not take was sent"
    step_until(app, lambda: not scene.controls.drag.returning)
    drawn = drawn_text.start_recording()
    carry(app, offered_at(scene, build.tile).center, scene.cell_rect(0, build.space).center)
    app.draw()
    total = price(build.tile, build.space)
    assert f"Build here for {total} QUID" in drawn
    assert f"{total} QUID" in drawn  # the glowing space's badge
    let_go(app, scene.cell_rect(0, build.space).center)
    assert len(record.moves) == moves and scene.controls.pending == build  # it waits for its Confirm
    press(app, pygame.K_RETURN)
    assert len(record.moves) == moves + 1
    assert record.moves[-1].action == build


def test_the_keyboard_builds_and_passes(tmp_path, monkeypatch) -> None:
    """Tab chooses an offered tile, the cursor goes to a glowing space, Enter builds there; else P passes."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    moves = len(record.moves)
    press(app, pygame.K_TAB)
    controls = scene.controls
    tile = controls.tile
    assert tile is not None and controls.cursor in controls.glowing()
    space = controls.cursor
    press(app, pygame.K_RETURN)
    assert len(record.moves) == moves  # placed, waiting for its Confirm
    press(app, pygame.K_RETURN)
    assert len(record.moves) == moves + 1
    assert record.moves[-1].action == Build(tile, space)
    record = find_record(["human", "easy"], human_deciding("build", PassBuild), seeds=range(7, 60))
    app, scene = table(tmp_path / "again", monkeypatch, record)
    deciding(app, scene)
    moves = len(record.moves)
    press(app, pygame.K_p)
    assert record.moves[moves].action == PassBuild()


def test_a_tourist_dragged_from_the_lounge_is_seated_where_it_is_let_go(tmp_path, monkeypatch) -> None:
    """Drag a tourist of a colour from the lounge onto a glowing tourist space: that Welcome is sent."""
    record = find_record(["human", "easy", "easy"], human_deciding("arrivals", Welcome))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    welcome = next(a for a in record.state.legal_actions(0) if isinstance(a, Welcome))
    tile = int(scene.shown["seats"][0]["spaces"][welcome.space]["tile"])
    end = slot_centre(tile, scene.cell_rect(0, welcome.space), welcome.slot)
    moves = len(record.moves)
    carry(app, lounge_spot(COLOURS.index(welcome.colour)).center, end)
    assert welcome.space in scene.controls.glowing()
    let_go(app, end)
    assert len(record.moves) == moves + 1
    sent = record.moves[-1].action
    assert isinstance(sent, Welcome) and (sent.colour, sent.space) == (welcome.colour, welcome.space)


def test_check_out_buttons_say_what_each_pays_and_a_number_chooses(tmp_path, monkeypatch) -> None:
    """Each check-out choice shows the cash it pays; pressing its number sends that CheckOut."""
    record = find_record(["human", "easy"], human_deciding("checkout", CheckOut))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    buttons = scene.controls.buttons()
    choices = [b.action for b in buttons if isinstance(b.action, CheckOut)]
    assert len(choices) >= 2 and all("QUID" in b.label for b in buttons)
    moves = len(record.moves)
    press(app, pygame.K_2)
    assert record.moves[moves].action == choices[1]


def test_an_ejection_is_explained_before_it_is_chosen(tmp_path, monkeypatch) -> None:
    """A colour that fits nowhere: the table says it would be ejected and what it costs; E takes and ejects it."""
    record = find_record(["human", "easy"], human_deciding("arrivals", Eject), seeds=range(1, 200))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    eject = next(a for a in record.state.legal_actions(0) if isinstance(a, Eject))
    scene.controls.colour = eject.colour
    drawn = drawn_text.start_recording()
    app.draw()
    words = " ".join(drawn)
    assert "ejected" in words and eject.colour in words
    moves = len(record.moves)
    press(app, pygame.K_e)
    assert record.moves[moves].action == eject


def test_every_tile_face_is_drawn_with_its_words() -> None:
    """Every tile's face at every size draws without error, and its words name it and its effect; so does every
    Malfunction's face (face up with 'Something's Gone Wrong')."""
    from game.last_resort.tiles import TILES
    from sprites.last_resort.faces import big_tile, face_name, tile_face

    for tile in TILES:
        for size in ((78, 66), (92, 68), (29, 20)):
            assert tile_face(tile.id, *size).get_size() == size
        assert big_tile(tile.id).get_width() > 200
        assert face_name(tile) in tile_words(tile.id)
    from game.last_resort.tiles import MALFUNCTIONS
    from sprites.last_resort.faces import big_malfunction, malfunction_face

    for item in MALFUNCTIONS:
        for size in ((90, 66), (27, 18)):
            assert malfunction_face(item.id, *size).get_size() == size
        assert big_malfunction(item.id).get_width() > 200


def test_a_table_waiting_for_a_human_is_still_and_active_while_a_move_plays(tmp_path, monkeypatch) -> None:
    """Idle cool: a table waiting for a human's decision is still; the move it makes sets it moving."""
    record = find_record(["human", "easy"], human_deciding("build", PassBuild))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    step_until(app, lambda: scene.banner is None and not scene.flights.busy)
    assert scene.motion == "still"
    assert scene.controls.send(PassBuild())
    assert scene.motion == "active"


def test_a_replay_of_a_finished_game_plays_on_the_table(tmp_path, monkeypatch) -> None:
    """The replay opens the Last Resort table watching: no decision is offered, and it plays to the end."""
    from scenes.replay import start_replay
    from tests.kit.last_resort_scene import play_until

    record = new_record(["human", "easy"])
    assert not play_until(record, lambda r: False, limit=2000) and record.state.is_over
    app, scene = table(tmp_path, monkeypatch, new_record(["easy", "easy"]))
    start_replay(app, record)
    watched = as_a(LastResortScene, next(s for s in app.stack.scenes if getattr(s, "watching", False)))
    for _ in range(300):
        app.step(1 / 60, [])
        assert watched.controls.seat is None
