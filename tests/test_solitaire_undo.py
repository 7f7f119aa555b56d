"""Undo and redo on a Paradisio solitaire board (the rules, no display): placements, moves, removals and
hints go back and forth; a fresh board forgets them; a solve counts once and the clock runs on."""
from __future__ import annotations

from game.paradisio.solitaire import solve
from game.paradisio.solitaire_board import SolitaireBoard

SOLUTION = solve(1, seed=2)
assert SOLUTION is not None
FIRST_THREE = sorted(SOLUTION.items())[:3]
INTERIOR = 15


def three_placed(board: SolitaireBoard | None = None) -> SolitaireBoard:
    """A free board with the first three tiles of a solution laid."""
    board = board or SolitaireBoard(seed=7)
    for cell, (tile_id, turn) in FIRST_THREE:
        assert board.place(tile_id, turn, cell) is None
    return board


def test_undo_takes_placements_back_one_by_one_and_redo_makes_them_again() -> None:
    board = three_placed()
    assert board.undo() and board.undo()
    assert board.square == dict(FIRST_THREE[:1])
    assert board.redo()
    assert board.square == dict(FIRST_THREE[:2])
    assert board.redo() and board.square == dict(FIRST_THREE)
    assert not board.redo() and board.square == dict(FIRST_THREE)
    assert board.undo() and board.undo() and board.undo()
    assert board.square == {} and not board.can_undo and not board.undo()


def test_a_tile_moved_or_taken_back_comes_back_where_it_lay() -> None:
    board = SolitaireBoard()
    assert board.place(INTERIOR, 0, (1, 1)) is None
    assert board.place(INTERIOR, 0, (2, 2)) is None  # moved
    assert board.take_back(INTERIOR) and board.square == {}
    assert not board.take_back(INTERIOR)  # already in the tray: nothing changes, nothing to undo
    assert board.undo() and board.square == {(2, 2): (INTERIOR, 0)}
    assert board.undo() and board.square == {(1, 1): (INTERIOR, 0)}
    assert board.redo() and board.redo() and board.square == {}


def test_a_new_change_after_an_undo_forgets_the_redo() -> None:
    board = three_placed()
    board.undo()
    assert board.can_redo
    cell, (tile_id, turn) = FIRST_THREE[-1]
    assert board.place(tile_id, turn, cell) is None
    assert not board.can_redo


def test_a_refused_placement_changes_nothing_and_leaves_nothing_to_undo() -> None:
    board = SolitaireBoard()
    assert board.place(INTERIOR, 0, (0, 0)) is None
    assert board.place(0, 0, (1, 0)) == "This tile's left edge is sea, but the tile to its left is land there."  # the open sea beside land
    assert board.square == {(0, 0): (INTERIOR, 0)}
    assert board.undo() and not board.can_undo


def test_a_hint_tile_can_be_undone_and_still_counts() -> None:
    board = SolitaireBoard(seed=7)
    order = board.ask_hint()
    assert order is not None and board.use_hint(order, order.find())
    assert len(board.square) == 1 and board.hints_used == 1
    assert board.undo() and board.square == {} and board.hints_used == 1


def test_a_new_puzzle_free_play_or_level_starts_a_fresh_history() -> None:
    board = three_placed()
    board.undo()
    assert board.choose_level(2) is None  # free play: a fresh empty board at once
    assert not board.can_undo and not board.can_redo and board.square == {}
    three_placed(board)
    board.free_play()
    assert not board.can_undo
    three_placed(board)
    order = board.ask_puzzle()
    assert board.deal_puzzle(order, order.make())
    given = dict(board.square)
    assert given and board.fixed == frozenset(given) and not board.can_undo
    solution = solve(board.level, given)
    assert solution is not None
    cell, (tile_id, turn) = next((c, v) for c, v in sorted(solution.items()) if c not in given)
    assert board.place(tile_id, turn, cell) is None
    assert board.undo() and not board.undo()
    assert board.square == given  # the puzzle's tiles stay
    assert not board.take_back(board.square[next(iter(given))][0])


def test_a_solve_after_an_undo_is_not_counted_again_and_the_clock_runs_on() -> None:
    board = SolitaireBoard()
    board.tick(5.0)
    assert board.elapsed == 0.0  # the clock waits for the first tile
    assert SOLUTION is not None
    solves = []
    for cell, (tile_id, turn) in SOLUTION.items():
        assert board.place(tile_id, turn, cell) is None
        board.tick(1.0)
        if board.just_solved is not None:
            solves.append(board.just_solved)
    assert board.solved and [(s.seconds, s.first, s.timed) for s in solves] == [(15.0, True, True)]
    board.tick(10.0)
    assert board.elapsed == board.solved_at == 15.0  # stopped at the solve
    assert board.undo() and not board.solved and len(board.square) == 15
    board.tick(2.0)
    assert board.elapsed == 17.0  # runs on from the solve, never back
    assert board.redo() and board.solved
    assert board.just_solved is not None and not board.just_solved.first and not board.just_solved.timed
