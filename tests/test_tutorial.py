"""The tutorials' lessons against the real rules (issue 18): each walks to its end, teaches its topics, says
one or two sentences a step, refuses a wrong move with the rule's reason or the step's own."""
from __future__ import annotations

import re

import pytest

from game.core import IllegalAction
from game.paradisio import Place
from game.registry import available_games
from game.tutorial import (
    LEARNER,
    Coach,
    Do,
    Lesson,
    LessonBroken,
    Note,
    Reply,
    lesson_for,
    moves_of,
    new_lesson_state,
    refusal,
    resume_index,
    sentences,
    walk,
)

LESSONS = ["paradisio", "last-paradise", "paradise-fallen", "last-resort"]
CODE_NAME = re.compile(r"\w_\w|\([a-z]+\)")
"""What a code name looks like on screen: "sea_turtle", "(kauai)"."""


def lesson_of(game: str) -> Lesson:
    """The tutorial of the game whose id is ``game``."""
    lesson = lesson_for(available_games()[game])
    assert lesson is not None
    return lesson


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_walks_to_its_end_through_the_rules(game: str) -> None:
    lesson = lesson_of(game)
    spec = available_games()[game]
    seen = [index for index, _ in walk(spec, lesson)]
    assert seen == list(range(len(lesson.steps)))
    assert any(isinstance(s, Do) for s in lesson.steps) and any(isinstance(s, Reply) for s in lesson.steps)


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_teaches_every_topic_it_lists(game: str) -> None:
    lesson = lesson_of(game)
    assert lesson.taught() == set(lesson.topics)


@pytest.mark.parametrize("game", LESSONS)
def test_every_step_says_one_or_two_whole_sentences(game: str) -> None:
    lesson = lesson_of(game)
    for step in lesson.steps:
        if isinstance(step, (Note, Do)):
            assert 1 <= sentences(step.say) <= 2, step.say
            assert step.say[0].isupper() and step.say.rstrip()[-1] in ".!?", step.say
            assert not CODE_NAME.search(step.say), step.say
        if isinstance(step, Do):
            assert sentences(step.why_not) == 1 and step.why_not.endswith("."), step.why_not
    assert lesson.more.endswith(".")


@pytest.mark.parametrize("game", LESSONS)
def test_each_do_waits_for_the_learner_and_a_reply_for_a_computer(game: str) -> None:
    lesson = lesson_of(game)
    for index, state in walk(available_games()[game], lesson):
        step = lesson.steps[index]
        if isinstance(step, Do):
            assert LEARNER in state.to_move
        if isinstance(step, Reply):
            assert state.to_move and LEARNER not in state.to_move


def test_a_broken_step_is_found() -> None:
    lesson = lesson_of("paradisio")
    broken = Lesson(lesson.game, lesson.seed, lesson.names, lesson.steps[:2] + (Reply(Place(1, (5, 5), 0)),),
                    lesson.topics)
    with pytest.raises(LessonBroken):
        list(walk(available_games()["paradisio"], broken))


def _first_do(lesson: Lesson) -> tuple[int, Do, object]:
    for index, state in walk(available_games()[lesson.game], lesson):
        step = lesson.steps[index]
        if isinstance(step, Do) and index > 2:
            return index, step, state
    raise AssertionError("no Do step")


def test_paradisio_refuses_an_illegal_move_with_the_rules_reason() -> None:
    lesson = lesson_of("paradisio")
    index, step, state = _first_do(lesson)
    assert isinstance(step.move, Place)
    wrong = Place(step.move.tile_id, (9, 9), 0)  # far from every tile
    reason = refusal(lesson, state, step, LEARNER, wrong)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as refused:
        state.clone().apply(LEARNER, wrong)  # type: ignore[attr-defined]
    assert reason == str(refused.value)


def test_paradisio_refuses_another_legal_move_with_the_steps_reason() -> None:
    lesson = lesson_of("paradisio")
    index, step, state = _first_do(lesson)
    others = [a for a in state.legal_actions(LEARNER) if not lesson.wants(step, a)]  # type: ignore[attr-defined]
    assert others
    assert refusal(lesson, state, step, LEARNER, others[0]) == step.why_not  # type: ignore[arg-type]
    assert refusal(lesson, state, step, LEARNER, step.move) is None  # type: ignore[arg-type]


def test_paradisio_takes_a_move_that_looks_the_same() -> None:
    lesson = lesson_of("paradisio")
    first = lesson.steps[1]
    assert isinstance(first, Do) and isinstance(first.move, Place)
    assert lesson.wants(first, Place(first.move.tile_id, first.move.cell, 2))  # the open sea, turned: the same
    coast = next(s for s in lesson.steps if isinstance(s, Do) and isinstance(s.move, Place) and s.move.tile_id == 6)
    assert isinstance(coast.move, Place)
    assert lesson.wants(coast, Place(7, coast.move.cell, coast.move.turn))  # another coast tile
    assert not lesson.wants(coast, Place(7, coast.move.cell, (coast.move.turn + 1) % 4))  # turned otherwise
    assert not lesson.wants(coast, Place(12, coast.move.cell, coast.move.turn))  # a bay


def test_a_note_refuses_any_move() -> None:
    lesson = lesson_of("paradisio")
    state = next(s for i, s in walk(available_games()["paradisio"], lesson) if i == 0)
    step = lesson.steps[0]
    assert isinstance(step, Note)
    legal = state.legal_actions(LEARNER)
    assert refusal(lesson, state, step, LEARNER, legal[0]) == "Read the note first, then continue."


def test_a_resumed_lesson_goes_on_after_its_last_move_and_only_when_the_moves_are_the_lessons() -> None:
    lesson = lesson_of("paradisio")
    assert resume_index(lesson, []) == 0
    played = moves_of(lesson, 5)  # steps 0-4: a note, a do, a reply, a note, a do
    assert len(played) == 3 and resume_index(lesson, played) == 5
    assert resume_index(lesson, moves_of(lesson, 3)) == 3  # after the reply: the note that follows is read again
    assert resume_index(lesson, played[:1] + played[2:]) is None  # not the lesson's moves
    done = moves_of(lesson, len(lesson.steps))
    assert resume_index(lesson, done) == len(lesson.steps)
    assert resume_index(lesson, done + [played[0]]) == len(lesson.steps)  # played on past the lesson


@pytest.mark.parametrize("game", LESSONS)
def test_a_coach_takes_the_table_through_the_lesson_and_then_lets_it_play_on(game: str) -> None:
    lesson = lesson_of(game)
    state = new_lesson_state(available_games()[game], lesson)
    coach = Coach(lesson)
    while not coach.over:
        step = coach.step
        if isinstance(step, Note):
            assert coach.reply(state) is None and coach.text == step.say
            assert coach.proceed()
        elif isinstance(step, Reply):
            due = coach.reply(state)
            assert due is not None and due[1] == step.move and coach.text == ""
            state.apply(*due)
            coach.moved()
        else:
            assert isinstance(step, Do) and not coach.proceed()
            move, refused = coach.check(state, LEARNER, step.move)
            assert refused is None and move == step.move
            state.apply(LEARNER, move)
            coach.moved()
    assert coach.index == len(lesson.steps) and coach.text == lesson.more
    mover = state.to_move[0]
    assert coach.check(state, mover, state.legal_actions(mover)[0])[1] is None  # no help, no refusal: play on


def test_a_coach_plays_the_steps_own_move_for_one_that_looks_the_same() -> None:
    lesson = lesson_of("paradisio")
    coach = Coach(lesson, 1)
    state = new_lesson_state(available_games()["paradisio"], lesson)
    step = coach.step
    assert isinstance(step, Do) and isinstance(step.move, Place)
    assert coach.check(state, LEARNER, Place(0, (0, 0), 3)) == (step.move, None)
    move, refused = coach.check(state, LEARNER, Place(13, (0, 0), 0))
    assert refused == step.why_not and coach.index == 1
    coach.play_on()
    assert coach.over and coach.reply(state) is None


def test_every_game_has_a_lesson_and_a_game_without_a_package_has_none() -> None:
    from tests.kit.ui import fake_spec

    assert sorted(LESSONS) == sorted(available_games())
    assert lesson_for(fake_spec()) is None
