"""Paradise Fallen's lesson walked in the real table (issue 18): opened as the menu card opens it, taken to its end
by the keyboard alone and by the mouse alone (real key presses, clicks and drags at the places the pointer lights,
on Lani's private hand), ending with the coach over and the game playing on; a wrong move is refused with its
reason on screen while the step's words stay, and the refusal never hides under the lesson's box."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.core import Action
from game.paradise_fallen.actions import Done, EndPlay, Explore, PlayAberration, PlayAptitude, Trip, UsePower
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.tutorial import LANAI, LAVA_FLOW, LESSON, MAUI, MOLOKAI, NIIHAU, OAHU
from game.registry import available_games
from game.tutorial import LEARNER, Do, Note, Reply, moves_of
from scenes.lesson import PLAYED_ON, open_lesson
from scenes.paradise_fallen import modes
from scenes.paradise_fallen.hand import HandOverlay
from scenes.paradise_fallen.table import ParadiseFallenScene
from scenes.paradise_fallen.view import message_rect
from sprites import text as drawn_text
from sprites.paradise_fallen.layout import canoe_spot, tile_rect
from tests.kit.app import fast_app, top_as

app = fast_app
SPEC = available_games()["paradise-fallen"]
KAI = 1

ARROWS: dict[Action, tuple[int, ...]] = {
    Trip((MAUI,), (49,)): (pygame.K_UP,),
    Trip((MOLOKAI,), (11,)): (pygame.K_LEFT,),
    PlayAberration(LAVA_FLOW, OAHU): (pygame.K_DOWN,),
    Trip((NIIHAU, LANAI), (58,)): (pygame.K_DOWN, pygame.K_DOWN),
}
"""The arrows that take the hand's cursor to a move's place, as the step's words say (the rest is at the canoe)."""
KEY_WORDS = {pygame.K_UP: "Up", pygame.K_DOWN: "Down", pygame.K_LEFT: "Left", pygame.K_RETURN: "Enter",
             pygame.K_TAB: "Tab", pygame.K_SPACE: "Space", pygame.K_1: "1", pygame.K_e: "E", pygame.K_d: "D"}


# input, as a player makes it ---------------------------------------------------------------------------------------
def frame(app_: Any, events: list[pygame.event.Event] | None = None) -> None:
    app_.step(1 / 60, events or [])
    time.sleep(0.0005)


def press(app_: Any, *keys: int) -> None:
    """Press and let go of each key, one frame each."""
    for k in keys:
        text = KEY_WORDS.get(k, "").lower() if k in (pygame.K_1, pygame.K_e, pygame.K_d) else ""
        frame(app_, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0),
                     pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0)])


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def click(app_: Any, pos: tuple[int, int]) -> None:
    frame(app_, [mouse(pygame.MOUSEMOTION, pos)])
    frame(app_, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])


def drag(app_: Any, start: tuple[int, int], end: tuple[int, int]) -> None:
    frame(app_, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 5):
        frame(app_, [mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 4,
                                                start[1] + (end[1] - start[1]) * k // 4))])
    frame(app_, [mouse(pygame.MOUSEBUTTONUP, end)])


# what the table is at --------------------------------------------------------------------------------------------------
def lesson_table(app_: Any) -> ParadiseFallenScene:
    """The lesson opened as the menu card's "Learn to play" opens it, Lani's hand up and taking input."""
    assert open_lesson(app_, SPEC) is None
    table = next(s for s in app_.stack.scenes if isinstance(s, ParadiseFallenScene))
    assert table.lesson is not None
    settle(app_, table)
    top_as(app_, HandOverlay)
    return table


def settle(app_: Any, table: ParadiseFallenScene, frames: int = 3000) -> None:
    """Frames until the table is still, the lesson's replies played and the screen on top takes input."""
    for _ in range(frames):
        frame(app_)
        top = app_.stack.top
        hand_waits = isinstance(top, HandOverlay) and (not top.keys.ready or bool(top.waiting))
        reply = table.lesson is not None and isinstance(table.lesson.coach.step, Reply)
        if not (table.busy or hand_waits or reply or table.runner.thinking is not None):
            frame(app_)
            return
    raise AssertionError("the table never settled")


def hand(app_: Any) -> HandOverlay:
    return top_as(app_, HandOverlay)


def words_drawn(app_: Any) -> str:
    """Everything drawn on the next frame, one line after another (a sentence wrapped in a box reads whole)."""
    said = drawn_text.start_recording()
    try:
        app_.draw()
    finally:
        drawn_text.stop_recording()
    return " ".join(" ".join(said).split())


def shows(app_: Any, sentence: str) -> bool:
    return " ".join(sentence.split()) in words_drawn(app_)


def button(app_: Any, starts: str) -> tuple[int, int]:
    """The middle of the hand band's button whose label starts with ``starts``."""
    return next(b.rect.center for b in hand(app_).input.buttons() if b.label.startswith(starts))


# the two ways through the lesson --------------------------------------------------------------------------------
def by_keys(app_: Any, table: ParadiseFallenScene, do: Do) -> None:
    """The keys a player presses for the step's move, as its words (or the hand's own key line) say."""
    move = do.move
    keys: list[int] = []
    if isinstance(move, (Explore, PlayAberration, PlayAptitude)):
        overlay = hand(app_)
        keys += [pygame.K_TAB] * ((overlay.hand.index(move.card) - overlay.focus) % len(overlay.hand))
        keys.append(pygame.K_SPACE)
    keys += ARROWS.get(move, ())
    if isinstance(move, (Trip, Explore, PlayAberration, PlayAptitude)):
        keys += [pygame.K_RETURN] * (2 if isinstance(move, Trip) else 1)
    elif isinstance(move, UsePower):
        keys.append(pygame.K_1)
    elif isinstance(move, (EndPlay, Done)):
        keys.append(pygame.K_e if isinstance(move, EndPlay) else pygame.K_d)
    told = words_drawn(app_)
    keys_line = modes.keys_hint(hand(app_).view, LEARNER)
    if pygame.K_TAB not in keys:  # the cursor is already on the card: words naming Tab would send the learner away
        assert "Tab" not in do.say, do.say
    for k in keys:
        assert KEY_WORDS[k] in do.say or KEY_WORDS[k] in keys_line and keys_line in told, (KEY_WORDS[k], do.say)
    for k in keys:
        press(app_, k)
        if k in (pygame.K_RETURN, pygame.K_SPACE):  # the hand takes the next key once the move is shown
            settle(app_, table)


def by_mouse(app_: Any, table: ParadiseFallenScene, do: Do) -> None:
    """Clicks and drags at the places the lesson's pointer lights (the hand's own pointer places)."""
    move = do.move
    places = hand(app_).hint_places(move)
    assert places, f"the pointer has no place for {move}"
    aim, used = places[0].center, [p.center for p in places[1:]]
    if isinstance(move, Trip):
        click(app_, aim)  # the island: the trip is planned
        for pos in used:  # the cards to pay with
            click(app_, pos)
        click(app_, button(app_, "Pay"))
    elif isinstance(move, (Explore, PlayAberration)):
        drag(app_, used[-1], aim)  # the card onto its place
    elif isinstance(move, PlayAptitude):
        overlay = hand(app_)
        canoe = canoe_spot(int(overlay.view["canoes"][LEARNER]), LEARNER)
        assert places[0].contains(canoe)  # the pointer lights the canoe's island
        click(app_, used[-1])  # the card, then the canoe, as the step says
        click(app_, canoe.center)
    else:  # a token, End play, Done
        click(app_, aim)


def walk(app_: Any, table: ParadiseFallenScene, make: Callable[[Any, ParadiseFallenScene, Do], None],
         go_on: Callable[[], None]) -> None:
    """The whole lesson, every note gone past with ``go_on`` and every move made with ``make``, checking the words
    and the moves as it goes."""
    lesson = table.lesson
    assert lesson is not None
    coach = lesson.coach
    while not coach.over:
        index, step = coach.index, coach.step
        assert isinstance(step, (Note, Do)), f"step {index + 1}: a reply left waiting"
        assert shows(app_, step.say), f"step {index + 1}'s words are not on screen"
        assert not table.log_panel.area.colliderect(lesson.box), "the lesson's words hide the game log"
        if isinstance(step, Note):
            go_on()
        else:
            made = len(table.record.moves)
            make(app_, table, step)
            settle(app_, table)
            assert len(table.record.moves) > made, f"step {index + 1}: no move was made ({table.message!r})"
            assert table.record.moves[made].action == step.move
        settle(app_, table)
        assert coach.index > index, f"step {index + 1} did not go on: {table.message!r}"
    assert [m.action for m in table.record.moves] == moves_of(LESSON, len(LESSON.steps))
    assert shows(app_, LESSON.more)  # the last word stays up until the next move


def plays_on(app_: Any, table: ParadiseFallenScene, end_turn: Callable[[], None]) -> None:
    """After the lesson the game goes on without help: Lani ends her turn, Kai's computer chooses its own moves,
    and Lani's hand comes back."""
    lesson = table.lesson
    assert lesson is not None and not lesson.active
    made = len(table.record.moves)
    end_turn()
    for _ in range(3000):
        settle(app_, table)
        if isinstance(app_.stack.top, HandOverlay) and list(table.state.to_move) == [LEARNER]:
            break
    else:
        raise AssertionError("Lani's turn never came back")
    kai = [m.action for m in table.record.moves[made:] if m.seat == KAI]
    assert kai and isinstance(kai[-1], Done)  # Kai played a whole turn of its own
    assert not shows(app_, LESSON.more)


def test_the_whole_lesson_by_keyboard_alone(app: Any) -> None:
    table = lesson_table(app)
    walk(app, table, by_keys, lambda: press(app, pygame.K_RETURN))

    def end_turn() -> None:
        press(app, pygame.K_e)
        settle(app, table)
        press(app, pygame.K_d)

    plays_on(app, table, end_turn)


def test_the_whole_lesson_by_mouse_alone(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None

    def on_the_box() -> None:
        app.draw()
        assert lesson.box.w > 0
        click(app, lesson.box.center)

    walk(app, table, by_mouse, on_the_box)

    def end_turn() -> None:
        click(app, button(app, "End play"))
        settle(app, table)
        click(app, button(app, "Done"))

    plays_on(app, table, end_turn)


def test_enter_at_a_note_goes_on_and_never_acts_on_the_hand(app: Any) -> None:
    table = lesson_table(app)
    press(app, pygame.K_RETURN)
    settle(app, table)
    press(app, pygame.K_UP, pygame.K_RETURN)  # the cursor on Maui, Enter: the note goes, no trip is planned
    settle(app, table)
    assert table.lesson is not None and isinstance(table.lesson.coach.step, Do)
    assert hand(app).choosing.plan is None and not table.record.moves
    press(app, pygame.K_RETURN)  # at the move's step Enter is the hand's: it plans the trip to Maui
    plan = hand(app).choosing.plan
    assert plan is not None and plan.dest == MAUI


def test_o_on_the_hand_plays_on_without_help(app: Any) -> None:
    table = lesson_table(app)
    for _ in range(2):  # past the two notes
        press(app, pygame.K_RETURN)
        settle(app, table)
    press(app, pygame.K_UP, pygame.K_RETURN)  # a move's step: O is the lesson's, the hand's Enter plans the trip
    assert hand(app).choosing.plan is not None
    press(app, pygame.K_o)
    assert table.lesson is not None and not table.lesson.active and table.lesson.parting == PLAYED_ON
    assert hand(app).choosing.plan is not None  # O left the hand's plan as it was
    press(app, pygame.K_RETURN)  # the trip to Maui, paid the cheapest way: no lesson vets it now
    settle(app, table)
    assert [m.action for m in table.record.moves] == [Trip((MAUI,), (49,))]
    assert not shows(app, LESSON.steps[2].say)  # type: ignore[union-attr]


def refused(app_: Any, table: ParadiseFallenScene, do: Do, reason: str) -> None:
    """The move was refused with ``reason`` on screen, clear of the step's words, which stay drawn."""
    assert reason
    assert table.message == reason and table.lesson is not None and table.lesson.coach.step is do
    assert not table.record.moves
    assert shows(app_, reason) and shows(app_, do.say)
    box = message_rect(table)
    assert box is not None and not box.colliderect(table.lesson.box)


def cancel(app_: Any) -> None:
    """Esc, as the hand's Cancel button says, when a trip is planned or a card held (else Esc would pause)."""
    choosing = hand(app_).choosing
    if choosing.plan is not None or choosing.held is not None:
        press(app_, pygame.K_ESCAPE)
    assert hand(app_).choosing.plan is None


def test_a_wrong_move_is_refused_with_its_reason_while_the_step_stays(app: Any) -> None:
    table = lesson_table(app)
    press(app, pygame.K_RETURN)
    settle(app, table)
    press(app, pygame.K_RETURN)
    settle(app, table)
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do) and isinstance(do.move, Trip) and do.move.path == (MAUI,)
    state = table.state
    # by keys, a legal move the lesson does not want: a trip down to Nihoa
    press(app, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN)
    refused(app, table, do, do.why_not)
    # by keys, an illegal one: D (Done) in the play phase, in the rules' words
    cancel(app)
    press(app, pygame.K_d)
    refused(app, table, do, state.problem(LEARNER, Done()) or "")
    # by mouse, an illegal one: Maui paid with the Kauai card alone (1 ration of 2)
    kauai = next(c for c in hand(app).hand if CARDS[c].name == "Kauai")
    cancel(app)
    click(app, tile_rect(MAUI).center)
    click(app, hand(app).hand_rects()[hand(app).hand.index(kauai)].center)
    click(app, button(app, "Pay"))
    refused(app, table, do, state.problem(LEARNER, Trip((MAUI,), (kauai,))) or "")
    # by mouse, a legal one: Lava Flow dragged onto Hawaii
    cancel(app)
    card = hand(app).hand_rects()[hand(app).hand.index(LAVA_FLOW)]
    drag(app, card.center, tile_rect(5).center)
    refused(app, table, do, do.why_not)
    # and the step's own move still goes through
    by_mouse(app, table, do)
    settle(app, table)
    assert [m.action for m in table.record.moves] == [do.move] and lesson.coach.step is not do
