"""Holding a Paradisio tile: drag it or pick it with the keyboard, turn it, put it down.

Both Paradisio screens (the match and the solitaire) share these controls:

- mouse: drag a tile; while it is held, the wheel, a right click or R turns
  it; the wheel, a right click or R over a tile lying in your tray turns that
  tile (the wheel or R with nothing under the pointer turns the Tab-chosen tile);
- keyboard: Tab (Shift+Tab) goes through your tiles, the arrows move the
  cursor over the cells, R (Shift+R) turns the tile, Enter puts it down.

A turn counts at once (:meth:`TileHolding.turn_of`), while the picture
swings round in a short quarter-turn tween (:meth:`TileHolding.angle_of`);
another turn in the middle of a swing carries on from the angle shown.

The screen says what may be picked and what happens on a drop through a
:class:`HoldingTable`.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from sprites.drag import DragAndDrop
from sprites.tween import Animator, Point, Tween, ease_out_cubic

Cell = tuple[int, int]

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS: dict[int, Cell] = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                           pygame.K_DOWN: (0, 1)}
TILE_KEYS = (pygame.K_TAB, pygame.K_r, *ARROWS, *ENTER_KEYS)
"""The keys that choose, move, turn and put down a tile."""
TURN_TIME = 0.16
"""How long the picture of a tile takes to swing a quarter turn (seconds at animation speed 1)."""


class HoldingTable(Protocol):
    """What a screen tells :class:`TileHolding`."""

    def pick(self, pos: Point) -> tuple[int, Point] | None:
        """The tile under ``pos`` that may be picked up now and its top-left, or None."""

    def drop(self, tile_id: int, turn: int, pos: Point, top_left: Point) -> bool:
        """Put the carried tile down at ``pos``; True if it stays (else it slides home)."""

    def choices(self) -> list[int]:
        """The tiles Tab goes through, in order."""

    def hand_tile_at(self, pos: Point) -> int | None:
        """The tile lying in the hand of the person to play under ``pos`` (one a turn may act on now), or None.
        Only looks: it says nothing and changes nothing."""

    def clamp(self, cell: Cell) -> Cell:
        """The nearest cell the keyboard cursor may stand on."""

    def place(self, tile_id: int, turn: int, cell: Cell) -> bool:
        """Put the keyboard-chosen tile on ``cell``; True if it went down."""


class TileHolding:
    """The tile in the hand (dragged or keyboard-chosen), the turn of every tile and the cursor."""

    def __init__(self, table: HoldingTable, animator: Animator) -> None:
        self.table = table
        self._turns: dict[int, int] = {}
        self.selected: int | None = None
        """The tile chosen with Tab (None when the keyboard holds nothing)."""
        self.cursor: Cell = (0, 0)
        self._spinner = Animator()
        self._spins: dict[int, Tween] = {}
        """Tiles whose picture is still swinging: x of the tween is the angle in quarter turns."""
        self.drag = DragAndDrop(self._pick, self._drop, animator)

    # what is held -----------------------------------------------------------
    @property
    def held(self) -> int | None:
        """The dragged tile, else the keyboard-chosen one, else None."""
        if self.drag.carried is not None:
            return self.drag.carried.item
        return self.selected

    @property
    def carried_top_left(self) -> Point | None:
        """Where the dragged tile's top-left is now (None when nothing is dragged)."""
        return None if self.drag.carried is None else self.drag.carried.position

    def turn_of(self, tile_id: int) -> int:
        """How many clockwise quarter turns ``tile_id`` is turned in the hand."""
        return self._turns.get(tile_id, 0)

    def angle_of(self, tile_id: int) -> float:
        """The turn of ``tile_id`` as shown now, in clockwise quarter turns (fractional mid-swing)."""
        spin = self._spins.get(tile_id)
        return float(self.turn_of(tile_id)) if spin is None else spin.position[0]

    def set_turn(self, tile_id: int, turn: int) -> None:
        """Hold ``tile_id`` in ``turn`` at once (a placed tile picked up, a hint), with no swing."""
        self._stop_swing(tile_id)
        self._turns[tile_id] = turn % 4

    def _stop_swing(self, tile_id: int) -> Tween | None:
        """Drop the swing of ``tile_id`` (if any) and return it."""
        spin = self._spins.pop(tile_id, None)
        if spin is not None:
            self._spinner.tweens.remove(spin)
        return spin

    def turn(self, tile_id: int, step: int = 1) -> None:
        """Turn a tile a quarter clockwise (``step`` 1) or anticlockwise (-1); its picture swings round."""
        shown = self.angle_of(tile_id)
        spin = self._stop_swing(tile_id)
        resting = float(self.turn_of(tile_id)) if spin is None else spin.end[0]
        self._turns[tile_id] = (self.turn_of(tile_id) + step) % 4
        swing = Tween((shown, 0.0), (resting + step, 0.0), TURN_TIME, ease_out_cubic)

        def settled() -> None:
            self._spins.pop(tile_id, None)

        swing.on_done = settled
        self._spins[tile_id] = self._spinner.add(swing)

    def update(self, dt: float, speed: float) -> None:
        """Let the pictures of turned tiles swing on (``speed`` is the app's animation speed)."""
        self._spinner.speed = speed
        self._spinner.update(dt)

    @property
    def spinning(self) -> bool:
        """True while some tile's picture is still swinging round."""
        return self._spinner.busy

    def reset(self) -> None:
        """Let go of everything (a new round, a new puzzle)."""
        self.drag.carried = None
        self.selected = None
        self._turns.clear()
        self._spins.clear()
        self._spinner.tweens.clear()

    def let_go(self) -> bool:
        """Drop the keyboard choice or slide the dragged tile home; True if something was held."""
        if self.drag.carried is not None:
            self.drag.cancel()
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    # input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, mouse: Point | None = None) -> bool:
        """Use a mouse or key event if it is about holding tiles; True if used.

        ``mouse`` is the pointer on the canvas (a wheel or key event carries no position): the wheel and R turn the
        dragged tile, else the hand tile under the pointer, else the Tab-chosen tile.
        """
        if event.type == pygame.MOUSEWHEEL:
            return self._turn_pointed(1 if event.y > 0 else -1, mouse) if event.y else False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.held is not None:
                return self._turn_held(1)
            found = self.table.pick(event.pos)
            if found is not None:
                self.turn(found[0])
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event, mouse)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.selected = None
        return self.drag.handle(event)

    def _turn_pointed(self, step: int, mouse: Point | None) -> bool:
        """The wheel or R turns what is carried, else the hand tile the pointer is over, else the keyboard's tile."""
        if self.drag.carried is None and mouse is not None:
            under = self.table.hand_tile_at(mouse)
            if under is not None:
                self.turn(under, step)
                return True
        return self._turn_held(step)

    def _turn_held(self, step: int) -> bool:
        held = self.held
        if held is None:
            return False
        self.turn(held, step)
        return True

    def _handle_key(self, event: pygame.event.Event, mouse: Point | None) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_r:
            return self._turn_pointed(-1 if shift else 1, mouse)
        if event.key == pygame.K_TAB:
            self.choose_next(-1 if shift else 1)
            return True
        if event.key in ARROWS:
            step = ARROWS[event.key]
            self.cursor = self.table.clamp((self.cursor[0] + step[0], self.cursor[1] + step[1]))
            return True
        if event.key in ENTER_KEYS and self.selected is not None:
            tile_id = self.selected
            if self.table.place(tile_id, self.turn_of(tile_id), self.cursor):
                self.selected = None
            return True
        return False

    def choose_next(self, step: int) -> None:
        """Tab: hold the next (or previous) tile of the choices."""
        choices = self.table.choices()
        if not choices:
            self.selected = None
            return
        if self.selected in choices:
            self.selected = choices[(choices.index(self.selected) + step) % len(choices)]
        else:
            self.selected = choices[0 if step > 0 else -1]
        self.cursor = self.table.clamp(self.cursor)

    # drag callbacks ---------------------------------------------------------
    def _pick(self, pos: Point) -> tuple[int, Point] | None:
        return self.table.pick(pos)

    def _drop(self, tile_id: int, pos: Point, top_left: Point) -> bool:
        return self.table.drop(tile_id, self.turn_of(tile_id), pos, top_left)
