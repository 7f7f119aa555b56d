"""Solitaire puzzles are graded by a measured difficulty: the tiles given and the work a search needs."""
import pytest

from game.paradisio.grading import BANDS, NODE_CAP, grade, make_puzzle, search_effort
from game.paradisio.solitaire import ALL_CELLS, count_completions, solve

SEEDS = range(12)


def test_a_finished_square_takes_no_search_and_a_missing_tile_one_try() -> None:
    square = solve(2, seed=4)
    assert square is not None
    whole = search_effort(2, square)
    assert (whole.givens, whole.nodes, whole.guesses, whole.solutions) == (16, 0, 0, 1)
    one_gone = search_effort(2, {c: v for c, v in square.items() if c != (1, 2)})
    assert (one_gone.nodes, one_gone.guesses, one_gone.solutions) == (1, 0, 1)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_search_finds_exactly_the_solutions_the_counter_counts(level: int) -> None:
    """Two different solvers agree: the row-by-row counter and the graded search."""
    for seed in range(4):
        square = solve(level, seed=seed)
        assert square is not None
        given = {c: square[c] for c in ALL_CELLS[seed::2]}  # every other cell, 8 tiles
        effort = search_effort(level, given)
        assert not effort.capped
        assert effort.solutions == count_completions(level, given)


def test_a_capped_search_says_so() -> None:
    effort = search_effort(1, {}, cap=50)
    assert effort.capped and effort.nodes >= 50
    assert BANDS["hard"].min_nodes < NODE_CAP


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_puzzle_is_unique_repeatable_and_in_its_band(level: int) -> None:
    for difficulty in BANDS:
        for seed in SEEDS[:4]:
            given = make_puzzle(level, difficulty, seed)
            assert count_completions(level, given, limit=2) == 1
            assert make_puzzle(level, difficulty, seed) == given
            assert grade(search_effort(level, given)) == difficulty


@pytest.mark.parametrize("level", [1, 2, 3])
def test_medium_never_gives_more_than_five_tiles(level: int) -> None:
    assert BANDS["medium"].max_givens == 5
    sizes = {len(make_puzzle(level, "medium", seed)) for seed in range(40)}
    assert max(sizes) <= 5


@pytest.mark.parametrize("level", [1, 2, 3])
def test_hard_is_measurably_harder_than_medium_and_medium_than_easy(level: int) -> None:
    """Over many seeds: fewer tiles given, and every hard puzzle needs more search than any medium one."""
    efforts = {d: [search_effort(level, make_puzzle(level, d, seed)) for seed in SEEDS] for d in BANDS}
    easy, medium, hard = (efforts[d] for d in ("easy", "medium", "hard"))
    assert min(e.givens for e in easy) > max(e.givens for e in medium) > max(e.givens for e in hard)
    assert max(e.nodes for e in easy) < min(e.nodes for e in medium)
    assert max(e.nodes for e in medium) < min(e.nodes for e in hard)
    assert sum(e.guesses for e in hard) > 2 * sum(e.guesses for e in medium)


def test_an_unknown_difficulty_is_refused() -> None:
    with pytest.raises(ValueError, match="easy, medium, hard"):
        make_puzzle(1, "fiendish", 0)
