"""Paradisio solitaire: fill the 4×4 square with all 16 tiles (levels 1–3), free or as a puzzle.

Free play starts from an empty square; a puzzle (easy/medium/hard) gives some
tiles fixed in place and has exactly one solution.  Tiles are dragged and
turned as in the match (see :mod:`scenes.paradisio.holding`); a placed tile
must match every neighbour it touches, and can be dragged back to the tray.
Check explains what is still wrong, Hint places a tile that still leads to a
solution (or marks the tiles that rule every solution out).  Slow searches
(a new puzzle, a hint) run on a worker thread so the window never freezes.
Undo and redo (buttons, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z) go back and forth
through every placement and removal (see :mod:`scenes.paradisio.solitaire_history`);
the clock starts at the first tile moved and keeps running through them, and a
board's time is recorded once, at its first solve, and never when Hint placed a tile.
Keys: 1/2/3 level, F free play, N new puzzle, D difficulty, C check, H hint,
Delete returns the tile under the cursor, Esc pauses.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.paradisio import RULES_TEXT
from game.paradisio.grading import make_puzzle
from game.paradisio.grid import Region, glow_cells, sentence
from game.paradisio.solitaire import (
    ALL_CELLS,
    DIFFICULTIES,
    Hint,
    ProblemKind,
    check,
    hint,
    is_solved,
    placement_problem,
)
from game.paradisio.tiles import TILE_COUNT
from scenes.base import Scene
from scenes.paradisio.best_times import clock_text, hint_words, load_best_times, record_time
from scenes.paradisio.holding import TileHolding
from scenes.paradisio.solitaire_history import SquareHistory
from scenes.paradisio.solitaire_view import draw_solitaire, make_buttons
from scenes.paradisio.worker import Worker
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from sprites.tween import Animator, Point, Tween, ease_out_cubic

if TYPE_CHECKING:
    from scenes.manager import App

Cell = tuple[int, int]
Square = dict[Cell, tuple[int, int]]

FRAMED: tuple[ProblemKind, ...] = ("outside", "twice", "mismatch")
"""Problems whose cells Check frames (island and sea problems are shown by tints instead)."""


class SolitaireScene(Scene):
    """The solitaire table; see the module docstring."""

    def __init__(self, app: "App", seed: int | None = None) -> None:
        super().__init__(app)
        self.rng = random.Random(seed)
        self.animator = Animator(speed=app.animation_speed)
        self.holding = TileHolding(self, self.animator)
        self.level = 1
        self.mode = "free"
        self.difficulty = "easy"
        self.square: Square = {}
        self.fixed: frozenset[Cell] = frozenset()
        self.elapsed = 0.0
        self.solved_at: float | None = None
        self.new_record = False
        self.counted = False
        """True once this board's solve has been timed (a solve after an undo does not count again)."""
        self.started = False
        """True once the first tile of this board moved: the clock runs from then."""
        self.hints_used = 0
        """Tiles Hint placed on this board (a solve with any is no best time)."""
        self.history = SquareHistory()
        self.party_age = 0.0
        self.message = ""
        self.marked: tuple[Cell, ...] = ()
        self.tinted: list[Region] = []
        self.flying: dict[int, Tween] = {}
        self.best = load_best_times()
        self._lifted_from: Cell | None = None
        self.worker = Worker("solitaire")
        self.buttons = make_buttons(self)

    # the game's facts -------------------------------------------------------
    @property
    def solved(self) -> bool:
        """True once the square is a solution of the level."""
        return self.solved_at is not None

    @property
    def thinking(self) -> bool:
        """True while a puzzle or a hint is being worked out."""
        return self.worker.busy

    def in_tray(self) -> list[int]:
        """Tiles not in the square, by id."""
        used = {t for t, _ in self.square.values()}
        return [t for t in range(TILE_COUNT) if t not in used]

    def cell_of(self, tile_id: int) -> Cell | None:
        """The cell holding ``tile_id`` (None if it lies in the tray)."""
        return next((c for c, (t, _) in self.square.items() if t == tile_id), None)

    def glowing(self) -> tuple[list[Cell], list[Cell]]:
        """Cells where the held tile fits in its turn, and where only another turn fits."""
        held = self.holding.held
        if held is None:
            return [], []
        turn = self.holding.turn_of(held)
        others = {c: v for c, v in self.square.items() if v[0] != held}
        return glow_cells(others, held, turn, ALL_CELLS)

    # the HoldingTable the controls ask ---------------------------------------
    def pick(self, pos: Point) -> tuple[int, Point] | None:
        """A tray tile, or a placed tile that the puzzle does not fix, under ``pos``."""
        if self.solved or self.thinking:
            return None
        cell = SQUARE.cell_at(pos)
        if cell is not None and cell in self.square and cell not in self.fixed:
            tile_id, turn = self.square[cell]
            self.holding.set_turn(tile_id, turn)
            rect = SQUARE.cell_rect(cell)
            return tile_id, (float(rect.x), float(rect.y))
        for tile_id in self.in_tray():
            rect = tray_rect(tile_id)
            if rect.collidepoint(pos) and tile_id not in self.flying:
                return tile_id, (float(rect.x), float(rect.y))
        return None

    def drop(self, tile_id: int, turn: int, pos: Point, top_left: Point) -> bool:
        """On a cell: place (if the sides match); anywhere else off the square: back to the tray."""
        cell = SQUARE.cell_at(pos)
        if cell is None:
            self._take_back(tile_id, top_left)
            return True
        return self.place(tile_id, turn, cell, top_left)

    def choices(self) -> list[int]:
        """Tab goes through the tray."""
        return [] if self.solved or self.thinking else self.in_tray()

    def clamp(self, cell: Cell) -> Cell:
        """Keep the cursor on the square."""
        return (min(3, max(0, cell[0])), min(3, max(0, cell[1])))

    def place(self, tile_id: int, turn: int, cell: Cell, top_left: Point | None = None) -> bool:
        """Put a tile on ``cell`` if it matches its neighbours; say why not otherwise."""
        why = placement_problem(self.square, tile_id, cell, turn, self.fixed)
        if why:
            self._say(sentence(why), sound="invalid")
            return False
        old = self.cell_of(tile_id)
        self.started = True
        self.history.changed(self.square)
        if old is not None:
            del self.square[old]
        self.square[cell] = (tile_id, turn)
        start = top_left if top_left is not None else tray_rect(tile_id).topleft
        self._fly(tile_id, start, SQUARE.cell_rect(cell).topleft)
        self.app.sounds.play("place")
        self._after_change()
        return True

    def _take_back(self, tile_id: int, top_left: Point) -> None:
        cell = self.cell_of(tile_id)
        if cell is not None and cell not in self.fixed:
            self.started = True
            self.history.changed(self.square)
            del self.square[cell]
            self._after_change()
        self._fly(tile_id, top_left, tray_rect(tile_id).topleft)

    def _fly(self, tile_id: int, start: Point, end: Point) -> None:
        tween = Tween(start, end, 0.2, ease_out_cubic)

        def landed() -> None:
            if self.flying.get(tile_id) is tween:  # not a later flight of the same tile
                del self.flying[tile_id]

        tween.on_done = landed
        self.flying[tile_id] = self.animator.add(tween)

    def _after_change(self) -> None:
        self.marked, self.tinted = (), []
        if is_solved(self.level, self.square):
            self._celebrate()
        elif self.solved_at is not None:  # an undo took the solve back: the clock runs on
            self.solved_at, self.party_age = None, 0.0

    # undo and redo ----------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True when Undo would take a change back now."""
        return self.history.can_undo and not self.thinking and self.holding.drag.carried is None

    @property
    def can_redo(self) -> bool:
        """True when Redo would make an undone change again now."""
        return self.history.can_redo and not self.thinking and self.holding.drag.carried is None

    def undo(self) -> None:
        """Take back the last placement or removal (Ctrl+Z)."""
        self._step(self.can_undo, self.history.undo, "Nothing to undo.")

    def redo(self) -> None:
        """Make the last undone change again (Ctrl+Y, Ctrl+Shift+Z)."""
        self._step(self.can_redo, self.history.redo, "Nothing to redo.")

    def _step(self, possible: bool, step: Callable[[Square], Square | None], nothing: str) -> None:
        square = step(self.square) if possible else None
        if square is None:
            self._say(nothing if not self.thinking else "Wait: still thinking.", sound="invalid")
            return
        self._show_square(square)

    def _show_square(self, square: Square) -> None:
        """Put the square as ``square``: every tile that moves flies from where it lay to where it goes."""
        before = {t: c for c, (t, _) in self.square.items()}
        after = {t: c for c, (t, _) in square.items()}
        self.holding.selected = None
        self.square = dict(square)
        for tile_id in set(before) | set(after):
            if before.get(tile_id) == after.get(tile_id):
                continue
            start, end = (SQUARE.cell_rect(cell).topleft if cell is not None else tray_rect(tile_id).topleft
                          for cell in (before.get(tile_id), after.get(tile_id)))
            if tile_id in after:
                self.holding.set_turn(tile_id, square[after[tile_id]][1])
            self._fly(tile_id, start, end)
        self.app.sounds.play("click")
        self._after_change()

    # buttons ----------------------------------------------------------------
    def choose_level(self, level: int) -> None:
        """Play another level (a fresh board in the current mode)."""
        self.level = level
        self.new_puzzle() if self.mode == "puzzle" else self.free_play()

    def choose_difficulty(self, difficulty: str) -> None:
        """Pick how many tiles a puzzle gives, and deal a new puzzle."""
        self.difficulty = difficulty
        self.new_puzzle()

    def free_play(self) -> None:
        """An empty square and all 16 tiles in the tray."""
        self._start("free", {})
        self._say(f"Level {self.level}: fill the square with all 16 tiles. The clock starts with your first tile.")

    def new_puzzle(self) -> None:
        """A square with some fixed tiles and a single solution (worked out in the background)."""
        level, difficulty, seed = self.level, self.difficulty, self.rng.randrange(1 << 30)
        self.mode = "puzzle"
        self._say("Shuffling a new puzzle…")
        self.worker.run(lambda: make_puzzle(level, difficulty, seed), lambda given: self._start("puzzle", given))

    def _start(self, mode: str, given: Square) -> None:
        self.mode = mode
        self.square = dict(given)
        self.fixed = frozenset(given)
        self.elapsed, self.solved_at, self.new_record, self.party_age = 0.0, None, False, 0.0
        self.counted, self.started, self.hints_used = False, False, 0
        self.history.clear()
        self.marked, self.tinted = (), []
        self.holding.reset()
        self.flying.clear()
        if mode == "puzzle":
            self._say(f"Level {self.level}, {self.difficulty}: {len(given)} tiles are given; finish the square. "
                      "The clock starts with your first tile.")

    def check(self) -> None:
        """Say what keeps the square from being solved, and mark it."""
        problems = check(self.level, self.square)
        if not problems:
            self._say("The square is solved!")
            return
        # tiles that clash are framed; islands and seas are tinted (framing them would frame every cell)
        self.marked = tuple(dict.fromkeys(c for p in problems if p.kind in FRAMED for c in p.cells))
        self.tinted = list(dict.fromkeys(r for p in problems for r in p.regions))
        self._say(sentence("; ".join(p.message for p in problems[:2])), sound="invalid")

    def hint(self) -> None:
        """Place one tile that still leads to a solution, or mark the tiles that block every one."""
        if self.solved:
            return
        level, square = self.level, dict(self.square)
        self._say("Thinking…")
        self.worker.run(lambda: hint(level, square), self._use_hint)

    def _use_hint(self, found: Hint) -> None:
        if found.cell is not None and found.tile_id is not None and found.turn is not None:
            self.holding.set_turn(found.tile_id, found.turn)
            self.hints_used += 1
            self.place(found.tile_id, found.turn, found.cell)
            if not self.solved:  # the solve's own words (with the hints counted) stay
                self.marked = (found.cell,)
                self._say("Hint: " + found.message + ".")
        else:
            self.marked = found.culprits
            self._say(sentence(found.message), sound="invalid")

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def wait(self) -> None:
        """Block until background work is done and used (tests, benches)."""
        self.worker.wait()

    # the party --------------------------------------------------------------
    def _celebrate(self) -> None:
        self.solved_at = self.elapsed
        self.holding.reset()
        self.app.sounds.play("solved")
        if self.counted:
            self._say(f"Solved again at {clock_text(self.elapsed)}; the first solve is the one that counts.")
            return
        self.counted = True
        if self.hints_used:
            self.new_record = False
            self._say(f"Solved in {clock_text(self.elapsed)} with {hint_words(self.hints_used)}: "
                      "a solve with hints is not a best time.")
            return
        kind = self.difficulty if self.mode == "puzzle" else "free"
        self.new_record, self.best = record_time(self.level, kind, self.elapsed)
        self._say(f"Solved in {clock_text(self.elapsed)}!")

    def _say(self, text: str, sound: str | None = None) -> None:
        self.message = text
        if sound:
            self.app.sounds.play(sound)

    # input and time ---------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Buttons, tile controls, shortcuts; Esc lets go of a tile or pauses."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.holding.let_go():
                from scenes.pause import PauseScene
                self.app.push(PauseScene(self.app, rules=("Paradisio solitaire", RULES_TEXT)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.holding.drag.carried is None:
            button = next((b for b in self.buttons if b.rect.collidepoint(event.pos)), None)
            if button is not None:
                self.app.sounds.play("click")
                button.action()
                return
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL and event.key in (pygame.K_z, pygame.K_y):
            redo = event.key == pygame.K_y or bool(event.mod & pygame.KMOD_SHIFT)
            self.redo() if redo else self.undo()
            return
        if self.holding.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._shortcut(event.key)

    def _shortcut(self, key: int) -> None:
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            cell = self.holding.cursor
            if cell in self.square and cell not in self.fixed and not self.solved:
                tile_id = self.square[cell][0]
                self._take_back(tile_id, SQUARE.cell_rect(cell).topleft)
            return
        if key == pygame.K_d:
            self.choose_difficulty(DIFFICULTIES[(DIFFICULTIES.index(self.difficulty) + 1) % len(DIFFICULTIES)])
            return
        button = next((b for b in self.buttons if b.shortcut == key), None)
        if button is not None:
            button.action()

    def update(self, dt: float) -> None:
        """Tweens, the clock (stopped once solved) and background work."""
        self.animator.speed = self.app.animation_speed
        self.animator.update(dt)
        self.holding.update(dt, self.app.animation_speed)
        if self.solved:
            self.party_age += dt
        elif self.started:
            self.elapsed += dt
        self.worker.poll()

    def on_exit(self) -> None:
        """Stop the worker thread."""
        self.worker.stop()
        super().on_exit()

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, panel, square, tray, glow, moving tiles and words (see :mod:`scenes.paradisio.solitaire_view`)."""
        draw_solitaire(surface, self)
