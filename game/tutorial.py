"""Learn to play: a guided game on a fixed deal, one learner against computer seats (issue 18).

A tutorial is data, one module per game (``game.<game>.tutorial``, its ``LESSON``): the deal (seed,
options, seat names) and the steps, in the order they happen at the table:

* :class:`Note`: one or two sentences the learner reads (a rule, what just happened), then continues;
* :class:`Do`: what to do now and why, waiting for exactly this move of the learner's; any other
  move is refused with the rule's reason (an illegal one) or with the step's ``why_not`` (a legal one
  the lesson does not want now), and the step stays;
* :class:`Reply`: a computer seat's move, played for it (so the lesson tells the same story whatever
  the bots would choose).

:func:`walk` plays a lesson through the real rules and raises :class:`LessonBroken` at the first step
the rules no longer allow, so a rules change that breaks a tutorial fails its test.  After the last
step the game goes on without help, with the lesson's computer seats.  Pure Python, no pygame.
"""
from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Action, Seat, SeatKind, State, make_seats
from game.spec import GameSpec

LEARNER = 0
"""The learner's seat: a tutorial's first seat, the only human one."""


@dataclass(frozen=True)
class Note:
    """Something to read: a rule or what just happened; the learner continues when ready."""

    say: str
    topic: str = ""
    """The rule it teaches (one of the lesson's ``topics``), or empty."""
    at: tuple[Action, ...] = ()
    """Moves at the places it speaks of: the table lights where each would be made (none: it lights nothing)."""


@dataclass(frozen=True)
class Do:
    """The learner's move the lesson waits for, with what the rule is and what to do now."""

    say: str
    move: Action
    why_not: str
    """Said when the learner makes another legal move: why the lesson wants this one now."""
    topic: str = ""


@dataclass(frozen=True)
class Reply:
    """A computer seat's move, played for it."""

    move: Action


Step = Note | Do | Reply


@dataclass(frozen=True)
class Lesson:
    """One game's tutorial: the deal, the steps and what it teaches."""

    game: str
    """The game's id (:attr:`game.spec.GameSpec.id`)."""
    seed: int
    names: tuple[str, ...]
    """The seats' names, the learner's first."""
    steps: tuple[Step, ...]
    topics: tuple[str, ...]
    """Every rule a first game needs, each taught by some step (a test checks it)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    rivals: SeatKind = "easy"
    """The computer seats' level once the lesson is over and the game plays on."""
    more: str = ""
    """The last word: where the rest of the rules (or the next things to try) are."""
    alike: Callable[[Action, Action], bool] | None = None
    """When a learner's move looks the same on the table as the step's (another of the same tiles, a turn
    that shows the same corners), the step's own move is played for it (None: only the very move)."""

    def wants(self, step: Step | None, made: Action) -> bool:
        """True when ``made`` is the move ``step`` waits for, or looks the same (:attr:`alike`)."""
        if not isinstance(step, Do):
            return False
        return made == step.move or (self.alike is not None and self.alike(step.move, made))

    def step(self, index: int) -> Step | None:
        """The step at ``index`` (None past the last one)."""
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def taught(self) -> set[str]:
        """The topics its steps teach."""
        return {s.topic for s in self.steps if isinstance(s, (Note, Do)) and s.topic}


class LessonBroken(Exception):
    """A lesson's step that the rules no longer allow (a test failure, never shown to a player)."""


def refusal(lesson: Lesson, state: State, step: Step | None, seat: int, action: Action) -> str | None:
    """Why ``lesson`` refuses ``action`` of ``seat`` at ``step`` (None: it is the step's move, or alike).

    An illegal move gets the rules' own sentence; a legal move other than the step's gets its ``why_not``;
    a move while the step is a note or a reply is refused (the lesson is not waiting for one).  Past the
    last step (``step`` None) nothing is refused here: the game plays on without help.
    """
    if step is None:
        return None
    if seat == LEARNER and lesson.wants(step, action):
        return None
    problem = state.problem(seat, action)  # the rules' own sentence (None: legal)
    if problem is not None:
        return problem
    if isinstance(step, Do):
        return step.why_not
    return "Read the note first, then continue."


def walk(spec: GameSpec, lesson: Lesson) -> Iterator[tuple[int, State]]:
    """Play ``lesson`` through the real rules: before each step, its index and the state it meets.

    Raises :class:`LessonBroken` where a :class:`Do` is not the learner's legal move, or a
    :class:`Reply` is not the legal move of the seat to move.
    """
    state = new_lesson_state(spec, lesson)
    for index, step in enumerate(lesson.steps):
        yield index, state
        if isinstance(step, Note):
            continue
        seat = LEARNER if isinstance(step, Do) else _computer_to_move(state, index)
        if seat not in state.to_move or step.move not in state.legal_actions(seat):
            raise LessonBroken(f"{lesson.game} step {index + 1}: {step.move} is not legal for seat {seat}")
        state.apply(seat, step.move)


def _computer_to_move(state: State, index: int) -> int:
    """The computer seat a :class:`Reply` at ``index`` moves for."""
    movers = [s for s in state.to_move if s != LEARNER]
    if not movers:
        raise LessonBroken(f"step {index + 1}: a reply while no computer seat is to move")
    return movers[0]


def replier(state: State, step: Step | None) -> int | None:
    """The computer seat that plays ``step`` now, when it is a :class:`Reply` (None otherwise)."""
    if not isinstance(step, Reply):
        return None
    movers = [s for s in state.to_move if s != LEARNER]
    return movers[0] if movers else None


def lesson_for(spec: GameSpec) -> Lesson | None:
    """The game's tutorial (its package's ``tutorial.LESSON``), or None when it has none."""
    if not spec.package or importlib.util.find_spec(f"{spec.package}.tutorial") is None:
        return None
    lesson = importlib.import_module(f"{spec.package}.tutorial").LESSON
    return lesson if isinstance(lesson, Lesson) and lesson.game == spec.id else None


def seats_of(lesson: Lesson) -> list[Seat]:
    """The lesson's seats: the learner (human) first, then its computer seats at the level they play on at."""
    kinds: list[SeatKind] = ["human", *[lesson.rivals] * (len(lesson.names) - 1)]
    return make_seats(list(lesson.names), kinds)


def options_of(spec: GameSpec, lesson: Lesson) -> dict[str, Any]:
    """The lesson's options: every option of the game at its default (as a new game takes them), but those
    the lesson sets (a record missing an option would mean a game begun before it, under an older ruling)."""
    return {**{option.key: option.default for option in spec.options}, **dict(lesson.options)}


def new_lesson_state(spec: GameSpec, lesson: Lesson) -> State:
    """The lesson's deal, before its first step."""
    return spec.new_game(seats_of(lesson), lesson.seed, **options_of(spec, lesson))


def sentences(text: str) -> int:
    """How many sentences ``text`` holds (a step says one or two)."""
    ends = sum(text.count(mark) for mark in (". ", "! ", "? ")) + (text.rstrip()[-1:] in ".!?")
    return max(1, ends)


def moves_of(lesson: Lesson, upto: int) -> list[Action]:
    """The moves the steps before ``upto`` make, in order (a resumed lesson's history must be these)."""
    return [s.move for s in lesson.steps[:upto] if isinstance(s, (Do, Reply))]


def resume_index(lesson: Lesson, played: Sequence[Action]) -> int | None:
    """The step a lesson resumes at after the moves ``played`` (None: they are not the lesson's, so it starts
    again): the step after the last of them, so the notes that followed it are read again; past the lesson's
    last move, the end (the game plays on without help)."""
    wanted, played = moves_of(lesson, len(lesson.steps)), list(played)
    if played[: len(wanted)] != wanted[: len(played)]:
        return None
    if len(played) >= len(wanted):
        return len(lesson.steps)
    made = 0
    for index, step in enumerate(lesson.steps):
        if made == len(played):
            return index
        made += isinstance(step, (Do, Reply))
    return len(lesson.steps)


class Coach:
    """A lesson being played: which step the table is at, and what it lets happen.

    The table asks it before applying a move (:meth:`check`), tells it after one (:meth:`moved`), lets it
    play the computer seats' replies (:meth:`reply`) and moves past a note when the learner continues
    (:meth:`proceed`).  While the lesson lasts only its replies move the computer seats; once it is over
    (its last step done, or :meth:`play_on`) the game goes on without help.
    """

    def __init__(self, lesson: Lesson, index: int = 0) -> None:
        self.lesson = lesson
        self.index = index

    @property
    def step(self) -> Step | None:
        """The step the table is at (None once the lesson is over)."""
        return self.lesson.step(self.index)

    @property
    def over(self) -> bool:
        """True once the lesson is done (or left to play on): the game goes on without help."""
        return self.step is None

    @property
    def text(self) -> str:
        """What the lesson says now: the step's words (a reply says nothing), or its last word once over."""
        step = self.step
        if step is None:
            return self.lesson.more
        return "" if isinstance(step, Reply) else step.say

    def check(self, state: State, seat: int, action: Action) -> tuple[Action, str | None]:
        """The move to play for the learner's ``action`` (the step's own when it looks the same) and the
        lesson's refusal (None: play it)."""
        refused = refusal(self.lesson, state, self.step, seat, action)
        step = self.step
        if refused is None and isinstance(step, Do):
            return step.move, None
        return action, refused

    def moved(self) -> None:
        """A move of the step's was played: on to the next step."""
        if isinstance(self.step, (Do, Reply)):
            self.index += 1

    def reply(self, state: State) -> tuple[int, Action] | None:
        """The computer seat's move the lesson plays now, with its seat (None: none is due)."""
        seat = replier(state, self.step)
        step = self.step
        return (seat, step.move) if seat is not None and isinstance(step, Reply) else None

    def proceed(self) -> bool:
        """The learner has read the note: on to the next step (False when the step is not a note)."""
        if not isinstance(self.step, Note):
            return False
        self.index += 1
        return True

    def play_on(self) -> None:
        """Leave the lesson here and play the game on without help."""
        self.index = len(self.lesson.steps)
