"""Paradisio tiles and grid: the tile set, turning, matching, the 4×4 box, regions."""
from collections import Counter

import pytest

from game.paradisio.grid import (
    BOX,
    Placement,
    glow_cells,
    islands_and_seas,
    legal_placements,
    open_cells,
    placement_problem,
    regions,
    square_room,
)
from game.paradisio.tiles import TILE_KINDS, TILES, distinct_turns, tile_corners, tile_join, turn_corners

L, S = True, False
ID = {kind.name: next(t.id for t in TILES if t.name == kind.name) for kind in TILE_KINDS}
SEA_ID, ISLAND_ID, COAST_ID = ID["open sea"], ID["small island"], ID["coast"]
ISTHMUS_ID, STRAIT_ID, BAY_ID, INTERIOR_ID = ID["isthmus"], ID["strait"], ID["bay"], ID["interior"]


def test_the_box_holds_sixteen_tiles_in_the_documented_counts():
    counts = Counter(t.name for t in TILES)
    assert counts == {"open sea": 1, "small island": 4, "coast": 4, "isthmus": 1, "strait": 1,
                      "bay": 4, "interior": 1}
    assert len(TILES) == 16 and [t.id for t in TILES] == list(range(16))


def test_land_corners_per_kind():
    land = {k.name: sum(k.corners) for k in TILE_KINDS}
    assert land == {"open sea": 0, "small island": 1, "coast": 2, "isthmus": 2, "strait": 2, "bay": 3,
                    "interior": 4}
    assert tile_corners(COAST_ID, 0) == (L, L, S, S)  # neighbouring corners
    assert tile_corners(ISTHMUS_ID, 0) == tile_corners(STRAIT_ID, 0) == (L, S, L, S)  # opposite corners


def test_isthmus_joins_land_and_strait_joins_sea():
    assert tile_join(ISTHMUS_ID) == "land" and tile_join(STRAIT_ID) == "sea"
    assert tile_join(COAST_ID) == ""


def test_the_set_is_its_own_swap_of_land_and_sea():
    swapped = Counter(tuple(sorted(tuple(not c for c in turn_corners(k.corners, t)) for t in range(4)))
                      for k in TILE_KINDS for _ in range(k.count))
    plain = Counter(tuple(sorted(turn_corners(k.corners, t) for t in range(4)))
                    for k in TILE_KINDS for _ in range(k.count))
    assert swapped == plain


def test_a_quarter_turn_is_clockwise():
    assert tile_corners(ISLAND_ID, 0) == (L, S, S, S)
    assert tile_corners(ISLAND_ID, 1) == (S, L, S, S)  # NW moved to NE
    assert tile_corners(ISLAND_ID, 2) == (S, S, L, S)
    assert tile_corners(ISLAND_ID, 3) == (S, S, S, L)
    assert tile_corners(ISLAND_ID, 4) == tile_corners(ISLAND_ID, 0)


def test_distinct_turns():
    assert distinct_turns(SEA_ID) == [0] and distinct_turns(INTERIOR_ID) == [0]
    assert distinct_turns(ISTHMUS_ID) == [0, 1]
    assert distinct_turns(BAY_ID) == [0, 1, 2, 3]


@pytest.mark.parametrize("cell, side", [((1, 0), "left"), ((-1, 0), "right"), ((0, 1), "top"),
                                        ((0, -1), "bottom")])
def test_sea_may_not_touch_land_on_any_side(cell, side):
    placed = {(0, 0): (INTERIOR_ID, 0)}
    near = {"left": "the tile to its left", "right": "the tile to its right", "top": "the tile above it",
            "bottom": "the tile below it"}[side]
    assert placement_problem(placed, SEA_ID, cell, 0) == f"this tile's {side} edge is sea, but {near} is land there"
    assert placement_problem({(0, 0): (SEA_ID, 0)}, INTERIOR_ID, cell, 0) == \
        f"this tile's {side} edge is land, but {near} is sea there"


def test_both_ends_of_a_side_must_agree():
    placed = {(0, 0): (COAST_ID, 1)}  # land on the east side: NE and SE
    assert placement_problem(placed, COAST_ID, (1, 0), 3) is None  # land on its west side
    # a small island with land only at NW meets land at NW but sea at SW against land
    assert placement_problem(placed, ISLAND_ID, (1, 0), 0) == \
        "this tile's left edge is sea at the bottom, but the tile to its left is land there"


def test_an_edge_of_two_colours_against_the_other_way_round_says_so():
    placed = {(0, 0): (COAST_ID, 2)}  # its right edge: sea at the top, land at the bottom
    assert placement_problem(placed, COAST_ID + 1, (1, 0), 0) == \
        "this tile's left edge is land at the top and sea at the bottom, but the tile to its left is the other way round"


def test_every_placed_neighbour_must_match():
    placed = {(0, 0): (SEA_ID, 0), (1, 1): (INTERIOR_ID, 0)}
    assert placement_problem(placed, ISLAND_ID, (1, 0), 3) == \
        ("this tile's left edge is land at the bottom, but the tile to its left is sea there; "
         "its bottom edge is sea on the right, but the tile below it is land there")
    problem = placement_problem(placed, SEA_ID, (1, 0), 0)
    assert problem == "this tile's bottom edge is sea, but the tile below it is land there"


def test_first_tile_goes_anywhere_in_the_middle():
    assert placement_problem({}, BAY_ID, (0, 0), 3) is None
    assert [p.cell for p in legal_placements({}, BAY_ID)] == [(0, 0)] * 4


def test_a_tile_must_share_a_side():
    placed = {(0, 0): (SEA_ID, 0)}
    assert placement_problem(placed, ISLAND_ID, (2, 0), 1) == "that tile must touch a tile already on the table"
    assert placement_problem(placed, ISLAND_ID, (1, 1), 1) == \
        "that tile must touch a tile already on the table"  # a corner is not a side


def test_that_cell_is_taken():
    assert placement_problem({(0, 0): (SEA_ID, 0)}, ISLAND_ID, (0, 0), 1) == "that cell is taken"


def _row_of_four():
    # four tiles that match in a row: coasts with land along the top
    return {(c, 0): (COAST_ID + c, 0) for c in range(4)}


def test_the_table_never_grows_wider_or_taller_than_four():
    row = _row_of_four()
    assert placement_problem(row, SEA_ID, (4, 0), 0) == "that would make the island wider than 4"
    assert placement_problem(row, SEA_ID, (-1, 0), 0) == "that would make the island wider than 4"
    column = {(0, r): (COAST_ID + r, 1) for r in range(4)}
    assert placement_problem(column, SEA_ID, (0, 4), 0) == "that would make the island taller than 4"
    assert placement_problem(column, SEA_ID, (0, -1), 0) == "that would make the island taller than 4"
    assert placement_problem(row, SEA_ID, (1, 1), 0) is None  # below the coasts, sea meets sea


def test_negative_cells_are_fine_on_a_floating_table():
    placed = {(0, 0): (SEA_ID, 0)}
    assert Placement((-1, 0), 0) in legal_placements(placed, ISLAND_ID + 1) or \
        placement_problem(placed, ISLAND_ID, (-1, 0), 2) == \
        "this tile's right edge is land at the bottom, but the tile to its right is sea there"
    assert placement_problem({(0, 0): (ISLAND_ID, 0)}, ISLAND_ID + 1, (-1, 0), 1) is None


def test_legal_placements_lists_exactly_the_placements_without_a_problem():
    placed = {(0, 0): (COAST_ID, 0), (1, 0): (COAST_ID + 1, 0)}
    for tile in TILES:
        legal = set(legal_placements(placed, tile.id))
        for cell in [(c, r) for c in range(-3, 4) for r in range(-3, 4)]:
            for turn in range(4):
                ok = placement_problem(placed, tile.id, cell, turn) is None
                assert ok == (Placement(cell, turn) in legal)


def test_glow_cells_split_fits_now_and_fits_after_turning():
    placed = {(0, 0): (COAST_ID, 0)}  # land along the top
    now, other = glow_cells(placed, COAST_ID + 1, 0)
    assert set(now) == {(-1, 0), (1, 0)} and set(other) == {(0, -1), (0, 1)}
    now, other = glow_cells(placed, COAST_ID + 1, 2)  # land along the bottom
    assert set(now) == {(0, -1), (0, 1)} and set(other) == {(-1, 0), (1, 0)}
    now, other = glow_cells(placed, INTERIOR_ID, 0)
    assert now == [(0, -1)] and other == []


def test_isthmus_makes_one_island_two_seas_and_strait_the_reverse():
    assert islands_and_seas({(0, 0): (ISTHMUS_ID, 0)}) == (1, 2)
    assert islands_and_seas({(0, 0): (STRAIT_ID, 0)}) == (2, 1)


def test_land_joins_across_a_shared_side():
    square = {(0, 0): (COAST_ID, 0), (1, 0): (COAST_ID + 1, 0)}
    assert islands_and_seas(square) == (1, 1)
    (island,) = [r for r in regions(square) if r.kind == "island"]
    assert island.cells == {(0, 0), (1, 0)}
    assert island.corners == {((0, 0), "NW"), ((0, 0), "NE"), ((1, 0), "NW"), ((1, 0), "NE")}


def test_touching_at_a_single_point_never_joins():
    square = {(0, 0): (ISLAND_ID, 2), (1, 1): (ISLAND_ID + 1, 0)}  # land meets at one point
    assert islands_and_seas(square) == (2, 2)


def test_only_water_inside_the_square_counts_as_sea():
    assert islands_and_seas({(0, 0): (INTERIOR_ID, 0)}) == (1, 0)
    assert islands_and_seas({(0, 0): (SEA_ID, 0)}) == (0, 1)


# -- where the 4×4 square can still lie (the match) ---------------------------------------------

def brute_force_squares(cells):
    """Top-left cells of every 4×4 square (near the table) that holds all ``cells``."""
    return sorted((c, r) for c in range(-8, 8) for r in range(-8, 8)
                  if all(c <= x < c + BOX and r <= y < r + BOX for x, y in cells))


@pytest.mark.parametrize("cells", [
    [(0, 0)],
    [(0, 0), (1, 0), (0, -1)],
    [(0, 0), (1, 0), (2, 0), (3, 0)],
    [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)],
    [(0, 0), (-1, 0), (-2, 0), (-3, 0), (-3, 1), (-3, 2), (-3, 3)],
])
def test_the_room_is_the_union_of_every_square_that_holds_the_placed_tiles(cells):
    room = square_room(cells)
    squares = brute_force_squares(cells)
    assert sorted(room.squares()) == squares
    covered = {(c + dx, r + dy) for c, r in squares for dx in range(BOX) for dy in range(BOX)}
    assert covered == {(c, r) for c in range(room.cols[0], room.cols[1] + 1)
                       for r in range(room.rows[0], room.rows[1] + 1)}
    assert all(room.holds(cell) for cell in covered)


def test_the_room_fixes_the_square_side_by_side_as_the_tiles_spread():
    one = square_room([(0, 0)])
    assert (one.cols, one.rows) == ((-3, 3), (-3, 3)) and not one.fixed_cols and not one.fixed_rows
    wide = square_room([(0, 0), (1, 0), (2, 0), (3, 0)])
    assert wide.fixed_cols and not wide.fixed_rows and not wide.fixed
    assert (wide.cols, wide.rows) == ((0, 3), (-3, 3))
    full = square_room([(0, 0), (3, 0), (3, 1), (3, 2), (3, 3)])
    assert full.fixed and full.squares() == [(0, 0)] and (full.cols, full.rows) == ((0, 3), (0, 3))


def test_an_empty_table_leaves_every_square_round_the_middle_and_open_cells_stay_in_the_room():
    assert square_room([]) == square_room([(0, 0)])
    placed = {(0, 0): (SEA_ID, 0), (1, 0): (SEA_ID, 0), (2, 0): (SEA_ID, 0), (2, 1): (SEA_ID, 0)}
    room = square_room(placed)
    assert open_cells(placed) and all(room.holds(cell) for cell in open_cells(placed))
    assert not room.holds((-2, 0)) and not room.holds((3, 5))


def test_tiles_that_overflow_the_box_have_no_room():
    with pytest.raises(ValueError):
        square_room([(0, 0), (4, 0)])


def test_a_tile_clashing_on_every_side_names_two_and_counts_the_rest():
    """Four sides told in full made a refusal over 300 letters."""
    placed = {(0, 1): (INTERIOR_ID, 0), (2, 1): (INTERIOR_ID, 0), (1, 0): (INTERIOR_ID, 0), (1, 2): (INTERIOR_ID, 0)}
    problem = placement_problem(placed, SEA_ID, (1, 1), 0)
    assert problem is not None and len(problem) <= 200
    assert problem.endswith("; 2 more sides clash as well")
