"""Replays of finished games, headless: stepping, jumping, playing, secrecy and the screen change."""
from __future__ import annotations

import re
from collections import Counter, defaultdict

import pygame
import pytest

from game.core import Seat, make_seats
from game.last_paradise import Bid, BidsRevealed
from game.record import GameRecord
from game.registry import available_games
from game.saves import write_save
from scenes.games import saves_dir
from scenes.handover import HandoverScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from scenes.play import GameScene
from scenes.replay import ReplayScene, start_replay
from scenes.replay_lines import VEIL, game_lines
from scenes.results import ResultsScene
from sprites import text as drawn_text
from sprites.replay_bar import BUTTON_Y, LIST_PANEL, ROUND_BUTTONS, ROW_HEIGHT, ROWS_TOP, TRACK
from tests.kit.app import fast_app, key, make_app  # noqa: F401  (fast_app: the app fixture)
from tests.kit.typed import as_a

FRAME = 1 / 60
GAMES = {"paradisio": ["Ana", "Bo"], "last-paradise": ["Anna", "Ben", "Cleo", "Dan", "Eve"]}


def finished(game_id: str, seed: int = 3, kinds: str = "easy") -> GameRecord:
    """A whole game played by easy computer players (``kinds``: what the seats are said to be)."""
    spec = available_games()[game_id]
    record = GameRecord.start(spec, make_seats(GAMES[game_id], ["easy"] * len(GAMES[game_id])), seed)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        bot = spec.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    if kinds == "easy":
        return record
    seats = [Seat(s.index, s.name, s.colour, "human") for s in record.seats]
    relabelled = GameRecord(spec, seats, record.seed, record.options)
    for move in record.moves:
        relabelled.apply(move.seat, move.action)
    return relabelled




def opened(app: App, record: GameRecord) -> ReplayScene:
    """A replay of ``record``, shown once (so it takes input)."""
    replay = start_replay(app, record)
    app.step(FRAME, [])
    return replay


def press(app: App, *keys: int) -> None:
    """Press and let go of keys, one frame each."""
    for k in keys:
        app.step(FRAME, [key(k), pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def settle(app: App, replay: ReplayScene, frames: int = 2000) -> None:
    """Step frames until the table has shown everything it was given."""
    for _ in range(frames):
        if not replay.table.busy:
            return
        app.step(FRAME, [])
    raise AssertionError("the table never settled")


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at a canvas position (the test window is the canvas size)."""
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


# the lines -----------------------------------------------------------------------
def test_only_the_sealed_bids_are_sealed_lines() -> None:
    record = finished("last-paradise")
    lines = game_lines(record)
    assert [line.sealed for line in lines] == [isinstance(m.action, Bid) for m in record.moves]
    bid = next(line for line in lines if line.sealed and not line.told)
    amount = record.moves[bid.move].action
    assert isinstance(amount, Bid)
    narration, names = record.spec.narration, [seat.name for seat in record.seats]
    assert bid.text(False) == narration.sealed(record.moves[bid.move].seat, amount, names)
    assert bid.text(True) == narration.move(record.moves[bid.move].seat, amount, names)
    assert str(amount.amount) not in bid.text(False).replace(bid.name, "") and str(amount.amount) in bid.text(True)
    assert not any(line.sealed for line in game_lines(finished("paradisio")))


# stepping --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_stepping_forward_through_a_game_reproduces_it(app: App, game_id: str) -> None:
    """Each move played with its animation: the end is the finished game exactly, log and all."""
    source = finished(game_id)
    replay = opened(app, source)
    assert replay.count == 0 and replay.table.watching
    while replay.count < replay.total:
        press(app, pygame.K_RIGHT)
        settle(app, replay)
    table = replay.table
    assert table.state.to_json() == source.state.to_json()
    assert table.state.result().to_dict() == source.state.result().to_dict()
    assert table.shown == source.state.view(None)
    told = [text for line in replay.lines for text in line.told]
    assert [line.text for line in table.log if line.move >= 0] == told
    press(app, pygame.K_RIGHT)
    assert replay.count == replay.total


@pytest.mark.parametrize("game_id", list(GAMES))
def test_stepping_quickly_finishes_each_move_at_once(app: App, game_id: str) -> None:
    """Right pressed while a move is still being shown: that move lands at once, the next one plays."""
    source = finished(game_id)
    replay = opened(app, source)
    for _ in range(len(source.moves)):
        press(app, pygame.K_RIGHT)
    assert replay.table.state.to_json() == source.state.to_json()
    settle(app, replay)
    assert [line.text for line in replay.table.log if line.move >= 0] == \
        [text for line in replay.lines for text in line.told]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_step_back_then_forward_gives_the_same_state(app: App, game_id: str) -> None:
    source = finished(game_id)
    replay = opened(app, source)
    for _ in range(30):
        press(app, pygame.K_RIGHT)
    settle(app, replay)
    at_30 = replay.table.state.to_json()
    assert at_30 == source.state_at(30).to_json()
    press(app, pygame.K_LEFT)
    assert replay.count == 29
    assert replay.table.state.to_json() == source.state_at(29).to_json()
    assert replay.table.shown == source.state_at(29).view(None)
    assert not replay.table.busy  # back is at once
    press(app, pygame.K_RIGHT)
    settle(app, replay)
    assert replay.table.state.to_json() == at_30
    press(app, pygame.K_HOME)
    assert replay.count == 0 and replay.table.state.to_json() == source.state_at(0).to_json()
    press(app, pygame.K_END)
    assert replay.table.state.to_json() == source.state.to_json()


def test_jumping_to_a_line_lands_at_that_move(app: App) -> None:
    source = finished("last-paradise")
    replay = opened(app, source)
    press(app, pygame.K_l)
    assert replay.list_open
    press(app, *[pygame.K_DOWN] * 40, pygame.K_RETURN)
    assert replay.count == 41  # the line of move 41 (index 40) has been played
    assert replay.table.state.to_json() == source.state_at(41).to_json()
    press(app, *[pygame.K_UP] * 25, pygame.K_KP_ENTER)
    assert replay.count == 16
    assert replay.table.state.to_json() == source.state_at(16).to_json()


def test_clicking_a_line_or_the_track_jumps_there(app: App) -> None:
    source = finished("paradisio")
    replay = opened(app, source)
    click(app, (1000, 686))  # the Moves button
    assert replay.list_open
    row = 5
    move = replay.layout()[replay.first_row + row]
    assert isinstance(move, int)
    click(app, (LIST_PANEL.centerx, ROWS_TOP + row * ROW_HEIGHT + ROW_HEIGHT // 2))
    assert replay.count == move + 1
    assert replay.table.state.to_json() == source.state_at(move + 1).to_json()
    click(app, (TRACK.right, TRACK.centery))
    assert replay.count == replay.total
    click(app, (ROUND_BUTTONS["start"][0], BUTTON_Y))
    assert replay.count == 0


def test_playing_at_4x_reaches_the_end(app: App) -> None:
    source = finished("paradisio")
    replay = opened(app, source)
    press(app, pygame.K_PLUS, pygame.K_PLUS)
    assert replay.speed == 4.0 and replay.table.speed_factor == 4.0
    press(app, pygame.K_SPACE)
    assert replay.playing
    shown_whole = 0
    for _ in range(60 * 60 * 10):
        if not replay.playing:
            break
        busy, count = replay.table.busy, replay.count
        app.step(FRAME, [])
        if busy:
            assert replay.count == count, "a move was played over the one still being shown"
        elif replay.count > count:
            shown_whole += 1
    assert not replay.playing and replay.count == replay.total
    assert shown_whole == replay.total - 1  # each move after the first waited for the one before
    assert replay.table.state.to_json() == source.state.to_json()


def test_a_replay_saves_nothing_and_leaves_back_to_where_it_came_from(app: App) -> None:
    source = finished("last-paradise", kinds="human")
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    write_save(folder / "finished.json", source)
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    opener = ResultsScene(app, source.spec, source.state.result(), source.seats, source.seed, source.options, source)
    app.push(opener)
    replay = opened(app, source)
    press(app, pygame.K_SPACE)
    for _ in range(40):
        press(app, pygame.K_RIGHT)
        assert not isinstance(app.stack.top, HandoverScene)
    press(app, pygame.K_END)
    settle(app, replay)
    replay.table.autosave()
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is opener
    assert not any(isinstance(scene, (ReplayScene, GameScene)) for scene in app.stack.scenes)


# secrecy -----------------------------------------------------------------------------
def a_unique_bid(source: GameRecord) -> tuple[str, int, int, int]:
    """(name, amount, move of the bid, move that opened the hands) of a bid no other reveal repeats."""
    names = [seat.name for seat in source.seats]
    reveals = [(index, event.bids) for index, _move, events in source.replay()
               for event in events if isinstance(event, BidsRevealed)]
    seen = Counter((seat, amount) for _index, bids in reveals for seat, amount in bids.items())
    start = 0
    for index, _bids in reveals:
        for i in range(start, index):  # this round of bidding, before the last bid opened the hands
            move = source.moves[i]
            if isinstance(move.action, Bid) and move.action.amount >= 2 and seen[(move.seat, move.action.amount)] == 1:
                return names[move.seat], move.action.amount, i, index
        start = index + 1
    raise AssertionError("no bid stands alone in this game")


def test_no_bid_is_drawn_before_its_reveal_unless_everything_is_shown(app: App) -> None:
    source = finished("last-paradise")
    name, amount, bid, reveal = a_unique_bid(source)
    assert bid < reveal
    leak = re.compile(rf"{name} {amount}(?!\d)|bids {amount} Paras|in secret")
    replay = opened(app, source)
    press(app, pygame.K_l)  # the list of moves is open all along
    drawn = drawn_text.start_recording()
    while replay.count <= reveal:
        drawn.clear()
        press(app, pygame.K_RIGHT)
        for _ in range(3):
            app.step(FRAME, [])
        if replay.count <= reveal:
            assert not [s for s in drawn if leak.search(s)], f"move {replay.count} showed a sealed bid"
    settle(app, replay)
    drawn.clear()
    app.step(FRAME, [])
    assert any(re.search(rf"{name} {amount}(?!\d)", s) for s in drawn)  # the hands are open now
    assert not any("in secret" in s for s in drawn)

    press(app, pygame.K_s)
    replay.seek(bid)
    press(app, pygame.K_RIGHT)
    drawn.clear()
    app.step(FRAME, [])
    names = [seat.name for seat in source.seats]
    as_entered = source.spec.narration.move(source.moves[bid].seat, source.moves[bid].action, names)
    assert as_entered in drawn and f"bids {amount} Paras in secret" in as_entered
    assert replay.caption() == (as_entered, True)
    revealing = source.moves[reveal]
    assert isinstance(revealing.action, Bid)
    replay.seek(reveal)
    press(app, pygame.K_RIGHT)
    assert replay.table.busy  # the hands are still closed: the last bid shows as entered, nothing more
    assert replay.caption() == (source.spec.narration.move(revealing.seat, revealing.action, names), True)
    press(app, pygame.K_s)
    drawn.clear()
    app.step(FRAME, [])
    assert not any("in secret" in s for s in drawn)


def test_lines_ahead_are_veiled_until_everything_is_shown(app: App) -> None:
    source = finished("paradisio")
    replay = opened(app, source)
    press(app, pygame.K_RIGHT, pygame.K_l)
    settle(app, replay)
    rows = replay.rows()
    assert [row.text for row in rows if row.look == "ahead"] == [VEIL] * (replay.total - 1)
    headings = [row.text for row in rows if row.look == "heading"]
    assert headings == ["Round 1 \u00b7 tokens 0\u20130"]  # no heading ahead tells where round 1 ends
    press(app, pygame.K_s)
    rows = replay.rows()
    assert [row.text for row in rows if row.look == "ahead"] == [line.text(True) for line in replay.lines[1:]]
    assert VEIL not in [row.text for row in rows]
    assert len([row for row in rows if row.look == "heading"]) == len({line.heading for line in replay.lines}) > 1


# the screen change ---------------------------------------------------------------------
def past_guard(app: App, results: ResultsScene) -> None:
    """Frames pass until the results take keys (past their guard time)."""
    app.step(FRAME, [])
    while not results.keys.ready:
        app.step(FRAME, [])


def test_keys_from_the_results_screen_never_act_on_the_replay(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys of the frame that opened the replay, a release pressed elsewhere, a key held from before: none acts."""
    source = finished("paradisio")
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: defaultdict(bool, {pygame.K_RIGHT: True}))
    results = ResultsScene(app, source.spec, source.state.result(), source.seats, source.seed, source.options,
                           source)
    app.push(results)
    past_guard(app, results)
    press(app, pygame.K_TAB, pygame.K_TAB)  # Tab starts at Play again, the second reaches Replay
    assert results.focus.current is not None and results.focus.current.key == "replay"
    app.step(FRAME, [key(pygame.K_RETURN), key(pygame.K_RIGHT), key(pygame.K_END), key(pygame.K_SPACE),
                     key(pygame.K_ESCAPE),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(ROUND_BUTTONS["end"][0], BUTTON_Y), button=1)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.count == 0 and not replay.playing
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(ROUND_BUTTONS["end"][0], BUTTON_Y), button=1)])
    assert replay.count == 0  # a release whose press began elsewhere does nothing
    press(app, pygame.K_RIGHT)
    assert replay.count == 0  # Right was held down when the replay opened (a key repeat)
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    press(app, pygame.K_RIGHT)
    assert replay.count == 1


def test_results_offer_a_replay_only_with_the_game_history(app: App) -> None:
    source = finished("paradisio")
    with_history = ResultsScene(app, source.spec, source.state.result(), source.seats, record=source)
    app.push(with_history)
    assert with_history.focus.focus_key("replay")
    without = ResultsScene(app, source.spec, source.state.result(), source.seats)
    app.push(without)
    assert not without.focus.focus_key("replay")


def test_keys_from_the_replay_never_act_on_the_results_screen(app: App) -> None:
    """Esc leaves the replay; an Enter in the same moment does not open it again from the results."""
    source = finished("paradisio")
    results = ResultsScene(app, source.spec, source.state.result(), source.seats, record=source)
    app.push(results)
    past_guard(app, results)
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN)  # Tab starts at Play again, then Replay; Enter chooses it
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    app.step(FRAME, [key(pygame.K_ESCAPE), key(pygame.K_RETURN)])
    assert app.stack.top is results
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    assert app.stack.top is results
    past_guard(app, results)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top is not replay


def test_esc_closes_the_list_of_moves_before_it_leaves(app: App) -> None:
    source = finished("paradisio")
    opener = ResultsScene(app, source.spec, source.state.result(), source.seats, source.seed, source.options, source)
    app.push(opener)
    replay = opened(app, source)
    press(app, pygame.K_l)
    assert replay.list_open
    press(app, pygame.K_ESCAPE)
    assert not replay.list_open and app.stack.top is replay
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is opener


def test_the_replay_table_names_no_key_of_the_live_table(app: App) -> None:
    source = finished("last-paradise")
    replay = opened(app, source)
    drawn = drawn_text.start_recording()
    press(app, pygame.K_END)
    settle(app, replay)
    assert as_a(LastParadiseScene, replay.table).finale is not None
    assert not any(text.startswith("Space:") for text in drawn), "a live-table key hint shows in the replay"
