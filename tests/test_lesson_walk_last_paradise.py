"""The Last Paradise's lesson walked in the real table (issue 18), by input events alone: by keyboard (Enter past
the notes, the table's arrows + Enter, F, A, and on the private bid screen digits + Enter), by mouse (clicks on
the lesson's box, on the places its pointer stands at, the bid screen's buttons, the lot dragged to its site),
and a wrong move at a step refused with its reason while the step's words stay drawn."""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.last_paradise.actions import Answer, Bid, ChooseLot, Offer, Place
from game.last_paradise.tutorial import LESSON, PALM_VILLA, SHELL_VILLA
from game.registry import available_games
from game.tutorial import LEARNER, Do, Note, Reply, refusal
from scenes.handover import HandoverScene
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.private import PrivateScreen
from scenes.last_paradise.table import LastParadiseScene
from scenes.lesson import open_lesson
from sprites.last_paradise.panels import FLIP_BUTTON
from tests.kit.app import click, fast_app, top_as
from tests.kit.last_paradise_scene import drag, press
from tests.test_lesson_scene import drawn

app = fast_app
SPEC = available_games()["last-paradise"]


def frame(app_: Any, events: list[pygame.event.Event] | None = None) -> None:
    app_.step(1 / 60, events or [])
    time.sleep(0.0005)


def shows(lines: list[str], sentence: str) -> bool:
    """True when ``sentence`` is on screen (its first line at least, as wrapped)."""
    return any(len(line) >= 12 and sentence.startswith(line) for line in lines)


def private_up(app_: Any) -> PrivateScreen | None:
    """The learner's private screen on top, once it takes input (its guard time past)."""
    top = app_.stack.top
    return top if isinstance(top, PrivateScreen) and top.keys.ready else None


def settle(app_: Any, table: LastParadiseScene, by_mouse: bool, frames: int = 3000) -> None:
    """Play frames until the lesson waits for the learner (a note to read or a move to make, on the table or on
    the private screen it calls for), lifting the hand-over cover and putting the round's summary away the
    player's way (a click, or Enter and Space)."""
    lesson = table.lesson
    assert lesson is not None
    for _ in range(frames):
        frame(app_)
        top = app_.stack.top
        if isinstance(top, HandoverScene):
            for _ in range(30):
                frame(app_)
            frame(app_, click((400, 400)) if by_mouse else [*keydown(pygame.K_RETURN)])
            continue
        if table.chronicle.waiting and table.chronicle.ready and top is table and not table.coins.busy:
            frame(app_, click((400, 300)) if by_mouse else [*keydown(pygame.K_SPACE)])
            continue
        if table.busy or isinstance(lesson.coach.step, Reply):
            continue
        view = table.shown
        private = (view["phase"] in ("bid", "offer") and LEARNER in table.human_seats_to_move()
                   and not isinstance(lesson.coach.step, Note))  # a note is read on the whole table first
        if private and private_up(app_) is None:
            continue
        if not private and top is not table:
            continue
        return
    raise AssertionError(f"the lesson never got to wait at step {lesson.coach.index}")


def keydown(k: int, text: str = "") -> list[pygame.event.Event]:
    """A key pressed and let go."""
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0)]


# by keyboard ------------------------------------------------------------------------------------------------
def keys_for(app_: Any, table: LastParadiseScene, step: Note | Do) -> None:
    """What a player presses: Enter past a note; digits and Enter for a bid; A to accept an offer; F to turn the
    lot, the arrows to ring the site and Enter to choose it."""
    if isinstance(step, Note):
        press(app_, pygame.K_RETURN)
        return
    move = step.move
    if isinstance(move, Bid):
        assert isinstance(app_.stack.top, BidScene)
        if move.amount == 0:
            press(app_, pygame.K_0)
        else:
            press(app_, text=str(move.amount))
        press(app_, pygame.K_RETURN)
    elif isinstance(move, Answer):
        press(app_, pygame.K_a if move.accept else pygame.K_d)
    elif isinstance(move, Offer):
        press(app_, pygame.K_n if move.condition == "nature" else pygame.K_b)
        press(app_, text=str(move.amount))
        press(app_, pygame.K_RETURN)
    elif isinstance(move, (ChooseLot, Place)):
        ring_site(app_, table, move.site, move.side if isinstance(move, Place) else None)
        press(app_, pygame.K_RETURN)
    else:
        raise AssertionError(f"no key path for {move}")


def ring_site(app_: Any, table: LastParadiseScene, site: int, side: str | None) -> None:
    """Turn the lot to ``side`` (F) and ring ``site`` with the arrow keys, as a player does: the arrow that points
    most nearly at it from the ringed site (any arrow first)."""
    if side is not None and table.controls.side != side:
        press(app_, pygame.K_f)
    sites = table.layout.sites
    for _ in range(30):
        ringed = table.controls.selected
        if ringed == site:
            return
        if ringed is None:
            press(app_, pygame.K_RIGHT)
            continue
        dx, dy = (sites[site].centerx - sites[ringed].centerx, sites[site].centery - sites[ringed].centery)
        arrow = (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT) if abs(dx) >= abs(dy) else (
            pygame.K_DOWN if dy > 0 else pygame.K_UP)
        press(app_, arrow)
    raise AssertionError(f"the arrows never ring site {site}")


# by mouse ---------------------------------------------------------------------------------------------------
def clicks_for(app_: Any, table: LastParadiseScene, step: Note | Do) -> None:
    """What a player clicks: the lesson's box past a note; the site, the offer's button or the lot (dragged to
    its site, turned first with the Flip button) where the pointer stands; the bid screen's buttons, then its
    Confirm where the pointer stands."""
    lesson = table.lesson
    assert lesson is not None
    app_.draw()
    if isinstance(step, Note):
        assert lesson.box.w > 0
        frame(app_, click(lesson.box.center))
        return
    top = app_.stack.top
    places = top.hint_places(step.move)
    assert places, f"the pointer stands nowhere for {step.move}"
    move = step.move
    if isinstance(move, Bid):
        assert isinstance(top, BidScene)
        while top.amount != move.amount:
            gap = move.amount - top.amount
            label = "+10" if gap >= 10 else "+1" if gap > 0 else "-10" if gap <= -10 else "-1"
            button = next(b for b in top.buttons.buttons if b.label == label)
            assert top.hint_places(move) == [button.rect], "the pointer stands at the button that sets the bid"
            frame(app_, click(button.rect.center))
        assert top.hint_places(move) == [top.confirm.rect], "the pointer is at Confirm once the bid is set"
        frame(app_, click(top.hint_places(move)[0].center))
    elif isinstance(move, Offer):  # the side, the amount, Confirm: each where the pointer stands in turn
        for _ in range(40):
            if app_.stack.top is not top:
                break
            frame(app_, click(top.hint_places(move)[0].center))
    elif isinstance(move, Place):
        if table.controls.side != move.side:
            frame(app_, click(FLIP_BUTTON.center))
        drag(app_, places[1].center, places[0].center)
    else:
        frame(app_, click(places[0].center))


def walk(app_: Any, by_mouse: bool, stop_at: type | None = None) -> LastParadiseScene:
    """Open the lesson and walk it by keyboard (or mouse) alone to its end, or to its first Do step whose move is
    a ``stop_at``; gives the table."""
    assert open_lesson(app_, SPEC) is None
    table = top_as(app_, LastParadiseScene)
    lesson = table.lesson
    assert lesson is not None
    act = clicks_for if by_mouse else keys_for
    while not lesson.coach.over:
        settle(app_, table, by_mouse)
        index, step = lesson.coach.index, lesson.coach.step
        assert isinstance(step, (Note, Do))
        if stop_at is not None and isinstance(step, Do) and isinstance(step.move, stop_at):
            return table
        assert shows(drawn(app_), step.say), f"step {index}'s words are not drawn"
        assert app_.stack.top is table or isinstance(step, Do), "a note is read on the whole table"
        act(app_, table, step)
        for _ in range(3):
            frame(app_)
        assert lesson.coach.index > index, f"step {index} ({step}) was not made: {table.message!r}"
    assert stop_at is None, f"the lesson has no step that makes a {stop_at}"
    return table


def played_on(app_: Any, table: LastParadiseScene) -> None:
    """The coach is over, its last word shows, and the game plays on: the computer seats choose their own bids
    for round 4's lot and the learner's bid screen comes up."""
    lesson = table.lesson
    assert lesson is not None and lesson.coach.over and not lesson.active
    assert len(table.record.moves) == sum(isinstance(s, (Do, Reply)) for s in LESSON.steps)
    assert shows(drawn(app_), LESSON.more)
    for _ in range(3000):
        frame(app_)
        if isinstance(app_.stack.top, BidScene) and table.state.view(None)["round"] == 4:
            break
    else:
        raise AssertionError("the game does not play on after the lesson")
    assert lesson.drive() is False  # the computer seats move on their own now


def test_the_lesson_walked_by_keyboard_alone(app: Any) -> None:
    started = time.process_time()
    table = walk(app, by_mouse=False)
    played_on(app, table)
    print(f"keyboard walk: {time.process_time() - started:.1f} s CPU")


def test_the_lesson_walked_by_mouse_alone(app: Any) -> None:
    started = time.process_time()
    table = walk(app, by_mouse=True)
    played_on(app, table)
    print(f"mouse walk: {time.process_time() - started:.1f} s CPU")


def test_another_opening_villa_is_refused_with_the_steps_reason_by_keyboard(app: Any) -> None:
    table = walk(app, False, stop_at=ChooseLot)
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do) and do.move == ChooseLot(PALM_VILLA)
    ring_site(app, table, SHELL_VILLA, None)  # legal, but not the lesson's
    press(app, pygame.K_RETURN)
    frame(app)
    assert table.message == do.why_not and lesson.coach.step is do and not table.record.moves
    lines = drawn(app)
    assert shows(lines, do.say) and shows(lines, do.why_not)


def test_a_site_that_is_no_opening_villa_is_refused_with_the_rules_sentence_by_mouse(app: Any) -> None:
    table = walk(app, True, stop_at=ChooseLot)
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do)
    empty = next(s["site"] for s in table.shown["board"] if s["counter"] is None)
    reason = refusal(LESSON, table.state, do, LEARNER, ChooseLot(empty))
    assert reason is not None and reason != do.why_not  # the rules' own sentence
    frame(app, click(table.layout.sites[empty].center))
    frame(app)
    assert table.message == reason and lesson.coach.step is do and not table.record.moves
    lines = drawn(app)
    assert shows(lines, do.say) and shows(lines, reason)


def test_another_bid_is_refused_on_the_private_screen_and_the_step_stays(app: Any) -> None:
    table = walk(app, False, stop_at=Bid)
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do) and do.move == Bid(10)
    screen = top_as(app, BidScene)
    press(app, text="9")
    press(app, pygame.K_RETURN)
    assert screen.note == do.why_not and app.stack.top is screen and lesson.coach.step is do
    lines = drawn(app)
    assert shows(lines, do.say) and shows(lines, do.why_not)
    press(app, pygame.K_BACKSPACE, text="10")
    press(app, pygame.K_RETURN)
    assert lesson.coach.index > LESSON.steps.index(do)  # the lesson's bid goes in


def test_building_where_the_deal_wants_nature_is_refused_by_mouse(app: Any) -> None:
    table = walk(app, True, stop_at=Place)
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do) and isinstance(do.move, Place) and do.move.side == "nature"
    places = table.hint_places(do.move)
    drag(app, places[1].center, places[0].center)  # building side up, as the lot lies
    frame(app)
    assert table.message == do.why_not and lesson.coach.step is do
    lines = drawn(app)
    assert shows(lines, do.say) and shows(lines, do.why_not)


def test_the_ring_points_at_the_bid_buttons_then_confirm_and_never_covers_the_minimum(app: Any) -> None:
    """At the tie repeat: with the hand still at the minimum the pointer stands at +1 (not at Confirm); once the
    bid is set it rings Confirm, and that ring at its widest (with its glow) stays clear of "Minimum bid"."""
    assert open_lesson(app, SPEC) is None
    table = top_as(app, LastParadiseScene)
    lesson = table.lesson
    assert lesson is not None
    while True:
        settle(app, table, by_mouse=False)
        step = lesson.coach.step
        assert isinstance(step, (Note, Do))
        if isinstance(step, Do) and step.move == Bid(8):
            break
        keys_for(app, table, step)
        for _ in range(3):
            frame(app)
    bid = top_as(app, BidScene)
    assert bid.low == 6 and bid.amount == 6
    plus_one = next(b.rect for b in bid.buttons.buttons if b.label == "+1")
    assert bid.hint_places(Bid(8)) == [plus_one]
    press(app, text="8")
    app.draw()
    assert bid.hint_places(Bid(8)) == [bid.confirm.rect]
    widest = bid.confirm.rect.inflate(16 + 16, 16 + 16)  # the ring's widest pulse and its glow (sprites.pointer)
    assert bid.minimum_rect.w > 0 and not widest.colliderect(bid.minimum_rect)


def test_a_note_waits_while_the_rounds_summary_is_up(app: Any, monkeypatch: Any) -> None:
    """Playtest: the round summary's "press Space to play on" and the lesson's "Enter: go on" were up at once (the
    first Enter closed the summary only): the lesson's words now come once the summary is put away."""
    import sys

    plain = frame
    seen = {"summary with a note due": 0, "note after it": 0}

    def checked(app_: Any, events: list[pygame.event.Event] | None = None) -> None:
        plain(app_, events)
        table = next((s for s in app_.stack.scenes if isinstance(s, LastParadiseScene)), None)
        lesson = table.lesson if table is not None else None
        if table is None or lesson is None or not lesson.active or not isinstance(lesson.coach.step, Note):
            return
        if table.chronicle.waiting:
            seen["summary with a note due"] += 1
            assert lesson.box.w == 0 and not shows(drawn(app_), lesson.coach.step.say)
        elif seen["summary with a note due"] and app_.stack.top is table:
            seen["note after it"] += int(shows(drawn(app_), lesson.coach.step.say))

    monkeypatch.setattr(sys.modules[__name__], "frame", checked)
    walk(app, by_mouse=False)
    assert seen["summary with a note due"] > 0 and seen["note after it"] > 0
