"""A Paradisio solitaire board (the rules, no display): puzzles asked for and dealt, answers that come too
late, hints, Check's report and the clock."""
from __future__ import annotations

import pytest

from game.paradisio import solitaire_words as words
from game.paradisio.grid import islands_and_seas
from game.paradisio.solitaire import count_completions, solve
from game.paradisio.solitaire_board import SolitaireBoard

INTERIOR, SEA = 15, 0


def solved_free_board() -> SolitaireBoard:
    board = SolitaireBoard(seed=3)
    square = solve(1, seed=5)
    assert square is not None
    for cell, (tile_id, turn) in square.items():
        assert board.place(tile_id, turn, cell) is None
    assert board.solved
    return board


def test_while_a_new_puzzle_is_made_the_board_lies_empty_and_takes_no_tile() -> None:
    """The old solved board (and its banner) does not stay under the new puzzle's heading."""
    board = solved_free_board()
    order = board.ask_puzzle()
    assert (board.mode, board.square, board.solved, board.waiting) == ("puzzle", {}, False, order)
    assert board.place(INTERIOR, 0, (0, 0)) == words.PUZZLE_BEING_MADE and board.square == {}
    assert board.ask_hint() is None and not board.can_undo
    given = order.make()
    assert board.deal_puzzle(order, given)
    assert board.square == given and board.fixed == frozenset(given) and board.waiting is None
    assert count_completions(order.level, given) == 1


def test_a_puzzle_that_comes_after_another_board_was_asked_for_is_dropped() -> None:
    board = SolitaireBoard(seed=4)
    first = board.ask_puzzle()
    board.free_play()
    assert not board.deal_puzzle(first, first.make())
    assert board.mode == "free" and board.square == {}
    older, newer = board.ask_puzzle(), board.choose_difficulty("medium")
    assert older != newer and not board.deal_puzzle(older, older.make())
    assert board.waiting == newer and board.deal_puzzle(newer, newer.make())
    assert (board.difficulty, len(board.square)) == ("medium", 5)


def test_another_level_in_puzzle_mode_asks_for_a_puzzle_of_that_level() -> None:
    board = SolitaireBoard(seed=5)
    board.ask_puzzle()
    order = board.choose_level(3)
    assert order is not None and (order.level, board.level, board.waiting) == (3, 3, order)
    with pytest.raises(ValueError):
        board.choose_level(4)


def test_a_hint_for_a_square_that_has_changed_since_is_dropped() -> None:
    board = SolitaireBoard(seed=6)
    order = board.ask_hint()
    assert order is not None
    found = order.find()
    assert board.place(INTERIOR, 0, (3, 3)) is None
    assert not board.use_hint(order, found)
    assert board.square == {(3, 3): (INTERIOR, 0)} and board.hints_used == 0


def test_a_hint_names_the_tiles_that_rule_every_solution_out() -> None:
    board = SolitaireBoard()
    board.choose_level(3)
    assert board.place(INTERIOR, 0, (0, 0)) is None and board.place(SEA, 0, (2, 0)) is None
    order = board.ask_hint()
    assert order is not None
    found = order.find()
    assert not board.use_hint(order, found) and len(board.square) == 2
    assert found.culprits and set(found.culprits) <= {(0, 0), (2, 0)}
    assert words.hint_given(found).startswith("No solution keeps")


def test_a_solve_with_a_hint_is_no_best_time_and_a_square_filled_by_hints_neither() -> None:
    board = SolitaireBoard(seed=8)
    while not board.solved:
        order = board.ask_hint()
        assert order is not None and board.use_hint(order, order.find())
    assert board.hints_used == 16
    solve_now = board.just_solved
    assert solve_now is not None and solve_now.first and not solve_now.timed
    assert "with 16 hints" in words.solved(solve_now.seconds, solve_now.first, solve_now.hints)
    assert board.ask_hint() is None  # nothing to hint on a solved square


def test_check_frames_clashes_and_tints_islands_and_seas() -> None:
    board = SolitaireBoard()
    assert board.check().message == "16 cells still empty."
    board.choose_level(3)
    square = next(s for s in (solve(1, seed=n) for n in range(20)) if s and islands_and_seas(s) != (1, 1))
    for cell, (tile_id, turn) in square.items():
        assert board.place(tile_id, turn, cell) is None
    report = board.check()
    islands, seas = islands_and_seas(square)
    assert "island" in report.message and "level-3" in report.message
    assert len(report.regions) == islands + seas and report.framed == ()
    solved = solved_free_board()
    assert solved.check().message == words.SQUARE_SOLVED and not solved.check().problems


def test_a_tile_moved_onto_its_own_cell_in_another_turn_is_turned() -> None:
    board = SolitaireBoard()
    coast = 5
    assert board.place(coast, 0, (1, 1)) is None and board.place(coast, 2, (1, 1)) is None
    assert board.square == {(1, 1): (coast, 2)}
    assert board.undo() and board.square == {(1, 1): (coast, 0)}


def test_the_clock_starts_at_the_first_tile_and_a_fresh_board_waits_again() -> None:
    board = SolitaireBoard(seed=9)
    board.tick(3.0)
    assert (board.started, board.elapsed) == (False, 0.0)
    assert board.place(INTERIOR, 0, (1, 1)) is None
    board.tick(1.0)
    assert board.started and board.elapsed == 1.0
    order = board.ask_puzzle()
    board.tick(1.0)
    assert board.elapsed == 0.0
    board.deal_puzzle(order, order.make())
    board.tick(1.0)
    assert (board.started, board.elapsed) == (False, 0.0)


def test_a_hint_never_asks_to_move_a_puzzles_given_tile() -> None:
    """A given has a peg and cannot move: "move one of them" framed it with the player's tile."""
    board = SolitaireBoard()
    board.choose_level(3)
    order = board.ask_puzzle()
    assert board.deal_puzzle(order, {(0, 0): (INTERIOR, 0)})  # a given interior in the corner
    assert board.place(SEA, 0, (2, 0)) is None  # open sea two cells on: no level-3 square keeps both
    hint_order = board.ask_hint()
    assert hint_order is not None
    found = hint_order.find()
    assert found.culprits == ((2, 0),)
    assert words.hint_given(found) == "No solution keeps the tile framed in red where it lies: move it."
