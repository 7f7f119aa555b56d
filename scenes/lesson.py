"""Learn to play at the table: a game's lesson (:mod:`game.tutorial`) in its own table scene.

:func:`open_lesson` (a menu card's "Learn to play") deals the lesson's game, or takes it up again where it
was left: it is kept in ``data_dir()/lessons/<game>.json``, never among the saved games and never in the
records, and a lesson taken up again goes on after its last move (one played on without help goes on as the
game it has become; a finished one starts again).  At the table a :class:`LessonDesk`
says each step in a box over the game log (the place of the move it waits for lit by the pointer), holds
the computer seats to the lesson's replies, refuses another move with the rule's reason or the step's
own, goes on past a note with Enter (or a click on the box), leaves the lesson with
:data:`PLAY_ON_KEY` or its "Play on from here" button (the game goes on without help) and deals it afresh with
:data:`START_OVER_KEY` or its "Start over" button (asked again first, unless still at the first step).
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import Action, CorruptSave
from game.record import GameRecord
from game.saves import SaveLock, load_save
from game.spec import GameSpec
from game.tutorial import LEARNER, Coach, Do, Note, lesson_for, options_of, resume_index, seats_of
from scenes.config import data_dir
from scenes.fresh_keys import FreshKeys
from scenes.games import scene_class, set_aside_damaged_save
from sprites import palette, pen
from sprites.log_panel import PANEL_FILL, TITLE_HEIGHT
from sprites.pointer import RING, draw_pointer, draw_ring
from sprites.text import draw_text, fit_lines, text_rect

if TYPE_CHECKING:
    from scenes.hints import PlaceFinder
    from scenes.manager import App
    from scenes.play import GameScene

NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that go on past a note."""
PLAY_ON_KEY = pygame.K_o
"""Leave the lesson and play on without help (O is free on every table and private screen)."""
START_OVER_KEY = pygame.K_s
"""Deal the lesson afresh from its first step (S is free on every table and private screen)."""
SMALL = 13
"""The type size of the footer and the buttons."""
NOTE_KEYS = "Enter or a click here: go on"
DO_KEYS = "Make the move on the table"
PLAY_ON, START_OVER = "Play on from here (O)", "Start over (S)"
"""The lesson box's buttons (under its words, with their keys: O plays on without help, S starts over)."""
ROW = SMALL + 12
"""The height of the buttons' row."""
ASK_START_OVER = ("Start the lesson over from its first step? Your moves so far are lost: press S or click "
                  "Start over again to deal it afresh, or go on as you were.")
FAREWELL_KEYS = "A click here puts this away"
ASK_KEYS = "S or Start over: deal it afresh \u00b7 any other key or a click here: go on as you were"
"""The footer while "Start over" waits to be asked again (the step's own footer would say to make a move)."""
PLAYED_ON = "You play on without help: the computer seats now choose their own moves."
NO_UNDO = "A lesson takes no move back; press O to play on without help, then Undo works as in a game."
SIZES = (16, 15, 14, 13)
"""Type sizes a step's words may take, the largest whose lines (and footer) fit the box's band."""
log = logging.getLogger(__name__)


def lesson_path(spec: GameSpec) -> Path:
    """Where a game's lesson is kept between visits."""
    return data_dir() / "lessons" / f"{spec.id}.json"


class LessonDesk:
    """A lesson at one table: what it says, which moves it lets through, the replies it plays, its keys."""

    def __init__(self, table: "GameScene", coach: Coach) -> None:
        self.table = table
        self.coach = coach
        self.keys = FreshKeys()
        self.keys.arm(table.app.frames)
        self.clock = 0.0
        self.box = pygame.Rect(0, 0, 0, 0)
        """Where the lesson's words were drawn last (a click there goes on past a note)."""
        self.farewell = not coach.over
        """True until the lesson's last word has been read (shown until the next move once the lesson is over)."""
        self.parting = ""
        """Said in the box once the learner plays on without help (in the lesson's own colours: not an error)."""
        self.asking = False
        """True while "Start over" waits to be asked again (the moves so far would be lost)."""
        self.buttons: dict[str, pygame.Rect] = {}
        """The box's buttons where they were drawn last (Play on from here, Start over)."""

    @property
    def active(self) -> bool:
        """True while the lesson lasts: it vets the learner's moves and plays the computer seats."""
        return not self.coach.over

    def vet(self, seat: int, action: Action) -> tuple[Action, str | None]:
        """The move to apply for ``seat``'s ``action`` and the lesson's refusal (None: apply it)."""
        if not self.active or seat != LEARNER:
            return action, None
        return self.coach.check(self.table.state, seat, action)

    def moved(self, seat: int) -> None:
        """A move was applied: the lesson goes on past its step (once over, its last word goes)."""
        if self.active:
            self.coach.moved()
        elif seat == LEARNER:
            self.farewell, self.parting = False, ""

    def drive(self) -> bool:
        """While the lesson lasts, play the computer seat's reply that is due (once the table is still); True
        when the lesson drives the computer seats (they do not choose their own moves)."""
        if not self.active:
            return False
        if self.table.busy:
            return True
        due = self.coach.reply(self.table.state)
        if due is not None:
            self.table.perform(*due)
        return True

    def input(self, event: pygame.event.Event) -> bool:
        """Enter (or a click on the box) goes on past a note, O plays on; True when the lesson took ``event``."""
        if not self.keys.fresh(event, self.table.app.frames):
            return event.type == pygame.KEYDOWN and event.key in (*NEXT_KEYS, PLAY_ON_KEY, START_OVER_KEY)
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        clicked = up and self.box.collidepoint(event.pos)
        pressed = next((name for name, rect in self.buttons.items() if up and rect.collidepoint(event.pos)), "")
        plain = event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL
        if pressed == START_OVER or plain and event.key == START_OVER_KEY:
            self.start_over()
            return True
        if self.asking and (event.type == pygame.KEYDOWN or clicked):
            self.asking = False  # anything else on the lesson: go on as you were (the step's words back)
            return True
        if not self.active:
            if (self.farewell or self.parting) and clicked:  # the last word, read: a click puts it away
                self.farewell, self.parting = False, ""
                return True
            return False
        if pressed == PLAY_ON or plain and event.key == PLAY_ON_KEY:
            self.play_on()
            return True
        note = isinstance(self.coach.step, Note)
        if note and (event.type == pygame.KEYDOWN and event.key in NEXT_KEYS or clicked):
            self.coach.proceed()
            self.clock = 0.0
            self.table.app.sounds.play("click")
            return True
        return clicked  # a click on the box of a move's step: nothing to do there but read

    def play_on(self) -> None:
        """Leave the lesson here: the game goes on without help."""
        self.coach.play_on()
        self.farewell = False
        self.parting = PLAYED_ON

    def start_over(self) -> None:
        """Deal the lesson afresh from its first step, its kept file replaced (asked again first when the learner
        is past the first step)."""
        if (self.coach.index > 0 or self.table.record.moves) and not self.asking:
            self.asking = True
            return
        table, app = self.table, self.table.app
        while table in app.stack.scenes:  # the table (and a private screen over it) goes: it lets go of the file
            app.pop()
        if table.save_path is not None:
            table.save_path.unlink(missing_ok=True)
        refused = open_lesson(app, table.spec)
        if refused is not None:
            log.warning("the lesson could not start over: %s", refused)

    def update(self, dt: float) -> None:
        """The pointer's pulse."""
        self.clock += dt

    @property
    def showing(self) -> bool:
        """True while the lesson has words on the table (the pointer pulses)."""
        return self.active and bool(self.coach.text) or self.farewell or bool(self.parting)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, place_of: "PlaceFinder") -> None:
        """The step's words in a box at the top of ``area``, and the pointer at the place of the move it waits for."""
        step = self.coach.step
        text = ASK_START_OVER if self.asking else self.parting or self.coach.text
        self.buttons = {}
        if self.active and self.table.lesson_waits:  # the table's own words first (a round's summary)
            self.box = pygame.Rect(0, 0, 0, 0)
            return
        if not self.active:  # over, or played on: the lesson can still be taken again from its start
            log_area = self.table.log_panel.area
            self.buttons[START_OVER] = self.draw_button(surface, START_OVER, log_area.right - 6, log_area.y)
        if not self.active and not (self.farewell or self.parting or self.asking) or not text:
            self.box = pygame.Rect(0, 0, 0, 0)
            return
        if isinstance(step, Do):
            places = place_of(step.move)
        elif isinstance(step, Note):  # the places it speaks of: where each of its moves would be made
            places = [found[0] for found in map(place_of, step.at) if found]
        else:
            places = []
        for used in places[1:]:
            draw_ring(surface, used, self.clock)
        if places:
            draw_pointer(surface, places[0], self.clock)
        footer = (ASK_KEYS if self.asking else NOTE_KEYS if isinstance(step, Note) else DO_KEYS if isinstance(step, Do)
                  else FAREWELL_KEYS)
        log_area = self.table.log_panel.area
        over_log = self.table.lesson_over_log  # the log: under its title, over its lines
        band = lesson_band(area) if over_log else area
        if over_log:  # none of the log's lines shows round the box and its buttons (they peeked out under the row)
            pen.rect(surface, PANEL_FILL, lesson_band(log_area), border_radius=8)
        if not self.active:
            self.box = draw_lesson_box(surface, text, footer, band, fill=over_log)
            return
        box = draw_lesson_box(surface, text, footer, pygame.Rect(band.x, band.y, band.w, band.h - ROW - 4),
                              fill=over_log)
        self.box = box.union(self.draw_buttons(surface, box))

    def draw_buttons(self, surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
        """The lesson's buttons in a row under ``box`` (its right edge), kept in :attr:`buttons`; returns the row."""
        right, row = box.right, pygame.Rect(box.right, box.bottom + 4, 0, ROW)
        for name in (START_OVER, PLAY_ON):
            rect = self.buttons[name] = self.draw_button(surface, name, right, row.y)
            row = row.union(rect)
            right = rect.x - 6
        return row

    def draw_button(self, surface: pygame.Surface, name: str, right: int, top: int) -> pygame.Rect:
        """The button ``name`` with its right edge at ``right`` and its top at ``top``; returns where it is."""
        rect = pygame.Rect(0, top, fit_width(name) + 14, ROW)
        rect.right = right
        pen.rect(surface, palette.INK, rect, border_radius=7)
        pen.rect(surface, palette.GLOW if self.asking and name == START_OVER else RING, rect, 2,
                         border_radius=7)
        draw_text(surface, name, SMALL, palette.PAPER, True, center=rect.center)
        return rect


def fit_width(text: str) -> int:
    """How wide ``text`` is drawn on a lesson button."""
    return text_rect(text, SMALL, True).w


def lesson_band(log: pygame.Rect) -> pygame.Rect:
    """Where a lesson's box lies over the game log at ``log``: all of it but its title (the log's heading stays)."""
    return pygame.Rect(log.x, log.y + TITLE_HEIGHT, log.w, log.h - TITLE_HEIGHT)


def lesson_layout(text: str, footer: str, width: int, room: int) -> tuple[int, list[str], list[str], int]:
    """The type size, lines, footer lines and height of a lesson's box ``width`` wide: the largest of
    :data:`SIZES` whose whole text fits ``room`` pixels high (the smallest when none does)."""
    for size in SIZES:
        lines = fit_lines(text, size, width - 24, True)
        small = fit_lines(footer, SMALL, width - 24, True) if footer else []
        height = 14 + (size + 5) * len(lines) + (SMALL + 5) * len(small) + (4 if small else 0)
        if height <= room:
            break
    return size, lines, small, height


def draw_lesson_box(surface: pygame.Surface, text: str, footer: str, area: pygame.Rect,
                    fill: bool = False) -> pygame.Rect:
    """``text`` (and a smaller ``footer``) in a dark, gold-edged box at the top of ``area`` (``fill``: all of
    ``area``), every line inside it (a smaller type when the text is long; a box that still cannot hold it grows
    up from ``area``'s bottom); returns the box."""
    size, lines, small, height = lesson_layout(text, footer, area.w, area.h)
    box = pygame.Rect(area.x, area.y, area.w, max(height, area.h) if fill else height)
    if box.h > area.h:
        box.bottom = area.bottom
    pen.rect(surface, palette.INK, box, border_radius=9)
    pen.rect(surface, RING, box, 2, border_radius=9)
    y = box.y + 7
    for line in lines:
        draw_text(surface, line, size, palette.PAPER, True, midtop=(box.centerx, y))
        y += size + 5
    y += 4
    for line in small:
        draw_text(surface, line, SMALL, RING, False, midtop=(box.centerx, y))
        y += SMALL + 5
    return box


def open_lesson(app: "App", spec: GameSpec) -> str | None:
    """Open ``spec``'s lesson where it was left (or from its start) in the game's table; returns why it could not
    be opened (None: it is open)."""
    lesson = lesson_for(spec)
    table_class = scene_class(spec.id)
    if lesson is None or table_class is None:
        return f"{spec.title} has no lesson yet."
    path: Path | None = lesson_path(spec)
    assert path is not None
    told = ""
    lock: SaveLock | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = SaveLock(path)
        if not lock.acquire():
            return f"The {spec.title} lesson is open in another window."
    except OSError:
        lock, path, told = None, None, "Your lesson cannot be kept on this computer, so leaving it starts it again."
    record, index = None, 0
    if path is not None and (path.exists() or path.is_symlink()):
        try:
            record = load_save(path, {spec.id: spec})
        except CorruptSave as exc:
            where = set_aside_damaged_save(path, exc)
            told = f"Your last lesson could not be read, so it starts again. {where}"
            if path.exists() or path.is_symlink():  # left as it was: never written over
                if lock is not None:
                    lock.release()
                lock, path = None, None
        if record is not None:
            found = resume_index(lesson, [move.action for move in record.moves])  # None: played on its own way
            record, index = (None, 0) if record.state.is_over else (record, len(lesson.steps) if found is None else found)
    if record is None:
        record = GameRecord.start(spec, seats_of(lesson), lesson.seed, options_of(spec, lesson))
    table = table_class(app, record, path, lock)
    table.lesson = LessonDesk(table, Coach(lesson, index))
    table.private_seat = LEARNER  # the only person at a lesson's table: no cover before its private screens
    app.push(table)
    if told:
        table.say(told)
    return None
