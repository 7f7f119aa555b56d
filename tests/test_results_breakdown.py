"""The results screen, the same for every game: the parts that add up to each player's score, the
score, then the tie-breaks in the order they were used; and no key from the table (nor a quick
Enter/Space) starting a new game from the finale."""
from __future__ import annotations

from collections import defaultdict

import pygame
import pytest

from game.core import Result, Standing, TieBreak, make_seats
from game.paradise_fallen.cards import ISLANDS
from game.record import GameRecord
from game.registry import available_games
from scenes.manager import App
from scenes.results import ResultsScene
from sprites import text as drawn_text
from sprites.score_sheet import amount_text, sheet_rows
from sprites.text import font, wrap_text
from tests.kit.app import key
from tests.kit.paradise_fallen_rules import paradise_fallen_state
from tests.kit.ui import app  # noqa: F401 - the fixture

FRAME = 1 / 60
LONG_NAMES = ["Maximilianus Aba", "Wilhelmina Roseb", "Konstantinopelnc", "Bartholomew Quid", "Aleksandra Wyzte"]
GAMES = available_games()


def finished(game_id: str, names: list[str], seed: int = 3) -> GameRecord:
    """A whole game played by easy computer players."""
    spec = GAMES[game_id]
    record = GameRecord.start(spec, make_seats(names, ["easy"] * len(names)), seed)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        bot = spec.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    return record


def results_of(app: App, record: GameRecord) -> ResultsScene:
    """The results screen of ``record`` on top of the app."""
    results = ResultsScene(app, record.spec, record.state.result(), list(record.seats), record.seed,
                           dict(record.options), record)
    app.push(results)
    return results


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_shows_the_parts_that_add_up_the_score_and_its_tie_breaks(app: App, game_id: str) -> None:
    """At the most seats with 16-letter names: a column per player, best first; the rows are the parts, the
    score, the tie-breaks; each figure is drawn; every label and name fits (a name on at most two lines)."""
    spec = GAMES[game_id]
    record = finished(game_id, LONG_NAMES[:spec.max_players])
    result = record.state.result()
    results = results_of(app, record)
    sheet = results.sheet
    kinds = [row.kind for row, _ in sheet.rows]
    assert kinds.count("score") == 1 and kinds == sorted(kinds, key=["part", "score", "tie"].index)
    assert [standing.seat for standing, _ in sheet.columns] == [s.seat for s in result.standings]
    assert sheet.columns[-1][1].right <= sheet.card.right - 12
    assert sheet.rows[-1][1] + sheet.row_height // 2 <= sheet.card.bottom
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    for standing, rect in sheet.columns:
        assert sum(standing.breakdown.values()) == standing.score
        for row, _ in sheet.rows:
            assert amount_text(row.value(standing)) in drawn
        assert len(wrap_text(results.seat_name(standing.seat), font(16, True), rect.w - 20)) <= 2
        assert len(wrap_text(standing.note, font(13), rect.w - 20)) <= 3
    for row, _ in sheet.rows:
        size = sheet.size + 2 if row.kind == "score" else sheet.size
        assert font(size, row.kind == "score").size(row.label)[0] <= sheet.labels.w - 12, row.label
        assert row.label in drawn


def test_tie_breaks_follow_the_score_in_the_order_used() -> None:
    result = Result([Standing(0, 1, 9, {"Start": 5, "Won": 4}, tie_breaks=[TieBreak("prestige", 12), TieBreak("faults", 1)]),
                     Standing(1, 2, 9, {"Start": 5, "Won": 4}, tie_breaks=[TieBreak("prestige", 10)])], "A wins.", "Cash")
    rows = sheet_rows(result)
    assert [(r.kind, r.key) for r in rows] == [("part", "Start"), ("part", "Won"), ("score", "Cash"),
                                               ("tie", "prestige"), ("tie", "faults")]
    assert [r.value(result.standings[1]) for r in rows] == [5, 4, 9, 10, None]
    assert rows[3].label == "Tie-break 1: prestige" and rows[4].label == "Tie-break 2: faults"


def test_enter_and_space_right_after_arriving_start_nothing(app: App) -> None:
    """Space and Enter pressed on the results (each on its own frame) leave the standings up."""
    record = finished("last-paradise", LONG_NAMES[:4])
    results = results_of(app, record)
    for _ in range(3):
        app.step(FRAME, [])
    for k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        app.step(FRAME, [key(k)])
        app.step(FRAME, [])
    assert app.stack.top is results and app.stack.scenes == [results]
    assert not results.focus.shown


def test_a_key_held_from_the_table_never_acts(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab held down as the results open does nothing until let go; then Tab shows the focus and Enter chooses."""
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: defaultdict(bool, {pygame.K_TAB: True}))
    record = finished("last-paradise", LONG_NAMES[:3])
    results = results_of(app, record)
    chosen: list[str] = []
    monkeypatch.setattr(results, "back", lambda: chosen.append("menu"))
    monkeypatch.setattr(results, "play_again", lambda: chosen.append("again"))
    results.rebuild()
    app.step(FRAME, [key(pygame.K_TAB)])
    app.step(FRAME, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert not results.focus.shown and chosen == []
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
                     for k in (pygame.K_TAB, pygame.K_RETURN)])
    for _ in range(25):  # past the guard time (a press typed on from the table in the first moment is dropped)
        app.step(FRAME, [])
    app.step(FRAME, [key(pygame.K_TAB)])
    assert results.focus.shown and chosen == []
    app.step(FRAME, [key(pygame.K_RETURN)])
    assert chosen == ["again"]


def test_no_button_is_marked_as_the_default(app: App) -> None:
    """Play again looks like the other buttons: nothing invites an Enter."""
    record = finished("last-paradise", LONG_NAMES[:3])
    results = results_of(app, record)
    ids = [item.element.get_object_ids() for item in results.focus.items if item.element is not None]
    assert len(ids) == 3 and not any("#primary" in found for found in ids)


def test_amounts_read_as_money_in_and_out() -> None:
    assert amount_text(-12) == "\u221212" and amount_text(30) == "30" and amount_text(0) == "0"
    assert amount_text(None) == "\u2013"


def test_paradise_fallen_results_count_the_islands_explored_and_keep_the_tokens_apart(app: App) -> None:
    """Paradise Fallen's score is the islands explored: its breakdown is one row per island, 1 for each seat
    that explored it, adding up to the score; the face-up Kanaloa tokens are the tie-break, never added in;
    the summary names who reached the goal and who played the last turns."""
    record = finished("paradise-fallen", LONG_NAMES[:3])
    state = paradise_fallen_state(record)
    result = state.result()
    for standing in result.standings:
        assert standing.breakdown == {island: 1 for island in ISLANDS if island in state.explored_islands(standing.seat)}
        assert sum(standing.breakdown.values()) == standing.score
        assert [tie.label for tie in standing.tie_breaks] == ["Face-up Kanaloa tokens"]
    results = results_of(app, record)
    labels = [row.label for row, _ in results.sheet.rows]
    explored = [island for island in ISLANDS if any(island in state.explored_islands(s) for s in range(3))]
    assert labels == explored + ["Islands explored", "Tie-break 1: Face-up Kanaloa tokens"]
    ender = state.end_triggered_by
    assert ender is not None and f"{LONG_NAMES[ender]} reached the goal first" in result.summary
    drawn = drawn_text.start_recording()
    app.draw()
    assert "Islands explored" in drawn and explored[0] in drawn


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_summary_is_drawn_whole_clear_of_the_moon_and_above_the_sheet(app: App, game_id: str) -> None:
    """At the most seats with 16-letter names the summary (Paradise Fallen's names who ended the game and who
    played on) is drawn in full, its lines short of the moon's glow and above the score sheet."""
    spec = GAMES[game_id]
    record = finished(game_id, LONG_NAMES[:spec.max_players])
    results = results_of(app, record)
    drawn = drawn_text.start_recording()
    app.draw()
    drawn_text.stop_recording()
    summary = results.result.summary
    size, lines = results.summary_lines()
    assert all(line in drawn for line in lines)
    assert " ".join(lines) == " ".join(summary.split())
    for i, line in enumerate(lines):
        width, height = font(size).size(line)
        assert 640 + width // 2 <= 1060, f"{line!r} reaches the moon"
        assert 88 + (size + 6) * i + height <= 162, f"{line!r} runs into the score sheet"


def test_a_name_of_one_long_word_in_any_script_is_drawn_whole_over_its_column(app: App) -> None:
    """Five seats of The Last Paradise named with 16 letters and no space (Hebrew, Chinese, Georgian, Latin):
    each name's letters are all drawn, on at most two lines, none cut with an ellipsis."""
    names = ["אברהםאברהםאברהםא", "山田太郎山田太郎山田太郎山田太郎", "ალექსანდრეალექსა", "Konstantinopelnc",
             "Maximilianusabcd"]
    record = finished("last-paradise", names)
    results_of(app, record)
    drawn = drawn_text.start_recording()
    app.draw()
    drawn_text.stop_recording()
    for name in names:
        parts = [text for text in drawn if text and text in name]
        whole = name in parts or any(a + b == name for a in parts for b in parts)
        assert whole, f"{name!r} is not drawn whole: {parts}"
        assert not any(text.endswith("\u2026") and name.startswith(text[:-1]) for text in drawn), f"{name!r} is cut"
