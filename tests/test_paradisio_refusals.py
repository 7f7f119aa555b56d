"""A Paradisio match says why it refuses, every word in view, and never over "Next round"."""
from __future__ import annotations

import pygame

from game.core import Seat
from game.paradisio import SPEC, narrate
from game.record import GameRecord
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.round_end import RoundEnd
from sprites import palette
from sprites.paradisio.match_art import TABLE_GRID, TRAYS, tray_slot
from sprites.paradisio.solitaire_art import SQUARE
from sprites.text import fit_lines
from tests.kit.app import click, key, make_app
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.paradisio_scene import FRAME, open_solitaire, paradisio_state, settle, words_drawn

NAMES = ("山田太郎山田太郎山田太郎山田太郎", "Bartholomew Kent")  # 16 characters each, one not in Latin letters


def hot_seat(tmp_path, monkeypatch):
    """Two people at the table; the starter has laid a tile, so the other is to move."""
    record = GameRecord.start(SPEC, [Seat(0, NAMES[0], "#d9534f", "human"), Seat(1, NAMES[1], "#3a7bd5", "human")], 3)
    state = paradisio_state(record)
    mover = state.to_move[0]
    record.apply(mover, state.legal_actions(mover)[0])
    app = make_app(tmp_path, monkeypatch)
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    settle(app, 60)
    return app, scene, mover


def test_undo_at_a_table_of_two_people_says_the_other_has_seen_the_tile_every_word_in_view(tmp_path, monkeypatch):
    app, scene, mover = hot_seat(tmp_path, monkeypatch)
    waiting = NAMES[1 - mover]
    settle(app, 1, click(scene.undo_button.rect.center))
    lines = words_drawn(app)  # the message is drawn whole, its lines in order (only the Hint button after it)
    assert scene.message.startswith("Nothing to undo") and f"{waiting} has seen" in scene.message
    assert any(" ".join(lines[i:i + k]) == scene.message for i in range(len(lines)) for k in range(1, 9)), lines[-9:]
    settle(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(scene.record.moves) == 1 and f"{waiting} has seen" in scene.message


def test_a_refusal_over_a_finished_round_leaves_its_panel_and_next_round_in_view(tmp_path, monkeypatch):
    """The panel of a finished round lies at the foot of the table (its tiles are at the top); Ctrl+Z is refused
    there and the reason (three lines) is drawn clear of the panel and its button."""
    app, scene, _mover = hot_seat(tmp_path, monkeypatch)
    top_row = [(col, row) for col in range(-3, 4) for row in range(-3, 2)]
    scene.round_end = RoundEnd.make("Round 1 to " + NAMES[0], "A long enough reason " * 6, palette.WARN, (),
                                    top_row, "Next round", True, app.frames)
    layout = scene.round_end.layout
    assert layout.button is not None and layout.plate.bottom > 660
    settle(app, 2)
    before = snapshot(app)
    app.step(FRAME, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert scene.message.startswith("Nothing to undo")
    assert_uncovered(before, snapshot(app), {"round panel": layout.plate, "Next round": layout.button})


def test_a_refusal_of_two_or_three_lines_covers_no_cell_of_the_table_nor_a_tray(tmp_path, monkeypatch):
    """The undo refusal (two long names) and the drop refusal are drawn whole, clear of every cell of the table
    (the bottom row was half under a two-line refusal) and of both trays."""
    app, scene, mover = hot_seat(tmp_path, monkeypatch)
    cells = {f"cell {c},{r}": TABLE_GRID.cell_rect((c, r)) for c in range(-3, 4) for r in range(-3, 4)}
    needed = {**cells, "left tray": TRAYS[0], "right tray": TRAYS[1]}
    before = snapshot(app)
    settle(app, 1, click(scene.undo_button.rect.center))
    assert len(fit_lines(scene.message, 18, TABLE_GRID.rect.w - 40, True)) >= 2
    assert_uncovered(before, snapshot(app), needed)
    scene.message_time = 0.0
    seat = 1 - mover
    slot = tray_slot(seat, next(i for i, t in enumerate(scene.slots[seat]) if t in scene.shown["hands"][seat]))
    settle(app, 40, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 30), rel=(0, 0), buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 30), button=1)])
    assert scene.message == narrate.DROP_ON_THE_TABLE
    scene.message_time = 0.0
    before = snapshot(app)
    scene.message_time = 3.0
    assert_uncovered(before, snapshot(app), needed)


def test_a_tile_of_the_player_not_to_move_says_whose_turn_it_is(tmp_path, monkeypatch):
    app, scene, mover = hot_seat(tmp_path, monkeypatch)
    waiting = 1 - mover  # to move now; the mover's tiles are not to be picked up
    tile = next(t for t in scene.slots[mover] if t in scene.shown["hands"][mover])
    slot = tray_slot(mover, scene.slots[mover].index(tile))
    settle(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1)])
    assert scene.holding.drag.carried is None
    assert narrate.not_your_tile(NAMES[mover], NAMES[waiting]) in " ".join(words_drawn(app))


def test_a_tile_dropped_off_the_table_goes_home_and_says_where_to_drop(tmp_path, monkeypatch):
    app, scene, mover = hot_seat(tmp_path, monkeypatch)
    seat = 1 - mover
    tile = next(t for t in scene.slots[seat] if t in scene.shown["hands"][seat])
    slot = tray_slot(seat, scene.slots[seat].index(tile))
    off = (640, 8)  # above the table, under the title
    settle(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off, button=1)])
    assert len(scene.record.moves) == 1
    assert narrate.DROP_ON_THE_TABLE in " ".join(words_drawn(app))


def test_a_tile_put_back_in_its_tray_goes_home_with_no_refusal(tmp_path, monkeypatch):
    """A player who lifts a tile and changes their mind drops it back on the tray: it slides home, nothing is scolded."""
    app, scene, mover = hot_seat(tmp_path, monkeypatch)
    seat = 1 - mover
    tile = next(t for t in scene.slots[seat] if t in scene.shown["hands"][seat])
    slot = tray_slot(seat, scene.slots[seat].index(tile))
    back = (slot.centerx, slot.centery + 20)
    settle(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot.center, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=back, rel=(0, 20), buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1)])
    assert len(scene.record.moves) == 1 and scene.holding.drag.carried is None
    assert narrate.DROP_ON_THE_TABLE not in " ".join(words_drawn(app))
    assert "invalid" not in app.sounds.played


def test_enter_with_no_tile_chosen_says_tab_takes_one(tmp_path, monkeypatch):
    app, scene, _mover = hot_seat(tmp_path, monkeypatch)
    settle(app, 1, [key(pygame.K_RETURN)])
    assert len(scene.record.moves) == 1
    assert narrate.TAB_FIRST in " ".join(words_drawn(app))
    settle(app, 1, [key(pygame.K_TAB)])
    settle(app, 1, [key(pygame.K_RETURN)])
    assert len(scene.record.moves) == 2  # the tile went down: the note is over
    assert narrate.TAB_FIRST not in " ".join(words_drawn(app))


def test_solitaire_enter_and_delete_that_cannot_act_say_why(tmp_path, monkeypatch):
    """Enter with no tile chosen says Tab takes one; Delete on an empty cell says what it does."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    settle(app, 2, [key(pygame.K_RETURN)])
    assert narrate.TAB_FIRST in " ".join(words_drawn(app))
    assert not scene.board.square
    settle(app, 2, [key(pygame.K_DELETE)])
    assert narrate.nothing_to_take_back(True, False) in " ".join(words_drawn(app))


def test_solitaire_a_puzzles_own_tile_pressed_says_it_stays(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.new_puzzle()
    scene.wait()
    settle(app, 5)
    fixed = sorted(scene.board.fixed)[0]
    settle(app, 2, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=SQUARE.cell_rect(fixed).center, button=1)])
    assert scene.holding.drag.carried is None
    assert narrate.nothing_to_take_back(False, False) in " ".join(words_drawn(app))


def test_solitaire_a_long_message_is_drawn_whole(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.message = " ".join(["These words must all be read, every one of them, however long the sentence runs."] * 3)
    lines = words_drawn(app)
    assert " ".join(line for line in lines if line in scene.message) == scene.message
