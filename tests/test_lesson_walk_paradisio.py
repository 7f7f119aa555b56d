"""The Paradisio lesson walked to its end in the real match table (issue 18), by input events only: once by the
keyboard alone (Enter past the notes; Tab, R, the arrows and Enter to lay each tile, as the steps' words say), once
by the mouse alone (a click on the lesson's box past the notes; a right click on a tray tile to turn it, then a drag
from the tray slot to the cell the pointer shows), and a wrong move by each refused with its reason while the step's
words stay on the table.  The coach's step is never set by hand and no move is performed for the learner."""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.core import IllegalAction, State
from game.paradisio.actions import Place
from game.paradisio.tiles import TILES
from game.registry import available_games
from game.tutorial import LEARNER, Do, Note, Reply, moves_of
from scenes.lesson import LessonDesk, open_lesson
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.round_end import GO_ON_KEYS
from tests.kit.app import fast_app, top_as
from tests.kit.paradisio_scene import words_drawn

app = fast_app
PARADISIO = available_games()["paradisio"]
FRAME = 1 / 60
READING = 40
"""Frames a learner takes to read a note (longer than a finished round's guard time: its Enter must still go on
past the note, not on to the next deal)."""
INPUTS = 400
"""At most this many inputs in a walk (a step that never goes on fails the walk instead of hanging it)."""


class Walker:
    """A learner at the lesson's table: real key and mouse events through ``app.step``, frames passing between."""

    def __init__(self, app_: Any) -> None:
        assert open_lesson(app_, PARADISIO) is None
        self.app = app_
        self.table = top_as(app_, ParadisioMatchScene)
        assert self.table.lesson is not None
        self.desk: LessonDesk = self.table.lesson
        self.inputs = 0
        self.frames(3)

    def frames(self, count: int, events: list[pygame.event.Event] | None = None) -> None:
        for n in range(count):
            self.app.step(FRAME, events if n == 0 and events else [])
        time.sleep(0.001)

    def send(self, *events: pygame.event.Event) -> None:
        """One input (its events in one frame), then a frame for the table to take it in."""
        self.inputs += 1
        assert self.inputs <= INPUTS, "the walk does not get on"
        self.frames(2, list(events))

    def press(self, k: int, mod: int = 0) -> None:
        self.send(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, repeat=False))
        self.send(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for pos in (middle, end):
            self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def settle(self, limit: int = 900) -> None:
        """Let the table show what is in the air and the lesson play Kai's replies, until the learner may act."""
        for _ in range(limit):
            step = self.desk.coach.step
            if not self.table.busy and not isinstance(step, Reply):
                return
            if self.table.round_end is not None and isinstance(step, (Note, Do)):
                return  # the finished round waits for the learner, and so does the step
            self.frames(1)
        raise AssertionError("the table never came to rest")

    @property
    def step(self) -> Note | Do | Reply | None:
        return self.desk.coach.step

    def drawn(self) -> list[str]:
        return words_drawn(self.app)

    def shows(self, words: str) -> bool:
        """True when the table draws ``words`` (wrapped over lines: every line of it drawn)."""
        lines = self.drawn()
        text = " ".join(lines)
        return all(piece in text for piece in words.split(". ")) or words in lines

    def places(self, move: Place) -> list[pygame.Rect]:
        return self.table.hint_places(move)

    # the two ways a learner lays the step's tile -------------------------------------------------------------
    def lay_by_keys(self, move: Place) -> None:
        """Tab until the tile is held, R until it shows the step's turn, the arrows to its cell, Enter."""
        holding = self.table.holding
        for _ in range(len(TILES)):
            if holding.selected == move.tile_id:
                break
            self.press(pygame.K_TAB)
        assert holding.selected == move.tile_id, "Tab never came to the step's tile"
        for _ in range(4):
            if holding.turn_of(move.tile_id) == move.turn:
                break
            self.press(pygame.K_r)
        cell = tuple(move.cell)
        for _ in range(16):
            x, y = holding.cursor
            if (x, y) == cell:
                break
            arrow = (pygame.K_LEFT if cell[0] < x else pygame.K_RIGHT if cell[0] > x
                     else pygame.K_UP if cell[1] < y else pygame.K_DOWN)
            self.press(arrow)
        assert holding.cursor == cell, "the arrows never came to the step's cell"
        self.press(pygame.K_RETURN)

    def lay_by_mouse(self, move: Place) -> None:
        """A right click on the tray tile the pointer rings turns it; a drag from there to the pointed cell lays it."""
        places = self.places(move)
        assert len(places) == 2, "the pointer shows the cell and the tile in the tray"
        cell, tray = places[0].center, places[1].center
        for _ in range(4):
            if self.table.holding.turn_of(move.tile_id) == move.turn:
                break
            self.click(tray, button=3)
        self.drag(tray, cell)


Lay = Callable[[Walker, Place], None]


def walk(walker: Walker, lay: Lay, go_on: Callable[[Walker], None]) -> Iterator[int]:
    """Walk the lesson to its end: ``go_on`` past each note, ``lay`` each step's tile; yields each step's index."""
    coach = walker.desk.coach
    while not coach.over:
        walker.settle()
        index, step = coach.index, walker.step
        yield index
        assert isinstance(step, (Note, Do)), f"step {index + 1} waits for nothing the learner can do"
        assert walker.shows(step.say), f"step {index + 1}'s words are not on the table"
        if isinstance(step, Note):
            walker.frames(READING)
            go_on(walker)
        else:
            assert isinstance(step.move, Place)
            before = len(walker.table.record.moves)
            lay(walker, step.move)
            moves = walker.table.record.moves
            assert len(moves) > before and moves[before].seat == LEARNER, f"step {index + 1}'s tile did not go down"
        if coach.index == index:
            raise AssertionError(f"step {index + 1} did not go on: {walker.table.message}")


def enter(walker: Walker) -> None:
    walker.press(pygame.K_RETURN)


def click_box(walker: Walker) -> None:
    walker.frames(1)
    assert walker.desk.box.w > 0
    walker.click(walker.desk.box.center)


def next_round_by_key(walker: Walker) -> None:
    walker.press(GO_ON_KEYS[0])


def next_round_by_mouse(walker: Walker) -> None:
    assert walker.table.round_end is not None and walker.table.round_end.layout.button is not None
    walker.click(walker.table.round_end.layout.button.center)


def plays_on(walker: Walker, next_round: Callable[[Walker], None]) -> None:
    """The coach is over and the game goes on: the finished round goes on to round 2, where Kai chooses its own tile."""
    table = walker.table
    assert walker.desk.coach.over and not walker.desk.active
    assert walker.shows(walker.desk.coach.lesson.more)  # the lesson's last word
    lesson = walker.desk.coach.lesson
    made = len(moves_of(lesson, len(lesson.steps)))
    assert [m.action for m in table.record.moves[:made]] == moves_of(lesson, len(lesson.steps))
    for _ in range(6):
        if table.round_end is None:
            break
        walker.frames(30)  # past the round end's guard time
        next_round(walker)
    assert table.round_end is None
    for _ in range(900):
        walker.frames(1)
        if len(table.record.moves) > made:
            break
    assert len(table.record.moves) > made and table.record.moves[made].seat != LEARNER  # Kai moved on its own
    assert not table.state.is_over


def test_the_whole_lesson_by_keyboard_alone(app: Any) -> None:
    walker = Walker(app)
    steps = list(walk(walker, Walker.lay_by_keys, enter))
    assert steps[-1] == len(walker.desk.coach.lesson.steps) - 1
    plays_on(walker, next_round_by_key)


def test_the_whole_lesson_by_mouse_alone(app: Any) -> None:
    walker = Walker(app)
    steps = list(walk(walker, Walker.lay_by_mouse, click_box))
    assert steps[-1] == len(walker.desk.coach.lesson.steps) - 1
    plays_on(walker, next_round_by_mouse)


def at_first_move(app_: Any) -> tuple[Walker, Do]:
    walker = Walker(app_)
    enter(walker)
    walker.settle()
    step = walker.step
    assert isinstance(step, Do)
    return walker, step


@pytest.mark.parametrize("lay", [Walker.lay_by_keys, Walker.lay_by_mouse], ids=["keys", "mouse"])
def test_a_legal_tile_not_the_lessons_is_refused_with_the_steps_why_not(app: Any, lay: Lay) -> None:
    walker, do = at_first_move(app)
    coast = next(t for t in walker.table.choices() if TILES[t].name == "coast")  # legal anywhere: the first tile
    lay(walker, Place(coast, (0, 0), 0))
    assert not walker.table.record.moves and walker.step is do
    assert walker.table.message == do.why_not
    assert walker.shows(do.why_not) and walker.shows(do.say)  # the reason, and the step's words stay


@pytest.mark.parametrize("lay", [Walker.lay_by_keys, Walker.lay_by_mouse], ids=["keys", "mouse"])
def test_an_illegal_tile_is_refused_with_the_rules_reason(app: Any, lay: Lay) -> None:
    walker, first = at_first_move(app)
    assert isinstance(first.move, Place)
    lay(walker, first.move)
    for _ in walk(walker, Walker.lay_by_keys, enter):  # on to the coast tile beside Kai's small island
        if isinstance(walker.step, Do) and walker.step is not first:
            break
    do = walker.step
    assert isinstance(do, Do) and isinstance(do.move, Place)
    wrong = Place(do.move.tile_id, do.move.cell, (do.move.turn + 2) % 4)  # its land against Kai's sea
    moves = len(walker.table.record.moves)
    lay(walker, wrong)
    assert len(walker.table.record.moves) == moves and walker.step is do
    assert walker.table.message == rules_reason(walker.table.state.clone(), wrong) != do.why_not
    assert walker.shows(walker.table.message) and walker.shows(do.say)  # the rules' reason, and the step stays


def rules_reason(state: State, move: Place) -> str:
    """The rules' own sentence for ``move`` of the learner's, which must be illegal."""
    with pytest.raises(IllegalAction) as refused:
        state.apply(LEARNER, move)
    return str(refused.value)


def test_enter_on_the_note_over_a_finished_round_reads_on_and_the_round_stays(app: Any) -> None:
    walker = Walker(app)
    for _ in walk(walker, Walker.lay_by_keys, enter):
        if walker.table.round_end is not None:
            break
    note = walker.step
    assert isinstance(note, Note) and walker.shows(note.say)
    walker.frames(READING)
    enter(walker)
    assert walker.step is not note and walker.table.round_end is not None  # "Next round" still waits


def test_tab_at_a_lesson_step_holds_the_lit_tile_on_its_cell(app: Any) -> None:
    walker = Walker(app)
    for _ in walk(walker, Walker.lay_by_keys, enter):
        step = walker.step
        if isinstance(step, Do) and step.move != Place(0, (0, 0), 0):  # a step whose tile is not the tray's first
            break
    assert isinstance(step, Do) and isinstance(step.move, Place)
    assert walker.table.choices()[0] != step.move.tile_id
    walker.press(pygame.K_TAB)
    assert walker.table.holding.selected == step.move.tile_id  # the tile the pointer rings in the tray
    assert walker.table.holding.cursor == tuple(step.move.cell)


def test_the_note_on_holes_lights_both_holes(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.lesson as desk

    lit: list[pygame.Rect] = []
    monkeypatch.setattr(desk, "draw_pointer", lambda surface, rect, clock: lit.append(rect))
    monkeypatch.setattr(desk, "draw_ring", lambda surface, rect, clock: lit.append(rect))
    walker = Walker(app)
    for _ in walk(walker, Walker.lay_by_keys, enter):
        if isinstance(walker.step, Note) and walker.step.topic == "hole":
            break
    note = walker.step
    assert isinstance(note, Note) and len(note.at) == 2
    for move in note.at:
        assert move in walker.table.state.legal_actions(LEARNER)  # a hole only the learner's tiles fit
        assert isinstance(move, Place)
    lit.clear()
    walker.frames(2)
    assert set(map(tuple, lit)) == {tuple(walker.table.hint_places(move)[0]) for move in note.at}  # the two cells, nothing else
