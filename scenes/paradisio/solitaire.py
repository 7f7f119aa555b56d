"""The Paradisio solitaire screen: it draws a :class:`~game.paradisio.solitaire_board.SolitaireBoard` and
passes it the player's input.

The rules of the board (placing, taking back, undo and redo, the clock, a solve counted once, puzzles
and hints) are the board's; this screen moves the tiles (dragged and turned as in the match, see
:mod:`scenes.paradisio.holding`), flies them where they go, keeps the best times
(:mod:`scenes.paradisio.best_times`) and works out new puzzles and hints on the shared background
:class:`scenes.worker.Worker`, so the window never freezes; an answer the board no longer waits for is
dropped.  While a puzzle is being made the board lies empty under the new heading.
Keys: 1/2/3 level, F free play, N new puzzle, D difficulty, C check, H hint, Ctrl+Z undo, Ctrl+Y or
Ctrl+Shift+Z redo, Delete returns the tile under the cursor, Esc pauses.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.paradisio import narrate
from game.paradisio import solitaire_words as words
from game.paradisio.grid import Region
from game.paradisio.help_text import SOLITAIRE_RULES_TEXT
from game.paradisio.solitaire import DIFFICULTIES, Hint
from game.paradisio.solitaire_board import HintOrder, PuzzleOrder, SolitaireBoard, Solve
from scenes.base import Scene
from scenes.paradisio.best_times import load_best_times, record_time
from scenes.paradisio.holding import ENTER_KEYS, TileHolding
from scenes.paradisio.solitaire_view import draw_solitaire, make_buttons
from scenes.worker import Done, Worker
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from sprites.tween import Animator, Point, Tween, ease_out_cubic

if TYPE_CHECKING:
    from scenes.manager import App

Cell = tuple[int, int]
Square = dict[Cell, tuple[int, int]]


class SolitaireScene(Scene):
    """The solitaire table; see the module docstring."""

    paints_whole = True

    def __init__(self, app: "App", seed: int | None = None) -> None:
        super().__init__(app)
        self.board = SolitaireBoard(seed)
        self.animator = Animator(speed=app.animation_speed)
        self.holding = TileHolding(self, self.animator)
        self.new_record = False
        self.party_age = 0.0
        self.message = ""
        self.marked: tuple[Cell, ...] = ()
        self.hinted: Cell | None = None
        """The cell of the tile a hint just laid (framed in gold, not in Check's red)."""
        self.tinted: list[Region] = []
        self.flying: dict[int, Tween] = {}
        self.best = load_best_times()
        self.worker = Worker("solitaire")
        self.buttons = make_buttons(self)

    @property
    def thinking(self) -> bool:
        """True while a puzzle or a hint is being worked out."""
        return self.worker.busy

    def glowing(self) -> tuple[list[Cell], list[Cell]]:
        """Cells where the held tile fits in its turn, and where only another turn fits."""
        held = self.holding.held
        if held is None:
            return [], []
        return self.board.glowing(held, self.holding.turn_of(held))

    # the HoldingTable the controls ask ---------------------------------------
    def pick(self, pos: Point) -> tuple[int, Point] | None:
        """A tray tile, or a placed tile that the puzzle does not fix, under ``pos``."""
        board = self.board
        cell = SQUARE.cell_at(pos)
        if self.thinking:
            self._say(words.STILL_THINKING, "invalid")
            return None
        if cell is not None and cell in board.square and not board.movable(cell) or board.solved and cell is not None:
            self._say(narrate.nothing_to_take_back(False, board.solved), "invalid")  # a puzzle's tile, or solved
            return None
        if board.solved:
            return None
        if cell is not None and board.movable(cell):
            tile_id, turn = board.square[cell]
            self.holding.set_turn(tile_id, turn)
            rect = SQUARE.cell_rect(cell)
            return tile_id, (float(rect.x), float(rect.y))
        for tile_id in board.in_tray():
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
        return [] if self.board.solved or self.thinking else self.board.in_tray()

    def hand_tile_at(self, pos: Point) -> int | None:
        """A tile lying in the tray under ``pos`` (not one on its way), while the puzzle is open."""
        if self.board.solved or self.thinking:
            return None
        return next((t for t in self.board.in_tray() if tray_rect(t).collidepoint(pos) and t not in self.flying), None)

    def clamp(self, cell: Cell) -> Cell:
        """Keep the cursor on the square."""
        return (min(3, max(0, cell[0])), min(3, max(0, cell[1])))

    def place(self, tile_id: int, turn: int, cell: Cell, top_left: Point | None = None) -> bool:
        """Put a tile on ``cell`` if it matches its neighbours; say why not otherwise."""
        why = self.board.place(tile_id, turn, cell)
        if why is not None:
            self._say(why, sound="invalid")
            return False
        start = top_left if top_left is not None else tray_rect(tile_id).topleft
        self._fly(tile_id, start, SQUARE.cell_rect(cell).topleft)
        self.app.sounds.play("place")
        self._after_change()
        return True

    def _take_back(self, tile_id: int, top_left: Point) -> None:
        if self.board.take_back(tile_id):
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
        """The square changed: marks go, and every word said about the square as it was (a refusal, Check's report,
        "framed in gold"); a solve is celebrated, an undone one put away."""
        self.message = ""
        self.marked, self.tinted, self.hinted = (), [], None
        solve = self.board.just_solved
        if solve is not None:
            self._celebrate(solve)
        elif not self.board.solved:
            self.party_age = 0.0

    # undo and redo ----------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True when Undo would take a change back now."""
        return self.board.can_undo and not self.thinking and self.holding.drag.carried is None

    @property
    def can_redo(self) -> bool:
        """True when Redo would make an undone change again now."""
        return self.board.can_redo and not self.thinking and self.holding.drag.carried is None

    def undo(self) -> None:
        """Take back the last placement or removal (Ctrl+Z)."""
        self._step(self.can_undo, self.board.undo, words.NOTHING_TO_UNDO)

    def redo(self) -> None:
        """Make the last undone change again (Ctrl+Y, Ctrl+Shift+Z)."""
        self._step(self.can_redo, self.board.redo, words.NOTHING_TO_REDO)

    def _step(self, possible: bool, step: Callable[[], bool], nothing: str) -> None:
        before, was_solved = dict(self.board.square), self.board.solved
        if not possible or not step():
            self._say(words.STILL_THINKING if self.thinking else nothing, sound="invalid")
            return
        self._fly_changes(before)
        self.app.sounds.play("click")
        self._after_change()
        if was_solved and not self.board.solved:
            self._say(words.SOLVE_UNDONE)  # "Solved in 0:08 …" no longer holds

    def _fly_changes(self, before: Square) -> None:
        """Every tile that moved between ``before`` and the board's square flies from where it lay to where it goes."""
        square = self.board.square
        was = {t: c for c, (t, _) in before.items()}
        now = {t: c for c, (t, _) in square.items()}
        self.holding.selected = None
        for tile_id in set(was) | set(now):
            if was.get(tile_id) == now.get(tile_id):
                continue
            start, end = (SQUARE.cell_rect(cell).topleft if cell is not None else tray_rect(tile_id).topleft
                          for cell in (was.get(tile_id), now.get(tile_id)))
            if tile_id in now:
                self.holding.set_turn(tile_id, square[now[tile_id]][1])
            self._fly(tile_id, start, end)

    # buttons ----------------------------------------------------------------
    def choose_level(self, level: int) -> None:
        """Play another level (a fresh board in the current mode)."""
        order = self.board.choose_level(level)
        self._fresh_board(order)

    def choose_difficulty(self, difficulty: str) -> None:
        """Pick how many tiles a puzzle gives, and deal a new puzzle."""
        self._fresh_board(self.board.choose_difficulty(difficulty))

    def free_play(self) -> None:
        """An empty square and all 16 tiles in the tray."""
        self.board.free_play()
        self._fresh_board(None)

    def new_puzzle(self) -> None:
        """A square with some fixed tiles and a single solution (worked out in the background)."""
        self._fresh_board(self.board.ask_puzzle())

    def _fresh_board(self, order: PuzzleOrder | None) -> None:
        """The board is fresh (free play, or waiting for the puzzle ``order``): nothing held, marked or flying."""
        self.new_record, self.party_age = False, 0.0
        self.marked, self.tinted, self.hinted = (), [], None
        self.holding.reset()
        self.flying.clear()
        self.worker.discard()  # an answer for the board before is no longer wanted
        if order is None:
            self._say(words.free_start(self.board.level))
            return
        self._say(words.PUZZLE_COMING)
        self.worker.start(order.make, order)

    def check(self) -> None:
        """Say what keeps the square from being solved, and mark it."""
        report = self.board.check()
        if not report.problems:
            self._say(report.message)
            return
        self.marked, self.tinted, self.hinted = report.framed, list(report.regions), None
        self._say(report.message, sound="invalid")

    def hint(self) -> None:
        """Place one tile that still leads to a solution, or mark the tiles that block every one."""
        if self.thinking:
            self._say(words.STILL_THINKING, sound="invalid")
            return
        order = self.board.ask_hint()
        if order is None:
            return
        self._say(words.THINKING)
        self.worker.start(order.find, order)

    def _answer(self, done: Done[Any]) -> None:
        """A puzzle or a hint worked out in the background: used if the board still waits for it."""
        order = done.tag
        if isinstance(order, PuzzleOrder):
            if self.board.deal_puzzle(order, done.result):
                self._say(words.puzzle_start(order.level, order.difficulty, len(done.result)))
        elif isinstance(order, HintOrder):
            self._use_hint(order, done.result)

    def _use_hint(self, order: HintOrder, found: Hint) -> None:
        if found.cell is not None and found.tile_id is not None and found.turn is not None:
            if not self.board.use_hint(order, found):
                return
            self.holding.set_turn(found.tile_id, found.turn)
            self._fly(found.tile_id, tray_rect(found.tile_id).topleft, SQUARE.cell_rect(found.cell).topleft)
            self.app.sounds.play("place")
            self._after_change()
            if not self.board.solved:  # the solve's own words (with the hints counted) stay
                self.hinted = found.cell
                self._say(words.hint_given(found))
        elif order.change == self.board.changes:
            self.marked, self.hinted = found.culprits, None
            self._say(words.hint_given(found), sound="invalid")

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def wait(self) -> None:
        """Block until background work is done and used (tests, benches)."""
        done = self.worker.wait()
        if done is not None:
            self._answer(done)

    # the party --------------------------------------------------------------
    def _celebrate(self, solve: Solve) -> None:
        self.holding.reset()
        self.app.sounds.play("solved")
        if solve.timed:
            self.new_record, self.best = record_time(self.board.level, self.board.record_kind, solve.seconds)
        elif solve.first:
            self.new_record = False
        self._say(words.solved(solve.seconds, solve.first, solve.hints))

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
                self.app.push(PauseScene(self.app, rules=("Paradisio solitaire", SOLITAIRE_RULES_TEXT)))
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
        if self.holding.handle(event, self.app.mouse_position()):
            return
        if event.type == pygame.KEYDOWN:
            self._shortcut(event.key)

    def _shortcut(self, key: int) -> None:
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            cell = self.holding.cursor
            if self.board.movable(cell):
                self._take_back(self.board.square[cell][0], SQUARE.cell_rect(cell).topleft)
            else:
                self._say(narrate.nothing_to_take_back(cell not in self.board.square, self.board.solved), "invalid")
            return
        if key in ENTER_KEYS and not self.board.solved:
            self._say(narrate.TAB_FIRST, "invalid")  # the tile controls took Enter if a tile was chosen
            return
        if key == pygame.K_d:
            difficulty = self.board.difficulty
            self.choose_difficulty(DIFFICULTIES[(DIFFICULTIES.index(difficulty) + 1) % len(DIFFICULTIES)])
            return
        button = next((b for b in self.buttons if b.shortcut == key), None)
        if button is not None:
            button.action()

    def update(self, dt: float) -> None:
        """Tweens, the clock (stopped once solved) and background work."""
        self.animator.speed = self.app.animation_speed
        self.animator.update(dt)
        self.holding.update(dt, self.app.animation_speed)
        if self.board.solved:
            self.party_age += dt
        self.board.tick(dt)
        done = self.worker.poll()
        if done is not None:
            self._answer(done)

    def on_exit(self) -> None:
        """The screen is gone: any puzzle or hint still being worked out is dropped."""
        self.worker.stop()
        super().on_exit()

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, panel, square, tray, glow, moving tiles and words (see :mod:`scenes.paradisio.solitaire_view`)."""
        draw_solitaire(surface, self)
