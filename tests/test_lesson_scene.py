"""Learn to play at the table (issue 18): a menu card opens the lesson in the game's own table; notes go on with
Enter or a click, a wrong move is refused with its reason while the step stays, the computer plays the lesson's
replies, O plays on without help, leaving and coming back goes on at the step, and a lesson is never a saved
game nor a record."""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.paradisio.actions import Place
from game.registry import available_games
from game.saves import load_save
from game.tutorial import LEARNER, Do, Note, Reply, lesson_for
from scenes.games import saves_dir
from scenes.lesson import (
    ASK_KEYS,
    ASK_START_OVER,
    DO_KEYS,
    NO_UNDO,
    NOTE_KEYS,
    PLAY_ON,
    PLAY_ON_KEY,
    PLAYED_ON,
    START_OVER,
    START_OVER_KEY,
    lesson_path,
    open_lesson,
)
from scenes.menu import LEARN, MenuScene
from scenes.paradisio.match import ParadisioMatchScene
from scenes.play import GameScene
from sprites import palette
from sprites.pointer import RING
from tests.kit.app import click, fast_app, key, top_as
from tests.kit.paradisio_scene import words_drawn
from tests.kit.ui import button_of, click_widget, widget

app = fast_app
GAMES = available_games()
PARADISIO = GAMES["paradisio"]


def step(app_: Any, frames: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    for n in range(frames):
        app_.step(1 / 60, events if n == 0 and events else [])
        time.sleep(0.001)


def settle(app_: Any, table: GameScene, frames: int = 600) -> None:
    """Let the table show what is in the air and play the replies due."""
    for _ in range(frames):
        step(app_)
        if not table.busy and table.lesson is not None and not isinstance(table.lesson.coach.step, Reply):
            return


drawn = words_drawn


def lesson_table(app_: Any, game_id: str = "paradisio") -> GameScene:
    assert open_lesson(app_, GAMES[game_id]) is None
    table = top_as(app_, GameScene)
    assert table.lesson is not None
    step(app_, 3)
    return table


def test_every_menu_card_opens_its_lesson(app: Any) -> None:
    for game_id in GAMES:
        menu = MenuScene(app)
        app.stack.clear_to(menu)
        step(app, 2)
        click_widget(app, widget(menu, f"learn:{game_id}"))
        step(app, 2)
        table = next(s for s in reversed(app.stack.scenes) if isinstance(s, GameScene))  # a private screen may be up
        assert table.spec.id == game_id and table.lesson is not None
        first = lesson_for(GAMES[game_id]).steps[0]  # type: ignore[union-attr]
        assert isinstance(first, (Note, Do))
        assert any(first.say.startswith(line[:20]) for line in drawn(app) if len(line) >= 20)
    assert button_of(menu, f"learn:{game_id}").text == LEARN


def test_a_note_goes_on_with_enter_and_a_click_on_its_box(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None and lesson.coach.index == 0
    step(app, 1, [key(pygame.K_RETURN)])
    assert lesson.coach.index == 1  # the first move's step
    lesson.coach.index = 3  # a note after Kai's reply
    step(app, 2)
    box = lesson.box
    assert box.w > 0
    step(app, 1, click(box.center))
    assert lesson.coach.index == 4


def test_a_wrong_move_is_refused_with_its_reason_and_the_step_stays(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    lesson = table.lesson
    assert lesson is not None
    do = lesson.coach.step
    assert isinstance(do, Do)
    assert not table.perform(LEARNER, Place(6, (0, 0), 0))  # a coast tile: legal, not the lesson's
    assert table.message == do.why_not and lesson.coach.step is do and not table.record.moves
    assert any(do.say.startswith(line[:20]) for line in drawn(app) if len(line) >= 20)  # the step's words stay
    assert table.perform(LEARNER, Place(0, (0, 0), 2))  # the open sea turned: looks the same, the lesson's move
    assert table.record.moves[0].action == do.move
    settle(app, table)
    assert isinstance(lesson.coach.step, Note) and len(table.record.moves) == 2  # Kai's reply was played
    assert table.record.moves[1].action == lesson.coach.lesson.steps[2].move  # type: ignore[union-attr]
    assert not table.perform(LEARNER, Place(6, (-2, 0), 2))  # a note is up: read it first
    assert table.message == "Read the note first, then continue."


def test_undo_is_refused_during_a_lesson_and_o_plays_on(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    assert table.perform(LEARNER, Place(0, (0, 0), 0))
    settle(app, table)
    assert not table.undo() and table.message == NO_UNDO
    step(app, 1, [key(PLAY_ON_KEY)])
    assert table.lesson is not None and not table.lesson.active and table.lesson.parting == PLAYED_ON
    assert table.perform(LEARNER, Place(6, (-2, 0), 1)) or table.message != PLAYED_ON  # no lesson vets it now


def test_leaving_and_coming_back_goes_on_at_the_step(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    assert table.perform(LEARNER, Place(0, (0, 0), 0))
    settle(app, table)
    moves = [m.action for m in table.record.moves]
    index = table.lesson.coach.index  # type: ignore[union-attr]
    app.stack.clear_to(MenuScene(app))  # the table goes (and lets go of its file)
    step(app, 2)
    again = lesson_table(app)
    assert [m.action for m in again.record.moves] == moves
    assert again.lesson is not None and again.lesson.coach.index == index
    assert lesson_path(PARADISIO).parent.name == "lessons"
    assert not any(saves_dir().glob("*.json")) if saves_dir().exists() else True  # never a saved game


def test_a_damaged_lesson_file_is_set_aside_and_the_lesson_starts_again(app: Any) -> None:
    path = lesson_path(PARADISIO)
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    table = lesson_table(app)
    assert table.lesson is not None and table.lesson.coach.index == 0 and not table.record.moves
    assert "could not be read" in table.message
    kept = [p for p in path.parent.iterdir() if p.name != path.name and "damaged" in p.name]
    assert kept and kept[0].read_text(encoding="utf-8") == "{not json"  # kept, never written over


def test_a_lesson_played_to_its_end_is_never_recorded(app: Any, monkeypatch: Any) -> None:
    recorded: list[Any] = []
    def record_finished(*args: Any) -> bool:
        recorded.append(args)
        return True

    monkeypatch.setattr("scenes.records.keeping.record_finished", record_finished)
    table = lesson_table(app)
    assert isinstance(table, ParadisioMatchScene)
    table.lesson.coach.play_on()  # type: ignore[union-attr]
    record = table.record
    while not record.state.is_over:  # played out to the end of the match
        seat = record.state.to_move[0]
        bot = PARADISIO.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    table.autosave()
    table.finish()
    assert recorded == []


def test_the_table_deals_each_lesson_as_its_walk_does(app: Any) -> None:
    from game.tutorial import new_lesson_state

    for game_id, spec in GAMES.items():
        lesson = lesson_for(spec)
        assert lesson is not None and open_lesson(app, spec) is None
        table = next(s for s in reversed(app.stack.scenes) if isinstance(s, GameScene))
        assert table.state.to_json() == new_lesson_state(spec, lesson).to_json(), game_id
        app.stack.clear_to(MenuScene(app))
        step(app, 1)


def test_a_lesson_played_on_its_own_way_is_taken_up_again_as_that_game(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    step(app, 1, [key(PLAY_ON_KEY)])
    assert table.perform(LEARNER, Place(6, (0, 0), 0))  # not the lesson's first tile: the game is the player's now
    settle(app, table, 120)
    moves = [m.action for m in table.record.moves]
    app.stack.clear_to(MenuScene(app))
    step(app, 2)
    again = lesson_table(app)
    assert [m.action for m in again.record.moves][:len(moves)] == moves  # kept (Kai may have answered since), never dealt afresh
    assert again.lesson is not None and not again.lesson.active


def test_the_last_word_stays_until_a_click_puts_it_away(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None
    lesson.coach.index = len(lesson.coach.lesson.steps)  # the lesson done, its last word up
    step(app, 2)
    assert lesson.box.w > 0 and any(lesson.coach.lesson.more.startswith(line[:20]) for line in drawn(app) if len(line) >= 20)
    step(app, 1, click(lesson.box.center))
    assert not lesson.showing
    step(app, 2)
    assert lesson.box.w == 0


def test_a_lesson_taken_up_again_puts_no_cover_before_the_learners_hand(app: Any) -> None:
    from game.paradise_fallen.actions import Trip
    from scenes.handover import HandoverScene

    spec = GAMES["paradise-fallen"]
    lesson = lesson_for(spec)
    assert lesson is not None
    assert open_lesson(app, spec) is None
    table = next(s for s in reversed(app.stack.scenes) if isinstance(s, GameScene))
    assert table.lesson is not None
    first = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Do))
    table.lesson.coach.index = first
    move = lesson.steps[first].move  # type: ignore[union-attr]
    assert isinstance(move, Trip) and table.perform(LEARNER, move)
    settle(app, table)
    app.stack.clear_to(MenuScene(app))
    step(app, 2)
    assert open_lesson(app, spec) is None
    step(app, 30)
    assert not any(isinstance(s, HandoverScene) for s in app.stack.scenes)


def test_back_from_a_lesson_the_menu_shows_the_focus_on_its_learn_button(app: Any) -> None:
    """Opened by a click, left by the pause menu's way out: the menu shows the focus on that card's "Learn to play"
    (no stop looked focused, and an arrow then moved from somewhere unseen to another game), and Up goes to its card."""
    menu = MenuScene(app)
    app.stack.clear_to(menu)
    step(app, 2)
    click_widget(app, widget(menu, "learn:last-paradise"))
    step(app, 2)
    assert app.stack.top is not menu
    while app.stack.top is not menu:
        app.pop()
    step(app, 2)
    current = menu.focus.current
    assert menu.focus.shown and current is not None and current.key == "learn:last-paradise"
    step(app, 1, [key(pygame.K_UP)])
    card = menu.focused_card()
    assert card is not None and menu.cards[card][0].id == "last-paradise"


def test_start_over_deals_step_1_again_and_replaces_the_file(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    assert table.perform(LEARNER, Place(0, (0, 0), 0))
    settle(app, table)
    path = lesson_path(PARADISIO)
    assert path.exists() and table.record.moves
    step(app, 1, [key(START_OVER_KEY)])  # past step 1: asked again first
    assert top_as(app, GameScene) is table and table.lesson is not None and table.lesson.asking
    step(app, 2)
    told = " ".join(drawn(app))
    assert ASK_START_OVER[:20] in told and ASK_KEYS[:30] in told
    assert NOTE_KEYS not in told and DO_KEYS not in told  # the step's footer would ask for a move
    step(app, 1, click(table.lesson.buttons[START_OVER].center))
    again = top_as(app, GameScene)
    assert again is not table and again.lesson is not None and again.lesson.coach.index == 0
    assert not again.record.moves and path.exists()
    assert not load_save(path, {PARADISIO.id: PARADISIO}).moves  # the kept lesson replaced by the fresh deal
    step(app, 3)
    step(app, 1, [key(START_OVER_KEY)])  # at step 1: nothing asked
    assert top_as(app, GameScene) is not again


def test_anything_else_cancels_the_start_over_question(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    step(app, 1, [key(START_OVER_KEY)])
    assert table.lesson is not None and table.lesson.asking
    step(app, 1, [key(pygame.K_RETURN)])
    assert not table.lesson.asking and top_as(app, GameScene) is table


def test_the_play_on_button_plays_on_by_a_click(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None
    step(app, 2)
    assert PLAY_ON in lesson.buttons and lesson.box.contains(lesson.buttons[PLAY_ON])
    step(app, 1, click(lesson.buttons[PLAY_ON].center))
    assert not lesson.active and lesson.parting == PLAYED_ON


def test_playing_on_is_said_in_the_lessons_colours_not_as_an_error(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None
    step(app, 1, [key(PLAY_ON_KEY)])
    assert table.message != PLAYED_ON  # never the red-edged message of a refused move
    step(app, 2)
    assert PLAYED_ON[:20] in " ".join(drawn(app))
    surface = pygame.Surface((640, 400))
    lesson.draw(surface, pygame.Rect(10, 10, 400, 300), lambda move: [])
    assert lesson.box.h > 0 and tuple(surface.get_at((lesson.box.centerx, lesson.box.y + 1)))[:3] == RING
    assert tuple(surface.get_at((lesson.box.centerx, lesson.box.y + 1)))[:3] != palette.WARN


def test_start_over_from_a_private_screen_deals_the_lesson_again(app: Any) -> None:
    table = lesson_table(app, "paradise-fallen")  # its hand is a private screen over the table
    assert table.lesson is not None
    table.lesson.coach.index = 2
    step(app, 40)  # past the private screen's guard
    up = pygame.event.Event(pygame.KEYUP, key=START_OVER_KEY, mod=0)
    step(app, 1, [key(START_OVER_KEY), up])
    assert table.lesson.asking
    step(app, 1, [key(START_OVER_KEY), up])
    step(app, 2)
    tables = [s for s in app.stack.scenes if isinstance(s, GameScene)]
    assert len(tables) == 1 and tables[0] is not table and tables[0].lesson is not None
    assert tables[0].lesson.coach.index == 0


def test_after_playing_on_start_over_stays_on_the_logs_title_and_deals_the_lesson_again(app: Any) -> None:
    table = lesson_table(app)
    lesson = table.lesson
    assert lesson is not None
    step(app, 1, [key(pygame.K_RETURN)])
    assert table.perform(LEARNER, Place(0, (0, 0), 0))
    settle(app, table)
    step(app, 1, [key(PLAY_ON_KEY)])
    step(app, 1, click(lesson.box.center))  # the parting word put away: no box, the game plays on
    step(app, 2)
    assert not lesson.active and lesson.box.w == 0
    button = lesson.buttons[START_OVER]
    assert table.log_panel.area.contains(button) and button.y == table.log_panel.area.y
    step(app, 1, click(button.center))  # the game so far would be lost: asked first
    assert lesson.asking and top_as(app, GameScene) is table
    step(app, 2)
    assert ASK_START_OVER[:20] in " ".join(drawn(app))
    step(app, 1, click(lesson.buttons[START_OVER].center))
    again = top_as(app, GameScene)
    assert again is not table and again.lesson is not None and again.lesson.active and again.lesson.coach.index == 0


def test_a_lesson_reopened_after_playing_on_offers_start_over(app: Any) -> None:
    table = lesson_table(app)
    step(app, 1, [key(pygame.K_RETURN)])
    assert table.perform(LEARNER, Place(0, (0, 0), 0))
    settle(app, table)
    step(app, 1, [key(PLAY_ON_KEY)])
    step(app, 2)
    lesson = lesson_for(PARADISIO)
    assert lesson is not None
    taught = {s.move for s in lesson.steps if isinstance(s, Do)}
    own = next(a for a in reversed(table.state.legal_actions(LEARNER)) if a not in taught)
    assert table.perform(LEARNER, own)  # a move of one's own: the lesson has become a game
    settle(app, table, 60)
    app.stack.clear_to(MenuScene(app))
    step(app, 2)
    reopened = lesson_table(app)
    assert reopened.lesson is not None and not reopened.lesson.active
    step(app, 2)
    assert START_OVER in reopened.lesson.buttons
    step(app, 1, [key(START_OVER_KEY)])
    assert reopened.lesson.asking
    step(app, 1, [key(START_OVER_KEY)])
    again = top_as(app, GameScene)
    assert again is not reopened and again.lesson is not None and again.lesson.active


def test_every_lessons_last_word_says_where_the_rules_page_is_and_esc_opens_it(app: Any) -> None:
    from scenes.pause import PauseScene

    for game_id, spec in GAMES.items():
        lesson = lesson_for(spec)
        assert lesson is not None and "Rules page (Esc, then Rules)" in lesson.more, game_id
        app.stack.clear_to(MenuScene(app))
        table = lesson_table(app, game_id)
        step(app, 40)  # past a private screen's guard
        step(app, 1, [key(pygame.K_ESCAPE), pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)])
        step(app, 2)
        pause = top_as(app, PauseScene)
        assert "rules" in [name for name, _, _ in pause.entries()], game_id
        assert table in app.stack.scenes
