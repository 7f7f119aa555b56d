"""A Paradisio solitaire board being played: the square, its fixed tiles, undo and redo, the clock, hints.

Pure Python (no pygame, no threads, no files): the solitaire screen draws a :class:`SolitaireBoard` and
passes it the player's input; the slow searches (a new puzzle, a hint) are asked for as a
:class:`PuzzleOrder` or a :class:`HintOrder`, which the screen carries out off the frame loop and hands
back, and the board takes the answer only while it is still the one asked for.

- Free play starts from an empty square; a puzzle (easy/medium/hard) gives some tiles fixed in place
  and has exactly one solution.  While a puzzle is being made the board is empty and takes no tile.
- A placed tile must match every neighbour it touches (it need not touch one), and can be moved to
  another cell or taken back to the tray; a puzzle's tiles stay put.
- Every change (a tile laid, moved or taken back, a hint's tile too) can be undone, and an undone one
  redone; a new change forgets what redo could bring back; a fresh board (free play, a puzzle, another
  level) starts a fresh history.
- The clock starts at the first tile moved and runs through undo and redo; a board's time counts once,
  at its first solve (:attr:`SolitaireBoard.just_solved`), and is no best time when Hint placed a tile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from game.paradisio.grading import make_puzzle
from game.paradisio.grid import Cell, Region, Square, glow_cells, sentence
from game.paradisio.solitaire import (
    ALL_CELLS,
    DIFFICULTIES,
    LEVELS,
    Hint,
    Problem,
    ProblemKind,
    check,
    hint,
    is_solved,
    placement_problem,
)
from game.paradisio.solitaire_words import PUZZLE_BEING_MADE, problems_found
from game.paradisio.tiles import TILE_COUNT

Mode = Literal["free", "puzzle"]
"""Free play (an empty square) or a puzzle (some tiles given)."""

FRAMED: tuple[ProblemKind, ...] = ("outside", "twice", "mismatch")
"""Problems whose cells Check frames (island and sea problems are shown by tints instead)."""


@dataclass(frozen=True)
class Solve:
    """A board just solved: at what time, whether it is the board's first solve, and the hints used."""

    seconds: float
    first: bool
    hints: int

    @property
    def timed(self) -> bool:
        """True when this solve's time may be a best time (the first solve, with no hint)."""
        return self.first and not self.hints


@dataclass(frozen=True)
class PuzzleOrder:
    """A puzzle asked for: its level, difficulty and seed.  :meth:`make` is slow (off the frame loop)."""

    level: int
    difficulty: str
    seed: int

    def make(self) -> Square:
        """The puzzle's given tiles."""
        return make_puzzle(self.level, self.difficulty, self.seed)


@dataclass(frozen=True)
class HintOrder:
    """A hint asked for, for the square as it was at change number ``change``.  :meth:`find` is slow."""

    level: int
    square: tuple[tuple[Cell, tuple[int, int]], ...]
    change: int
    fixed: tuple[Cell, ...] = ()
    """The puzzle's givens: never named among the tiles to move."""

    def find(self) -> Hint:
        """A tile that still leads to a solution, or the tiles that rule every solution out."""
        return hint(self.level, dict(self.square), self.fixed)


@dataclass(frozen=True)
class CheckReport:
    """What Check found: its sentence, the cells to frame and the islands and seas to tint."""

    message: str
    problems: tuple[Problem, ...]
    framed: tuple[Cell, ...]
    regions: tuple[Region, ...]


class SolitaireBoard:
    """One solitaire table: level, mode and difficulty, the square, its history and its clock."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        """Draws the seed of each new puzzle."""
        self.level = 1
        self.mode: Mode = "free"
        self.difficulty = DIFFICULTIES[0]
        self.square: Square = {}
        self.fixed: frozenset[Cell] = frozenset()
        self.waiting: PuzzleOrder | None = None
        """The puzzle being made (None when the board is dealt)."""
        self.elapsed = 0.0
        self.solved_at: float | None = None
        self.started = False
        """True once the first tile of this board moved: the clock runs from then."""
        self.counted = False
        """True once this board's solve has been timed (a solve after an undo does not count again)."""
        self.hints_used = 0
        """Tiles Hint placed on this board (a solve with any is no best time)."""
        self.just_solved: Solve | None = None
        """The solve the last change made (None if it made none)."""
        self.changes = 0
        """How many times the square has changed (an answer worked out for an older square is stale)."""
        self._past: list[Square] = []
        self._future: list[Square] = []

    # facts --------------------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        """True while the square is a solution of the level."""
        return self.solved_at is not None

    @property
    def record_kind(self) -> str:
        """The kind of board a best time is kept for: "free" or the puzzle's difficulty."""
        return self.difficulty if self.mode == "puzzle" else "free"

    def in_tray(self) -> list[int]:
        """Tiles not in the square, by id."""
        used = {t for t, _ in self.square.values()}
        return [t for t in range(TILE_COUNT) if t not in used]

    def cell_of(self, tile_id: int) -> Cell | None:
        """The cell holding ``tile_id`` (None if it lies in the tray)."""
        return next((c for c, (t, _) in self.square.items() if t == tile_id), None)

    def movable(self, cell: Cell) -> bool:
        """True when the tile on ``cell`` may be picked up (there is one, the puzzle does not fix it, the
        board is not solved)."""
        return cell in self.square and cell not in self.fixed and not self.solved

    def glowing(self, tile_id: int, turn: int) -> tuple[list[Cell], list[Cell]]:
        """Cells where ``tile_id`` held in ``turn`` fits, and where only another turn fits."""
        others = {c: v for c, v in self.square.items() if v[0] != tile_id}
        return glow_cells(others, tile_id, turn, ALL_CELLS)

    # changing the square ---------------------------------------------------------------------
    def place(self, tile_id: int, turn: int, cell: Cell) -> str | None:
        """Put ``tile_id`` on ``cell`` in ``turn`` (from the tray or another cell); the refusal as a
        sentence, or None once it is done."""
        if self.waiting is not None:
            return PUZZLE_BEING_MADE
        why = placement_problem(self.square, tile_id, cell, turn, self.fixed)
        if why is not None:
            return sentence(why)
        square = {c: v for c, v in self.square.items() if v[0] != tile_id}
        square[cell] = (tile_id, turn)
        self._change(square)
        return None

    def take_back(self, tile_id: int) -> bool:
        """Return ``tile_id`` to the tray; False (nothing changes) if it lies there or the puzzle fixes it."""
        cell = self.cell_of(tile_id)
        if cell is None or cell in self.fixed:
            return False
        self._change({c: v for c, v in self.square.items() if c != cell})
        return True

    def _change(self, square: Square) -> None:
        self.started = True
        self._past.append(dict(self.square))
        self._future.clear()
        self._show(square)

    def _show(self, square: Square) -> None:
        """The square becomes ``square``: a solve is noted (timed once), an unsolve lets the clock run on."""
        self.square = dict(square)
        self.changes += 1
        self.just_solved = None
        if is_solved(self.level, self.square):
            self.solved_at = self.elapsed
            self.just_solved = Solve(self.elapsed, not self.counted, self.hints_used)
            self.counted = True
        else:
            self.solved_at = None

    # undo and redo ---------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True when a change can be taken back."""
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        """True when an undone change can be made again."""
        return bool(self._future)

    def undo(self) -> bool:
        """Take back the last change (False when there is none)."""
        return self._step(self._past, self._future)

    def redo(self) -> bool:
        """Make the last undone change again (False when there is none)."""
        return self._step(self._future, self._past)

    def _step(self, source: list[Square], keep: list[Square]) -> bool:
        if not source:
            return False
        keep.append(dict(self.square))
        self._show(source.pop())
        return True

    # fresh boards --------------------------------------------------------------------------------
    def free_play(self) -> None:
        """An empty square and all 16 tiles in the tray."""
        self._fresh("free", {})

    def ask_puzzle(self) -> PuzzleOrder:
        """Clear the board for a new puzzle of the level and difficulty; make it with the order's
        :meth:`PuzzleOrder.make` and deal it with :meth:`deal_puzzle`."""
        order = PuzzleOrder(self.level, self.difficulty, self.rng.randrange(1 << 30))
        self._fresh("puzzle", {})
        self.waiting = order
        return order

    def deal_puzzle(self, order: PuzzleOrder, given: Square) -> bool:
        """Lay out the puzzle made for ``order``; False (nothing changes) if another board was asked for since."""
        if order != self.waiting:
            return False
        self._fresh("puzzle", given)
        return True

    def choose_level(self, level: int) -> PuzzleOrder | None:
        """Play ``level``: a fresh board in the current mode (the order of a puzzle to make, in puzzle mode)."""
        if level not in LEVELS:
            raise ValueError(f"Paradisio solitaire has levels 1 to 3, not {level}")
        self.level = level
        if self.mode == "puzzle":
            return self.ask_puzzle()
        self.free_play()
        return None

    def choose_difficulty(self, difficulty: str) -> PuzzleOrder:
        """Puzzles of ``difficulty`` from now on: the order of the first one."""
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"no puzzle difficulty {difficulty!r}")
        self.difficulty = difficulty
        return self.ask_puzzle()

    def _fresh(self, mode: Mode, given: Square) -> None:
        self.mode = mode
        self.waiting = None
        self.square = dict(given)
        self.fixed = frozenset(given)
        self.elapsed, self.solved_at, self.just_solved = 0.0, None, None
        self.counted, self.started, self.hints_used = False, False, 0
        self.changes += 1
        self._past.clear()
        self._future.clear()

    # check and hint --------------------------------------------------------------------------------
    def check(self) -> CheckReport:
        """What keeps the square from being solved: the sentence, the clashing cells to frame, the islands
        and seas to tint (framing those would frame every cell)."""
        problems = tuple(check(self.level, self.square))
        framed = tuple(dict.fromkeys(c for p in problems if p.kind in FRAMED for c in p.cells))
        regions = tuple(dict.fromkeys(r for p in problems for r in p.regions))
        return CheckReport(problems_found(problems), problems, framed, regions)

    def ask_hint(self) -> HintOrder | None:
        """The order of a hint for the square as it is (None when solved or while a puzzle is being made)."""
        if self.solved or self.waiting is not None:
            return None
        return HintOrder(self.level, tuple(sorted(self.square.items())), self.changes, tuple(sorted(self.fixed)))

    def use_hint(self, order: HintOrder, found: Hint) -> bool:
        """Lay the hint's tile (counted as a hint) if the square is still the one it was found for; False
        when the hint is stale or names the tiles that rule every solution out."""
        if order.change != self.changes or found.cell is None or found.tile_id is None or found.turn is None:
            return False
        self.hints_used += 1
        if self.place(found.tile_id, found.turn, found.cell) is not None:
            self.hints_used -= 1
            return False
        return True

    # the clock -----------------------------------------------------------------------------------------
    def tick(self, seconds: float) -> None:
        """Let ``seconds`` pass: the clock runs from the first tile moved until the square is solved."""
        if self.started and not self.solved:
            self.elapsed += seconds

