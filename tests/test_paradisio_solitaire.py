"""Paradisio solitaire: the three levels, checking, solving, counting, puzzles and hints."""
import pytest

from game.paradisio.grading import make_puzzle
from game.paradisio.grid import islands_and_seas, regions, sentence
from game.paradisio.solitaire import (
    ALL_CELLS,
    check,
    count_completions,
    count_solutions,
    hint,
    is_solved,
    placement_problem,
    sample_solutions,
    solve,
)
from game.paradisio.tiles import TILES, tile_corners, turn_to_show
from tests.kit.paradisio_rules import solved

SEA, INTERIOR = 0, 15


def _mirror(square):
    """The whole square mirrored left to right (each tile mirrored too)."""
    out = {}
    for (c, r), (tile_id, turn) in square.items():
        nw, ne, se, sw = tile_corners(tile_id, turn)
        out[(3 - c, r)] = (tile_id, turn_to_show(tile_id, (ne, nw, sw, se)))
    return out


def _turned(square):
    """The whole square turned a quarter clockwise."""
    return {(3 - r, c): (tile_id, (turn + 1) % 4) for (c, r), (tile_id, turn) in square.items()}


def test_levels_have_fewer_and_fewer_solutions():
    counts = [count_solutions(level) for level in (1, 2, 3)]
    assert counts[0] > counts[1] > counts[2] > 0
    assert counts == [87232, 1360, 304]  # cross-checked once against brute-force enumeration


@pytest.mark.parametrize("level", [1, 2, 3])
def test_random_solutions_pass_the_independent_check(level):
    for square in sample_solutions(level, 40, seed=level):
        assert sorted(t for t, _ in square.values()) == list(range(16))
        assert check(level, square) == [] and is_solved(level, square)
        islands, seas = islands_and_seas(square)
        if level == 2:
            assert islands == 1 or seas == 1
        if level == 3:
            assert islands == seas == 1


def test_same_looking_solutions_count_once():
    square = solved(3, seed=1)
    assert count_completions(3, square) == 1
    islands = [c for c, (t, _) in square.items() if TILES[t].name == "small island"]
    swapped = dict(square)
    swapped[islands[0]], swapped[islands[1]] = (square[islands[1]][0], square[islands[0]][1]), \
        (square[islands[0]][0], square[islands[1]][1])
    assert swapped != square and is_solved(3, swapped)
    assert count_completions(3, {c: swapped[c] for c in islands[:2]}) == \
        count_completions(3, {c: square[c] for c in islands[:2]})


def test_a_turned_or_mirrored_square_is_another_solution():
    for seed in range(5):
        square = solved(3, seed=seed)
        for other in (_mirror(square), _turned(square)):
            assert is_solved(3, other)
            looks = lambda sq: {c: (tile_corners(*v), TILES[v[0]].name) for c, v in sq.items()}  # noqa: E731
            if looks(other) != looks(square):
                assert count_completions(3, other) == 1  # a solution in its own right


def test_level_one_is_just_a_full_matching_square():
    square = solved(1, seed=0)
    assert check(1, square) == []
    problems = check(1, {c: v for c, v in square.items() if c != (2, 1)})
    assert [p.message for p in problems] == ["1 cell still empty"] and problems[0].cells == ((2, 1),)


def test_an_empty_square_reports_sixteen_empty_cells():
    (problem,) = check(3, {})
    assert problem.message == "16 cells still empty" and problem.cells == ALL_CELLS


def test_mismatched_sides_are_named_with_their_cells():
    square = solved(1, seed=0)
    a, b = square[(0, 0)], square[(1, 0)]
    bad = dict(square)
    bad[(0, 0)] = (SEA, 0) if tile_corners(*b)[0] else (INTERIOR, 0)
    bad[(square_key := next(c for c, v in square.items() if v[0] == bad[(0, 0)][0]))] = a
    messages = [(p.message, p.cells) for p in check(1, bad)]
    assert any(m == "land meets sea where these two framed tiles touch" and cells == ((0, 0), (1, 0)) for m, cells in messages)
    assert square_key in ALL_CELLS


def _level1_with(islands=None, seas=None):
    for square in sample_solutions(2 if 1 in (islands, seas) else 1, 400, seed=7):
        i, s = islands_and_seas(square)
        if (islands is None or i == islands) and (seas is None or s == seas):
            return square
    raise AssertionError("no such square found")


def test_level_three_needs_exactly_one_island_and_one_sea():
    square = _level1_with(islands=2, seas=1)
    (problem,) = check(3, square)
    assert problem.message == "2 islands: a level-3 square needs exactly one"
    assert problem.cells
    square = _level1_with(islands=1, seas=2)
    assert [p.message for p in check(3, square)] == ["2 seas: a level-3 square needs exactly one"]
    assert check(2, square) == []  # one island is enough for level 2


def test_level_two_needs_one_island_or_one_sea():
    square = _level1_with(islands=2, seas=2)
    (problem,) = check(2, square)
    assert problem.message == "2 islands and 2 seas: a level-2 square needs exactly one island or exactly one sea"
    assert check(1, square) == []
    assert check(2, _level1_with(islands=2, seas=1)) == []


def test_solve_keeps_the_given_tiles():
    base = solved(3, seed=9)
    given = {c: base[c] for c in [(0, 0), (3, 3), (1, 2)]}
    found = solve(3, given)
    assert found is not None and is_solved(3, found)
    assert all(found[c] == v for c, v in given.items())


def test_impossible_givens_have_no_solution():
    given = {(0, 0): (SEA, 0), (1, 0): (INTERIOR, 0)}  # land against sea
    assert solve(1, given) is None and count_completions(1, given) == 0
    assert solve(1, {(0, 0): (SEA, 0), (1, 1): (SEA, 0)}) is None  # the same tile twice


def test_bad_level_is_an_error():
    with pytest.raises(ValueError):
        count_solutions(4)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_puzzles_have_a_unique_solution_and_harder_means_fewer_tiles(level):
    sizes = []
    for difficulty in ("easy", "medium", "hard"):
        given = make_puzzle(level, difficulty, seed=level)
        assert count_completions(level, given, limit=2) == 1
        assert make_puzzle(level, difficulty, seed=level) == given
        sizes.append(len(given))
    assert sizes[0] >= sizes[1] >= sizes[2] and sizes[0] > sizes[2]


def test_hint_gives_a_placement_that_still_leads_to_a_solution():
    square = {c: v for c, v in solved(3, seed=2).items() if c[1] == 0}
    advice = hint(3, square)
    assert advice.cell not in square and advice.culprits == ()
    assert advice.cell is not None and advice.tile_id is not None and advice.turn is not None
    square[advice.cell] = (advice.tile_id, advice.turn)
    assert count_completions(3, square) > 0


def test_hint_names_the_tiles_that_rule_every_solution_out():
    square = {(0, 0): (SEA, 0), (1, 0): (INTERIOR, 0), (3, 3): (TILES[5].id, 0)}
    advice = hint(1, square)
    assert advice.cell is None and advice.culprits == ((0, 0), (1, 0))


def test_hint_on_a_solved_square():
    assert hint(2, solved(2, seed=1)).message == "the square is solved"


def test_a_solitaire_tile_goes_on_a_free_cell_of_the_square_and_matches_its_neighbours() -> None:
    """Placing in solitaire: no need to touch a tile, but givens stay, cells are not shared and sides match."""
    square = {(0, 0): (INTERIOR, 0)}
    assert placement_problem(square, SEA, (3, 3), 0) is None  # far from every tile is fine
    assert placement_problem(square, SEA, (1, 0), 0) == \
        "this tile's left edge is sea, but the tile to its left is land there"
    assert placement_problem(square, SEA, (0, 0), 0) == "that cell is taken: drag its tile back to the tray first"
    assert placement_problem(square, SEA, (2, 0), 0, fixed={(2, 0)}) == \
        "that cell holds one of the puzzle's pegged tiles, which stay put: choose an empty cell"
    assert placement_problem(square, SEA, (4, 0), 0) == "that cell lies outside the 4×4 square"
    moved = {(0, 0): (SEA, 0), (1, 0): (INTERIOR, 0)}
    assert placement_problem(moved, SEA, (0, 1), 0) is None  # the sea moving down is not its own neighbour
    assert placement_problem(moved, SEA, (0, 0), 0) == \
        "this tile's right edge is sea, but the tile to its right is land there"
    assert sentence("this tile's left edge is sea") == "This tile's left edge is sea."


def test_problems_say_what_kind_they_are_and_region_problems_carry_the_regions() -> None:
    """Check's problems are typed, so a screen need not read their words."""
    assert [p.kind for p in check(1, {})] == ["empty"]
    outside = check(1, {(4, 0): (SEA, 0)})
    assert outside[0].kind == "outside" and outside[0].cells == ((4, 0),)
    square = _level1_with(islands=2, seas=1)
    (problem,) = check(3, square)
    assert problem.kind == "islands" and problem.regions == tuple(regions(square))
    square = _level1_with(islands=2, seas=2)
    assert [p.kind for p in check(2, square)] == ["islands and seas"]
    assert [p.kind for p in check(3, square)] == ["islands", "seas"]
    assert all(p.regions == () for p in check(1, {}))
