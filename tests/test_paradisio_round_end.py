"""The end of a Paradisio round stays on the table, dead holes crossed out, until someone presses "Next round"."""
from __future__ import annotations

import pygame

from game.core import Action, Seat, SeatKind
from game.paradisio import SPEC
from game.paradisio.bot import make_bot
from game.paradisio.grid import dead_holes, open_cells, round_holes
from game.paradisio.snapshot import placed_view, square_from_view
from game.record import GameRecord
from scenes.manager import App
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.round_end import MOMENT_TIME, won_words
from tests.kit.app import RecordingScene, click, key, make_app
from tests.kit.paradisio_scene import FRAME, paradisio_state, settle, words_drawn

NAMES = ("Annabel Lee-Wong", "Bartholomew Kent")  # 16 characters each


def seats(kinds: tuple[SeatKind, SeatKind]) -> list[Seat]:
    return [Seat(0, NAMES[0], "#d9534f", kinds[0]), Seat(1, NAMES[1], "#3a7bd5", kinds[1])]


def ends_round(record: GameRecord, seat: int, action: Action) -> tuple[bool, bool]:
    """(does ``action`` end the round, does it end the match)."""
    twin = paradisio_state(record).clone()
    before = twin.round
    twin.apply(seat, action)
    return twin.round != before or twin.is_over, twin.is_over


def deciding_move(kinds: tuple[SeatKind, SeatKind], wins_match: bool = False) -> tuple[GameRecord, Action]:
    """A record where seat 0 is to move and one of its moves ends the round (the match too, if ``wins_match``)."""
    for seed in range(50):
        record = GameRecord.start(SPEC, seats(kinds), seed)
        bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
        while not record.state.is_over:
            seat = record.state.to_move[0]
            legal = record.state.legal_actions(seat)
            if seat == 0:
                for action in legal:
                    if ends_round(record, 0, action) == (True, wins_match):
                        return record, action
            record.apply(seat, bots[seat].choose(record.state.view(seat), legal, seat))
    raise AssertionError("no deciding move found")


def open_table(tmp_path, monkeypatch, kinds=("human", "easy"), wins_match=False):
    record, action = deciding_move(kinds, wins_match)
    app = make_app(tmp_path, monkeypatch)
    app.push(RecordingScene(app))
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    settle(app, 5)
    return app, scene, record, action


def play_deciding_move(app: App, scene: ParadisioMatchScene, action: Action) -> int:
    """Lay the deciding tile; returns the round it ended, once the tile has landed."""
    round_number = scene.shown["round"]
    assert scene.perform(0, action)
    app.step(FRAME, [])
    assert scene.flying  # the deciding tile is on its way
    while scene.flying:
        assert scene.round_end is None  # no word of the round's end while the deciding tile is in the air
        app.step(FRAME, [])
    app.step(FRAME, [])
    return round_number


def test_a_won_round_stays_with_its_dead_holes_until_next_round(tmp_path, monkeypatch) -> None:
    app, scene, record, action = open_table(tmp_path, monkeypatch)
    round_number = play_deciding_move(app, scene, action)
    ending = scene.round_end
    assert ending is not None and ending.waits and ending.button == "Next round"
    placed = square_from_view(scene.shown["placed"])
    assert placed and scene.shown["round"] == round_number  # the finished table, not the next deal
    loser_hand = scene.shown["hands"][1]
    assert ending.holes and list(ending.holes) == round_holes(placed, loser_hand)
    assert set(dead_holes(placed, loser_hand)) == set(open_cells(placed)) <= set(ending.holes)
    assert ending.title == f"{NAMES[0]} wins round {round_number}"
    assert NAMES[1] in ending.reason and "crossed-out" in ending.reason
    settle(app, 600)  # ten seconds later: still there, and the computer waits
    assert scene.round_end is ending and scene.shown["round"] == round_number and scene.busy
    said = words_drawn(app)
    assert "Next round" in said and ending.title in said
    settle(app, 2, [key(pygame.K_RETURN)])
    assert scene.round_end is None
    settle(app, 120)
    assert scene.shown["round"] == round_number + 1


def test_a_key_held_or_pressed_during_play_never_skips_the_round_end(tmp_path, monkeypatch) -> None:
    app, scene, record, action = open_table(tmp_path, monkeypatch)
    held = {pygame.K_SPACE: True}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: held)
    play_deciding_move(app, scene, action)
    assert scene.round_end is not None
    settle(app, 40, [key(pygame.K_SPACE)])  # the auto-repeat of a Space held since play
    assert scene.round_end is not None
    held.clear()
    settle(app, 3, [pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0)])
    assert scene.round_end is not None
    settle(app, 3, [key(pygame.K_SPACE)])  # a fresh press goes on
    assert scene.round_end is None


def test_a_press_in_the_first_moment_of_the_round_end_is_not_taken(tmp_path, monkeypatch) -> None:
    """A double press (or click) meant for play lands in the guard time and is dropped, even once let go."""
    app, scene, record, action = open_table(tmp_path, monkeypatch)
    play_deciding_move(app, scene, action)
    ending = scene.round_end
    assert ending is not None and ending.layout.button is not None
    settle(app, 2, [key(pygame.K_RETURN)])
    settle(app, 2, click(ending.layout.button.center))
    settle(app, 40, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)])
    assert scene.round_end is ending
    settle(app, 2, click(ending.layout.button.center))  # a click begun after the guard time
    assert scene.round_end is None


def test_the_next_round_button_goes_on_by_mouse_and_the_deal_says_who_starts(tmp_path, monkeypatch) -> None:
    app, scene, record, action = open_table(tmp_path, monkeypatch)
    round_number = play_deciding_move(app, scene, action)
    ending = scene.round_end
    assert ending is not None and ending.layout.button is not None
    settle(app, 40)  # the guard time
    settle(app, 2, click((ending.layout.button.left - 30, ending.layout.button.top - 30)))
    assert scene.round_end is ending  # a click beside the button does nothing
    settle(app, 2, click(ending.layout.button.center))
    assert scene.round_end is None
    settle(app, 20)
    starter = NAMES[record.state.starter]
    assert scene.deal_notice is not None and scene.deal_notice[0] == f"Round {round_number + 1} · {starter} starts"
    assert f"Round {round_number + 1} · {starter} starts" in words_drawn(app)


def test_winning_the_match_with_your_own_move_keeps_the_reason(tmp_path, monkeypatch) -> None:
    app, scene, record, action = open_table(tmp_path, monkeypatch, wins_match=True)
    round_number = play_deciding_move(app, scene, action)
    ending = scene.round_end
    assert ending is not None and ending.button == "See the results"
    assert ending.title == f"{NAMES[0]} wins the match!"
    assert f"takes round {round_number} and the match" in ending.reason and NAMES[1] in ending.reason
    settle(app, 300)
    assert not scene.finished and app.stack.top is scene  # the results wait for the button
    settle(app, 2, [key(pygame.K_RETURN)])
    settle(app, 10)
    assert scene.finished and app.stack.top is not scene


def test_computers_only_and_replays_go_on_after_the_usual_pause(tmp_path, monkeypatch) -> None:
    for watching in (False, True):
        app, scene, record, action = open_table(tmp_path, monkeypatch, kinds=("human", "human"))
        if not watching:
            scene.record.seats[:] = seats(("easy", "easy"))
        scene.watching = watching
        scene.queue_events(scene.record.apply_noted(0, action), len(scene.record.moves) - 1)
        for _ in range(120):
            if scene.round_end is not None:
                break
            app.step(FRAME, [])
        ending = scene.round_end
        assert ending is not None and not ending.waits and ending.layout.button is None
        settle(app, round(MOMENT_TIME * 60) + 10)
        assert scene.round_end is None


def test_the_table_explains_its_glows_and_dark_cells(tmp_path, monkeypatch) -> None:
    app, scene, record, action = open_table(tmp_path, monkeypatch)
    said = words_drawn(app)
    assert {"fits as it is turned now", "fits once turned (R)", "outside every 4×4 square left"} <= set(said)
    scene.watching = True
    assert "fits once turned (R)" not in words_drawn(app)


def test_a_round_end_panel_at_the_top_replaces_the_title_instead_of_half_hiding_it(tmp_path, monkeypatch) -> None:
    """Placed above the tiles, the panel reaches into the title's band: the title ("Round N is over") is not
    drawn half under it; placed below the tiles, the title stays."""
    from sprites.paradisio.round_end import layout_round_end

    app, scene, _record, action = open_table(tmp_path, monkeypatch)
    round_number = play_deciding_move(app, scene, action)
    ending = scene.round_end
    assert ending is not None
    title = f"Round {round_number} is over"
    ending.layout = layout_round_end(ending.title, ending.reason, True, pygame.Rect(430, 254, 340, 340))
    assert ending.layout.plate.top < 48
    said = words_drawn(app)
    assert ending.title in said and title not in said
    ending.layout = layout_round_end(ending.title, ending.reason, True, pygame.Rect(430, 86, 340, 340))
    assert ending.layout.plate.top >= 48
    said = words_drawn(app)
    assert ending.title in said and title in said


RIM = [(2, 0), (3, 0), (3, 1), (3, 2), (3, 3), (2, 3), (1, 3), (0, 3), (0, 2)]
"""Tiles round the rim of a 4×4 square: the holes (0, 0) and (1, 1) inside it touch no tile."""


def test_a_hole_inside_the_square_that_touches_no_tile_is_crossed_out_too() -> None:
    placed = {cell: (0, 0) for cell in RIM}  # open sea all round (one tile id stands for them all)
    interior = [15]
    assert (0, 0) not in dead_holes(placed, interior) and (1, 1) not in dead_holes(placed, interior)
    assert round_holes(placed, interior) == [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]
    view = {"seats": [{"name": NAMES[0]}, {"name": NAMES[1]}], "hands": [[], interior], "placed": placed_view(placed)}
    title, reason, holes = won_words(view, 0, 1, 2, None)
    assert (0, 0) in holes and (1, 1) in holes
    assert reason.startswith(f"{NAMES[1]} has 1 tile left and none fits any of the 7 crossed-out holes")


def test_keys_typed_on_after_the_match_is_won_never_start_a_new_game(tmp_path, monkeypatch) -> None:
    """Enter goes on to the results; Tab and Enter pressed just after (meant for the table, or a double press)
    land in the results' guard time and are dropped, so the standings stay."""
    from scenes.results import ResultsScene

    app, scene, _record, action = open_table(tmp_path, monkeypatch, wins_match=True)
    play_deciding_move(app, scene, action)
    settle(app, 40)  # the round end's guard time
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)
    settle(app, 1, [key(pygame.K_RETURN), up])
    for _ in range(60):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(FRAME, [])
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    for pressed in (pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN):
        settle(app, 3, [key(pressed), pygame.event.Event(pygame.KEYUP, key=pressed, mod=0)])
    assert app.stack.top is results  # no new game
    settle(app, 40)
    settle(app, 2, [key(pygame.K_TAB)])
    settle(app, 2, [key(pygame.K_RETURN)])  # pressed on the standings, after its guard time: Play again
    assert app.stack.top is not results
