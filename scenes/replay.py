"""Replays of finished games: step, jump and play a game's history again on its own table.

:func:`start_replay` pushes two scenes: the game's own table scene, watching (no computer moves, no
input, nothing saved; see :attr:`GameScene.watching`), fed a fresh :class:`GameRecord` at move 0; and
above it the :class:`ReplayScene` with the controls, which drives the table (the manager only updates
and draws the top scene here).  Stepping forward applies the next recorded move and lets the table's
event player show it; stepping back or jumping rebuilds the record at that move and shows the table as
it then was, at once.

The replay is an opaque scene: it draws the table itself, a little smaller, above its bar, so the
controls hide nothing of it.  The table shows the public view only; "Show everything" tells below it,
in a strip the table shrinks for, what it hid at that move (every hand, every sealed choice;
:mod:`scenes.replay_secrets`).  The list of moves shows the lines of moves already shown; lines ahead
are veiled, and sealed choices show as entered only with "Show everything" (:mod:`scenes.replay_lines`).

A key or click that began on the screen the replay was opened from never acts
on it: input counts only once the replay has been shown, a key already down
when it opened only after it was let go (:class:`FreshKeys`), and a click
only if it was pressed here.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.record import GameRecord
from scenes.base import Motion, Scene
from scenes.fresh_keys import FreshKeys
from scenes.games import scene_class
from scenes.play import GameScene
from scenes.replay_lines import VEIL, MoveLine, game_lines
from scenes.replay_secrets import everything_note, secrets_by_seat, shown_parts
from scenes.showing import LogLine
from sprites import pen
from sprites.replay_bar import (
    BAR,
    TABLE_VIEW,
    VISIBLE_ROWS,
    BarLook,
    ListRow,
    TableView,
    control_at,
    draw_bar,
    draw_move_list,
    list_row_at,
    shown_scale,
    track_count,
)
from sprites.replay_hidden import HIDDEN_VIEW, draw_hidden

if TYPE_CHECKING:
    from scenes.manager import App

SPEEDS: tuple[tuple[float, str], ...] = ((0.5, "\u00bd\u00d7"), (1.0, "1\u00d7"), (2.0, "2\u00d7"), (4.0, "4\u00d7"))
"""The replay's speeds: (factor, label)."""
MOVE_GAP = 0.7
"""Seconds (at 1×) playing waits on each move once the table has shown it."""
FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
SECRETS_TITLE = "Hidden from the table now"
NOTHING_HIDDEN = "Nothing is hidden from the table at this move."
NOT_REACHED = "Not reached yet: Enter jumps there, or switch Show everything on (S) to read the lines ahead"


def start_replay(app: "App", record: GameRecord) -> "ReplayScene":
    """Replay the game in ``record`` (a finished one) from its first move: push its table and the controls."""
    table_class = scene_class(record.spec.id)
    if table_class is None:
        raise KeyError(f"no scene plays {record.spec.id}")
    with pen.drawing_at(shown_scale(TABLE_VIEW, pen.scale())):  # what the table makes at once, at the scale it shows
        table: GameScene = table_class(app, GameRecord(record.spec, record.seats, record.seed, record.options))
    table.watching = True
    replay = ReplayScene(app, record, table)
    app.push(table)
    app.push(replay)
    return replay


class ReplayScene(Scene):
    """The replay's controls over the watching table; see the module docstring."""

    paints_whole = True

    def __init__(self, app: "App", source: GameRecord, table: GameScene) -> None:
        super().__init__(app)
        self.source = source
        """The finished game being replayed (never changed)."""
        self.table = table
        self.lines: list[MoveLine] = game_lines(source)
        self.has_secrets = any(line.sealed for line in self.lines)
        self.everything = False
        """"Show everything": sealed choices as entered, and the lines ahead."""
        self.playing = False
        self.speed_index = 1
        self.list_open = False
        self.cursor = 0
        """The move the list's keyboard cursor is on."""
        self.first_row = 0
        self.hovered: str | None = None
        self.hovered_row: int | None = None
        self._wait = 0.0
        self._ready = False
        self.keys = FreshKeys()
        self._pressed: str | None = None
        self._scrubbing = False
        self._headings: dict[int, str] = {
            line.move: line.heading for line in self.lines
            if line.move == 0 or line.heading != self.lines[line.move - 1].heading}
        """The list's headings (how far the game had come), by the move each stands above."""
        self._table_view = TableView()
        self.game_hides = bool(shown_parts(source.spec))  # hands, money, sealed choices kept from the table
        table.speed_factor = self.speed

    # where the replay is ---------------------------------------------------------
    @property
    def count(self) -> int:
        """Moves played so far on the table."""
        return len(self.table.record.moves)

    @property
    def total(self) -> int:
        """Moves in the game."""
        return len(self.source.moves)

    @property
    def speed(self) -> float:
        """The chosen speed factor."""
        return SPEEDS[self.speed_index][0]

    # moving through the game -----------------------------------------------------
    def step_forward(self) -> bool:
        """Play the next move with its animation (the move still being shown finishes at once); False at the end."""
        if self.count >= self.total:
            self.playing = False
            return False
        if self.table.busy:
            self.seek(self.count)
        move = self.source.moves[self.count]
        noted = self.table.record.apply_noted(move.seat, move.action)
        self.table.queue_events(noted, self.count - 1)
        self._wait = MOVE_GAP
        self._follow()
        return True

    def step_back(self) -> None:
        """Back one move, at once (the move being shown counts as that move)."""
        self.seek(max(0, self.count - 1))

    def to_start(self) -> None:
        """Back to before the first move."""
        self.playing = False
        self.seek(0)

    def to_end(self) -> None:
        """On to the end of the game: at once up to the last move, which plays (so the table shows how it ended)."""
        self.playing = False
        if self.count < self.total:
            self.jump_to_line(self.total - 1)

    def jump_to_line(self, move: int) -> None:
        """Show the table just before ``move`` and then play that move."""
        self.seek(max(0, min(move, self.total - 1)))
        self.step_forward()

    def seek(self, count: int) -> None:
        """Show the table after ``count`` moves, at once (the record is rebuilt by replaying the history)."""
        count = max(0, min(count, self.total))
        record = GameRecord(self.source.spec, self.source.seats, self.source.seed, self.source.options)
        for move in self.source.moves[:count]:
            record.apply(move.seat, move.action)
        self.table.record = record
        before = [line for line in self.table.log if line.move < 0]  # a table's own opening lines
        self.table.log = before + [LogLine(line.move, text) for line in self.lines[:count] for text in line.told]
        self.table.jump_to_now()
        self._wait = MOVE_GAP
        self._follow()

    def toggle_play(self) -> None:
        """Play or pause (playing at the end starts again from the first move)."""
        if self.playing:
            self.playing = False
            return
        if self.count >= self.total:
            self.seek(0)
        self.playing = True
        if not self.table.busy:
            self.step_forward()

    def change_speed(self, step: int, wrap: bool = False) -> None:
        """A faster (+1) or slower (-1) speed."""
        index = self.speed_index + step
        self.speed_index = index % len(SPEEDS) if wrap else max(0, min(len(SPEEDS) - 1, index))
        self.table.speed_factor = self.speed

    def toggle_everything(self) -> None:
        """Switch "Show everything" on or off."""
        self.everything = not self.everything

    def toggle_list(self) -> None:
        """Open or close the list of moves."""
        self.list_open = not self.list_open
        self._follow()

    def escape(self) -> None:
        """Esc closes the list of moves if it is open, else leaves the replay."""
        if self.list_open:
            self.toggle_list()
        else:
            self.leave()

    def leave(self) -> None:
        """Back to the screen the replay was opened from."""
        self.app.pop()
        if self.app.stack.top is self.table:
            self.app.pop()

    def _follow(self) -> None:
        """The list's cursor goes to the move just played, in sight."""
        self.cursor = max(0, self.count - 1)
        self._show_row(self._row_of(self.cursor))

    def _show_row(self, row: int) -> None:
        if row < self.first_row + 1:
            self.first_row = max(0, row - 1)
        elif row >= self.first_row + VISIBLE_ROWS - 1:
            self.first_row = row - VISIBLE_ROWS + 2
        self.first_row = max(0, min(self.first_row, len(self.layout()) - VISIBLE_ROWS))

    def move_cursor(self, step: int) -> None:
        """Move the list's cursor by ``step`` moves (opening the list)."""
        self.list_open = True
        if self.total:
            self.cursor = max(0, min(self.total - 1, self.cursor + step))
            self._show_row(self._row_of(self.cursor))

    def layout(self) -> list[int | str]:
        """The rows of the list now: each a move (its index) or a heading.

        A heading shows once the replay has reached its first move (or with
        Show everything): one further on would tell where a round ended.
        """
        rows: list[int | str] = []
        for move in range(self.total):
            heading = self._headings.get(move)
            if heading is not None and (self.everything or move <= self.count):
                rows.append(heading)
            rows.append(move)
        return rows

    def _row_of(self, move: int) -> int:
        layout = self.layout()
        return layout.index(move) if move in layout else 0

    # input ---------------------------------------------------------------------
    def on_enter(self) -> None:
        """Keys held on the screen before count only once let go."""
        self.keys.arm(self.app.frames)

    def handle(self, event: pygame.event.Event) -> None:
        """Keys and clicks on the controls; nothing before the replay has been shown, no key held from before."""
        if not self._ready or not self.keys.fresh(event, self.app.frames):
            return
        if event.type == pygame.KEYDOWN:
            self._handle_key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self._scrubbing:
                self.seek(track_count(event.pos[0], self.total))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.list_open:
            self.first_row = max(0, min(self.first_row - 3 * event.y, len(self.layout()) - VISIBLE_ROWS))

    def _handle_key(self, key: int) -> None:
        actions: dict[int, Callable[[], object]] = {
            pygame.K_RIGHT: self.step_forward, pygame.K_LEFT: self.step_back, pygame.K_SPACE: self.toggle_play,
            pygame.K_HOME: self.to_start, pygame.K_END: self.to_end, pygame.K_ESCAPE: self.escape,
            pygame.K_l: self.toggle_list, pygame.K_s: self.toggle_everything,
            pygame.K_UP: lambda: self.move_cursor(-1), pygame.K_DOWN: lambda: self.move_cursor(1),
            pygame.K_PAGEUP: lambda: self.move_cursor(-VISIBLE_ROWS + 2),
            pygame.K_PAGEDOWN: lambda: self.move_cursor(VISIBLE_ROWS - 2),
        }
        if key in actions:
            actions[key]()
        elif key in FASTER_KEYS or key in SLOWER_KEYS:
            self.change_speed(1 if key in FASTER_KEYS else -1)
        elif key in ENTER_KEYS and self.list_open and self.total:
            self.jump_to_line(self.cursor)

    def _hover(self, pos: tuple[int, int]) -> None:
        self.hovered = control_at(pos) if BAR.collidepoint(pos) else None
        self.hovered_row = list_row_at(pos, self.first_row, len(self.layout())) if self.list_open else None

    def _press(self, pos: tuple[int, int]) -> None:
        self._hover(pos)
        self._pressed = self.hovered
        if self.hovered_row is not None:
            self._pressed = f"row:{self.hovered_row}"
        if self._pressed == "track":
            self._scrubbing = True
            self.playing = False
            self.seek(track_count(pos[0], self.total))

    def _release(self, pos: tuple[int, int]) -> None:
        pressed, self._pressed = self._pressed, None
        if self._scrubbing:
            self._scrubbing = False
            return
        self._hover(pos)
        if pressed is not None and pressed == self.hovered:
            self._controls()[pressed]()
        elif pressed is not None and pressed == f"row:{self.hovered_row}":
            move = self.layout()[self.hovered_row] if self.hovered_row is not None else None
            if isinstance(move, int):
                self.jump_to_line(move)

    def _controls(self) -> dict[str, Callable[[], object]]:
        return {"start": self.to_start, "back": self.step_back, "play": self.toggle_play,
                "forward": self.step_forward, "end": self.to_end, "speed": lambda: self.change_speed(1, wrap=True),
                "list": self.toggle_list, "everything": self.toggle_everything, "leave": self.leave,
                "track": lambda: None}

    # time ------------------------------------------------------------------------
    @property
    def motion(self) -> Motion:
        """Active while playing; otherwise as the table moves (still once its last move has been shown)."""
        return "active" if self.playing else self.table.motion

    def update(self, dt: float) -> None:
        """Drive the table (it is not on top), and step on while playing once it has shown the last move."""
        self._ready = True
        self.table.update(dt)
        if not self.playing or self.table.busy:
            return
        self._wait -= dt * self.table.speed
        if self._wait <= 0 and not self.step_forward():
            self.playing = False

    # drawing ---------------------------------------------------------------------
    def caption(self) -> tuple[str, bool]:
        """The bar's line about the move being shown, and whether it shows a sealed choice as entered."""
        if self.count == 0:
            return "The start of the game: the Right arrow steps, Space plays", False
        line = self.lines[self.count - 1]
        secret = self.everything and line.sealed
        if not self.table.busy:
            return line.text(self.everything), secret
        told = [entry.text for entry in self.table.log if entry.move == line.move]
        return (told[-1], False) if told else (line.quiet(self.everything), secret)

    def rows(self) -> list[ListRow]:
        """The list of moves as it shows now."""
        rows: list[ListRow] = []
        for move in self.layout():
            if isinstance(move, str):
                rows.append(ListRow(move, "heading"))
                continue
            line = self.lines[move]
            if move == self.count - 1:
                text, secret = self.caption()
                rows.append(ListRow(text, "now", move, secret))
            elif move < self.count or self.everything:
                rows.append(ListRow(line.text(self.everything), "done" if move < self.count else "ahead", move,
                                    self.everything and line.sealed))
            else:
                rows.append(ListRow(VEIL, "ahead", move))
        return rows

    def everything_note(self) -> str:
        """What the switch shows in this game (from what the game declares secret)."""
        return everything_note(self.source.spec, self.has_secrets)

    def hidden_lines(self) -> list[list[str]]:
        """What the table hides at the move shown (every hand, every sealed choice not yet revealed), by seat."""
        return secrets_by_seat(self.source.spec, self.table.record.state, [seat.name for seat in self.source.seats])

    def table_view(self) -> pygame.Rect:
        """Where the table is drawn: a little smaller while Show everything tells below it what it hid."""
        return HIDDEN_VIEW if self.everything and self.game_hides else TABLE_VIEW

    def draw(self, surface: pygame.Surface) -> None:
        """The table above the bar, the list of moves (when open) over it, and the bar."""
        view = self.table_view()
        self._table_view.draw(surface, self.table.draw, view)
        caption, secret = self.caption()
        if view is HIDDEN_VIEW:
            draw_hidden(surface, SECRETS_TITLE, self.hidden_lines(), NOTHING_HIDDEN, self.list_open)
        if self.list_open:
            rows = self.rows()
            cursor_row = self._row_of(self.cursor) if self.total else None
            detail = rows[cursor_row] if cursor_row is not None else None
            if detail is not None and detail.text == VEIL:
                detail = ListRow(NOT_REACHED, "ahead", detail.move)
            draw_move_list(surface, rows, self.first_row, cursor_row, self.hovered_row,
                           f"{self.count} of {self.total} played", detail)
        draw_bar(surface, BarLook(self.count, self.total, self.playing, SPEEDS[self.speed_index][1], caption,
                                  secret, self.everything, self.list_open, self.hovered, self.everything_note()))
