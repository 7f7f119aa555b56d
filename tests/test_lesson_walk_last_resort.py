"""Last Resort's lesson walked at the real table (issue 18): opened as the menu card opens it, played to its end by
keyboard alone and by mouse alone (real events through ``app.step``: Enter or a click on the box past a note, the
Advert overlay's and the table's own keys, clicks and drags at the places the pointer stands on), and a wrong move
refused with its reason on screen while the step's words stay drawn."""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.last_resort.actions import Build, CheckOut, ChooseAdvert, Eject, Welcome
from game.last_resort.boards import ADVERT_KINDS, COLUMNS
from game.last_resort.tiles import COLOURS
from game.registry import available_games
from game.tutorial import Do, Note, Reply
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.lesson import LessonDesk, open_lesson
from sprites import palette
from sprites.last_resort.layout import MESSAGE_LINES, MESSAGE_SIZE, message_place
from sprites.text import fit_lines
from tests.kit.app import click, fast_app
from tests.kit.last_paradise_scene import drag, press, step_until, wait_guard
from tests.kit.paradisio_scene import words_drawn

app = fast_app
SPEC = available_games()["last-resort"]
ARROWS = {(1, 0): pygame.K_DOWN, (-1, 0): pygame.K_UP, (0, 1): pygame.K_RIGHT, (0, -1): pygame.K_LEFT}


def open_table(app_: Any) -> tuple[LastResortScene, LessonDesk]:
    """The lesson opened as "Learn to play" opens it, its first words up."""
    assert open_lesson(app_, SPEC) is None
    table = next(s for s in app_.stack.scenes if isinstance(s, LastResortScene))
    assert table.lesson is not None
    return table, table.lesson


drawn = words_drawn


def shows(lines: list[str], words: str) -> bool:
    """True when ``words`` (a sentence fitted over lines) is drawn: some long drawn line starts it, or is in it."""
    return any(len(line) >= 20 and (words.startswith(line[:20]) or line[:20] in words) for line in lines)


def ready(app_: Any, table: LastResortScene, lesson: LessonDesk) -> None:
    """Step until the lesson waits for the learner (a note to read, or a move with its screen up and armed)."""
    def waiting() -> bool:
        step = lesson.coach.step
        if table.busy or isinstance(step, Reply):
            return False
        if isinstance(step, Do):
            advert = isinstance(step.move, ChooseAdvert)
            return isinstance(app_.stack.top, AdvertOverlay) if advert else table.controls.seat is not None
        return True
    step_until(app_, waiting)
    wait_guard(app_)


def key_of(text: str) -> int:
    """The key that types ``text`` (a digit or a letter)."""
    return pygame.key.key_code(text)


def type_digit(app_: Any, digit: int) -> None:
    press(app_, text=str(digit))


def arrows_to(app_: Any, table: LastResortScene, space: int) -> None:
    """Move the table's cursor to ``space`` with the arrow keys."""
    rows = space // COLUMNS - table.controls.cursor // COLUMNS
    cols = space % COLUMNS - table.controls.cursor % COLUMNS
    for _ in range(abs(rows)):
        press(app_, ARROWS[(1 if rows > 0 else -1, 0)])
    for _ in range(abs(cols)):
        press(app_, ARROWS[(0, 1 if cols > 0 else -1)])
    assert table.controls.cursor == space


def by_keys(app_: Any, table: LastResortScene, do: Do) -> None:
    """Make the step's move with the keys the Advert panel and the prompt panel name."""
    move = do.move
    controls = table.controls
    if isinstance(move, ChooseAdvert):  # 1–4 choose a card, Enter plays it face down
        type_digit(app_, ADVERT_KINDS.index(move.advert) + 1)
        press(app_, pygame.K_RETURN)
    elif isinstance(move, CheckOut):  # each check-out button shows its number key
        hint = next(button.hint for button in controls.buttons() if button.action == move)
        press(app_, key_of(hint))
    elif isinstance(move, Build):  # the tile's number, arrows to the space, Enter places, Enter confirms
        type_digit(app_, controls.tiles().index(move.tile) + 1)
        arrows_to(app_, table, move.space)
        press(app_, pygame.K_RETURN)
        assert controls.pending == move
        press(app_, pygame.K_RETURN)
    elif isinstance(move, Welcome):  # the lounge slot's number, arrows to the space, Enter seats it
        type_digit(app_, COLOURS.index(move.colour) + 1)
        arrows_to(app_, table, move.space)
        press(app_, pygame.K_RETURN)
    elif isinstance(move, Eject):  # the lounge slot's number, then E, as the words say
        slot = COLOURS.index(move.colour) + 1
        assert f"press {slot}" in do.say and "then E" in do.say
        type_digit(app_, slot)
        press(app_, pygame.K_e)
    else:
        raise AssertionError(f"no key path for {move}")


def by_mouse(app_: Any, table: LastResortScene, do: Do) -> None:
    """Make the step's move with clicks and drags at the places the lesson's pointer stands on."""
    move = do.move
    top = app_.stack.top
    places = top.hint_places(move) if isinstance(top, AdvertOverlay) else table.hint_places(move)
    assert places, f"the pointer stands nowhere for {move}"
    if isinstance(move, ChooseAdvert):  # the card, then "Play it face down"
        card, play = places
        app_.step(1 / 60, click(card.center))
        app_.step(1 / 60, click(play.center))
    elif isinstance(move, CheckOut):  # its button
        app_.step(1 / 60, click(places[0].center))
    elif isinstance(move, Build):  # the tile from the offer onto the space, then Confirm where the pointer moves
        space, tile = places
        drag(app_, tile.center, space.center)
        assert table.controls.pending == move
        confirm = table.hint_places(move)
        assert len(confirm) == 1 and confirm[0] != space
        app_.step(1 / 60, click(confirm[0].center))
    elif isinstance(move, Welcome):  # the tourist from the lounge onto the space
        space, tourist = places
        drag(app_, tourist.center, space.center)
    elif isinstance(move, Eject):  # the tourist from the lounge onto the station, as the words say
        drag(app_, places[0].center, table.cell_rect(0, 0).center)
    else:
        raise AssertionError(f"no mouse path for {move}")


def past_note(app_: Any, lesson: LessonDesk, keys: bool) -> None:
    """Enter, or a click on the lesson's box, as the box's footer says."""
    drawn(app_)  # the box is where it was drawn last
    if keys:
        press(app_, pygame.K_RETURN)
    else:
        assert lesson.box.w > 0
        app_.step(1 / 60, click(lesson.box.center))


def walk(app_: Any, keys: bool) -> tuple[LastResortScene, LessonDesk]:
    """The whole lesson by keyboard alone (``keys``) or by mouse alone; each step's words are drawn when it comes."""
    table, lesson = open_table(app_)
    steps = lesson.coach.lesson.steps
    while not lesson.coach.over:
        ready(app_, table, lesson)
        index, step = lesson.coach.index, lesson.coach.step
        assert isinstance(step, (Note, Do))
        assert shows(drawn(app_), step.say), f"step {index + 1}'s words are not drawn"
        if isinstance(step, Note):
            past_note(app_, lesson, keys)
        else:
            (by_keys if keys else by_mouse)(app_, table, step)
            assert table.record.moves[-1].action == step.move, f"step {index + 1} was not made: {table.message}"
        assert lesson.coach.index > index, f"step {index + 1} did not go on"
    assert [m.action for m in table.record.moves] == [s.move for s in steps if isinstance(s, (Do, Reply))]
    return table, lesson


def plays_on(app_: Any, table: LastResortScene, lesson: LessonDesk) -> None:
    """The coach is over, its last word is up, and the game goes on: the next season's Advert is the learner's to
    choose, and Maui chooses its own."""
    assert not lesson.active
    step_until(app_, lambda: isinstance(app_.stack.top, AdvertOverlay))
    overlay = app_.stack.top
    assert isinstance(overlay, AdvertOverlay) and overlay.seat == 0
    assert shows(drawn(app_), lesson.coach.lesson.more)
    made = len(table.record.moves)
    step_until(app_, lambda: len(table.record.moves) > made)  # Maui's own Advert, no lesson reply
    assert table.record.moves[-1].seat == 1 and not table.state.is_over


def test_the_lesson_walked_by_keyboard_alone(app: Any) -> None:
    started = time.process_time()
    table, lesson = walk(app, keys=True)
    plays_on(app, table, lesson)
    print(f"keyboard walk: {time.process_time() - started:.2f} s CPU")


def test_the_lesson_walked_by_mouse_alone(app: Any) -> None:
    started = time.process_time()
    table, lesson = walk(app, keys=False)
    plays_on(app, table, lesson)
    print(f"mouse walk: {time.process_time() - started:.2f} s CPU")


def to_step(app_: Any, table: LastResortScene, lesson: LessonDesk, move: type) -> Do:
    """Walk by keyboard to the first step that waits for a ``move``; that step."""
    while True:
        ready(app_, table, lesson)
        step = lesson.coach.step
        if isinstance(step, Do) and isinstance(step.move, move):
            return step
        assert isinstance(step, (Note, Do))
        if isinstance(step, Note):
            past_note(app_, lesson, True)
        else:
            by_keys(app_, table, step)


def refused(app_: Any, table: LastResortScene, lesson: LessonDesk, do: Do, reason: str) -> None:
    """Nothing was played, the reason is on screen, the step and its words stay."""
    lines = drawn(app_)
    assert table.message == reason and shows(lines, reason), f"{reason!r} is not on screen: {table.message!r}"
    assert lesson.coach.step is do and shows(lines, do.say)
    app_.step(1 / 60, [])
    left, bottom, width = message_place()  # the reason's box lies over the lesson's (it hid under it, playtest)
    rows = fit_lines(reason, MESSAGE_SIZE, width - 20, True)[:MESSAGE_LINES]
    top = bottom - (MESSAGE_SIZE + 7) * len(rows) - 8
    assert tuple(app_.canvas.get_at((left + width // 2, top)))[:3] == palette.WARN


def test_a_wrong_move_is_refused_with_its_reason_and_the_step_stays(app: Any) -> None:
    table, lesson = open_table(app)
    do = to_step(app, table, lesson, ChooseAdvert)  # another Advert by mouse, on the private panel
    moves = len(table.record.moves)
    overlay = app.stack.top
    assert isinstance(overlay, AdvertOverlay)
    berths = overlay.card_rects()[ADVERT_KINDS.index("berth")]
    app.step(1 / 60, click(berths.center))
    app.step(1 / 60, click(overlay.play_button.center))
    assert len(table.record.moves) == moves and app.stack.top is overlay
    refused(app, table, lesson, do, do.why_not)
    do = to_step(app, table, lesson, CheckOut)  # the Berths by key
    moves = len(table.record.moves)
    press(app, pygame.K_2)
    assert len(table.record.moves) == moves
    refused(app, table, lesson, do, do.why_not)
    do = to_step(app, table, lesson, Build)  # the Star Library off the station's edge: the rules' own sentence
    assert isinstance(do.move, Build)
    moves = len(table.record.moves)
    type_digit(app, table.controls.tiles().index(do.move.tile) + 1)
    arrows_to(app, table, 23)
    press(app, pygame.K_RETURN)
    rule = table.state.problem(0, Build(do.move.tile, 23))
    assert rule and table.controls.pending is None and len(table.record.moves) == moves
    refused(app, table, lesson, do, rule)
    other = next(t for t in table.controls.tiles() if t != do.move.tile)  # the Moon Bistro: legal, not the lesson's
    type_digit(app, table.controls.tiles().index(other) + 1)
    arrows_to(app, table, do.move.space)
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    assert len(table.record.moves) == moves
    refused(app, table, lesson, do, do.why_not)
    press(app, pygame.K_ESCAPE)  # the refused tile taken back off the station, as its Undo button says
    assert table.controls.pending is None
    by_keys(app, table, do)  # and the lesson's own move goes through
    assert table.record.moves[-1].action == do.move
