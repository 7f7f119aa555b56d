"""Every sentence the Paradisio solitaire says to its player, whole (the match's are in :mod:`.narrate`).

Pure text; never imports pygame.  What the level asks is :data:`game.paradisio.solitaire.LEVEL_GOALS`;
what keeps a square from being solved is each :class:`~game.paradisio.solitaire.Problem`'s message.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.paradisio.grid import Cell, sentence
from game.paradisio.narrate import tile_words
from game.paradisio.solitaire import LEVEL_GOALS, Hint, Problem
from game.paradisio.tiles import TILE_COUNT

PUZZLE_COMING = "Shuffling a new puzzle…"
PUZZLE_BEING_MADE = "Wait: the puzzle is still being made."
THINKING = "Thinking…"
STILL_THINKING = "Wait: still thinking."
NOTHING_TO_UNDO = "Nothing to undo."
NOTHING_TO_REDO = "Nothing to redo."
SQUARE_SOLVED = "The square is solved!"
SOLVE_UNDONE = "Undone: the square is no longer solved, and the clock runs on."
"""Said when Undo takes a tile out of a solved square (the solve's words no longer hold)."""
CLOCK_STARTS = "The clock starts with your first tile."
CLOCK_WAITS = "starts at your first tile"
"""Under the clock, until the first tile moves."""


def clock_text(seconds: float) -> str:
    """Minutes and seconds, e.g. "3:07"."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def hint_words(count: int) -> str:
    """How many hints, in words: "1 hint", "3 hints"."""
    return f"{count} hint{'' if count == 1 else 's'}"


def free_start(level: int) -> str:
    """What an empty board in free play asks."""
    return f"Level {level}: fill the square with all {TILE_COUNT} tiles. {CLOCK_STARTS}"


def puzzle_start(level: int, difficulty: str, givens: int) -> str:
    """What a puzzle just dealt asks."""
    return f"Level {level}, {difficulty}: {givens} tiles are given; finish the square. {CLOCK_STARTS}"


def solved(seconds: float, first: bool, hints: int) -> str:
    """The words of a solve: the first one counts, and only without hints is it a best time."""
    if not first:
        return f"Solved again at {clock_text(seconds)}; the first solve is the one that counts."
    if hints:
        return f"Solved in {clock_text(seconds)} with {hint_words(hints)}: a solve with hints is not a best time."
    return f"Solved in {clock_text(seconds)}!"


def problems_found(problems: Sequence[Problem]) -> str:
    """What Check says: the first two things that keep the square from being solved (or that it is)."""
    if not problems:
        return SQUARE_SOLVED
    return sentence("; ".join(p.message for p in problems[:2]))


def cell_words(cell: Cell) -> str:
    """A cell of the square as a player finds it: "row 1, column 3" (counted from the top left)."""
    return f"row {cell[1] + 1}, column {cell[0] + 1}"


def hint_given(found: Hint) -> str:
    """What Hint says: the tile it laid and where (framed in gold), or the tiles that rule every solution out."""
    if found.cell is not None and found.tile_id is not None:
        return (f"Hint: {tile_words(found.tile_id)} laid in {cell_words(found.cell)}, framed in gold; "
                "it is part of a solution.")
    if found.culprits:
        if len(found.culprits) == 1:
            return "No solution keeps the tile framed in red where it lies: move it."
        return f"No solution keeps the {len(found.culprits)} tiles framed in red as they lie: move one of them."
    return sentence(found.message)


def goal_words(level: int) -> str:
    """What a level asks, over the square: "Goal: all 16 tiles, every side matching, and exactly one island"."""
    return f"Goal: {LEVEL_GOALS[1]}" + ("" if level == 1 else f", and {LEVEL_GOALS[level]}")


def level_asks(level: int) -> str:
    """What a level asks, beside Check's tints: "Level 3 asks for exactly one island and exactly one sea."."""
    return f"Level {level} asks for {LEVEL_GOALS[level]}."


def solved_banner(seconds: float, hints: int, new_record: bool, board_name: str) -> tuple[str, str]:
    """The banner of a solved square: its title, and the time with what it means ("0:42 · A new best time!")."""
    if hints:
        return f"Solved with {hint_words(hints)}", f"{clock_text(seconds)} · hints: not a best time"
    return "Solved!", f"{clock_text(seconds)} · " + ("A new best time!" if new_record else board_name)
