"""The results screen: The Last Paradise's money breakdown per player, Paradisio's tokens, Paradise Fallen's islands, and no key from the
table (nor a quick Enter/Space) starting a new game from the finale."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from app_fixtures import key, make_app

from game.core import make_seats
from game.record import GameRecord
from game.registry import available_games
from scenes.manager import App
from scenes.results import ResultsScene, amount_text, breakdown_columns, score_column
from sprites import text as drawn_text
from sprites.text import font

FRAME = 1 / 60
LONG_NAMES = ["Maximilianus Aba", "Wilhelmina Roseb", "Konstantinopelnc", "Bartholomew Quid", "Aleksandra Wyzte"]
LAST_PARADISE_COLUMNS = ["Rank", "Player", "start money", "spent on lots", "bonuses", "deals paid", "deals received",
                         "environmental prize", "Final money"]


def finished(game_id: str, names: list[str], seed: int = 3) -> GameRecord:
    """A whole game played by easy computer players."""
    spec = available_games()[game_id]
    record = GameRecord.start(spec, make_seats(names, ["easy"] * len(names)), seed)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        bot = spec.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    return record


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless app."""
    app = make_app(tmp_path, monkeypatch)
    yield app
    drawn_text.stop_recording()
    pygame.event.clear()


def results_of(app: App, record: GameRecord) -> ResultsScene:
    """The results screen of ``record`` on top of the app."""
    results = ResultsScene(app, record.spec, record.state.result(), list(record.seats), record.seed,
                           dict(record.options), record)
    app.push(results)
    return results


def test_the_last_paradise_results_show_each_players_money_breakdown(app: App) -> None:
    """Start money, spent on lots, bonuses, deals paid and received, prize and final money, for all five players."""
    record = finished("last-paradise", LONG_NAMES)
    result = record.state.result()
    results = results_of(app, record)
    layout = results.column_layout()
    assert [heading for heading, _, _ in layout] == LAST_PARADISE_COLUMNS
    assert layout[-1][1] + layout[-1][2] <= 1240 - 24  # every column inside the table card
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    for standing in result.standings:
        lines = standing.breakdown
        assert sum(v for k, v in lines.items() if k != "final money") == standing.score
        for value in lines.values():
            assert amount_text(value) in drawn
    assert any(text.startswith("\u2212") for text in drawn)  # money paid out reads as a minus
    for heading in ("Start money", "Bonuses", "Final money"):
        assert heading in drawn


def test_breakdown_headings_fit_their_columns(app: App) -> None:
    """Every heading line of the Last Paradise table is narrower than its column (none runs into the next)."""
    record = finished("last-paradise", LONG_NAMES[:3], seed=4)
    results = results_of(app, record)
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    for heading, _x, width in results.column_layout()[2:]:
        words = heading.split()
        assert all(font(14, True).size(word)[0] <= width - 8 for word in words), heading
        assert all(w.lower() in " ".join(drawn).lower() for w in words), heading


def test_paradisio_results_still_show_the_tokens(app: App) -> None:
    """Paradisio's island tokens repeat its score: the Island tokens column right after the player (then any
    other lines of its breakdown, such as each round)."""
    record = finished("paradisio", ["Ana", "Ben"])
    result = record.state.result()
    assert score_column(result) == ("Island tokens", 0)
    results = results_of(app, record)
    headings = [h for h, _, _ in results.column_layout()]
    assert headings[:3] == ["Rank", "Player", "Island tokens"]
    assert headings[3:] == breakdown_columns(result) and "island tokens" not in headings
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    assert "Island tokens" in drawn
    assert all(str(s.score) in drawn for s in result.standings)


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
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0)])
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


def test_a_score_column_without_a_total_key_comes_first() -> None:
    from game.core import Result, Standing

    result = Result([Standing(0, 1, 5, {"a": 1}), Standing(1, 2, 3, {"a": 2})], "x")
    assert score_column(result) == ("Score", 0)
    assert score_column(Result([], "Nobody played.")) == ("Score", 0)


def test_paradise_fallen_results_count_the_islands_explored_and_keep_the_tokens_apart(app: App) -> None:
    """Paradise Fallen's score is the islands explored (the one part of its breakdown, so the Score column takes its
    name); the face-up Kanaloa tokens are the tie-break, never added in."""
    record = finished("paradise-fallen", LONG_NAMES[:3])
    result = record.state.result()
    for standing in result.standings:
        assert standing.breakdown == {"Islands explored": standing.score}
        assert [tie.label for tie in standing.tie_breaks] == ["Face-up Kanaloa tokens"]
    results = results_of(app, record)
    assert [heading for heading, _, _ in results.column_layout()] == ["Rank", "Player", "Islands explored"]
    drawn = drawn_text.start_recording()
    app.draw()
    assert "Islands explored" in drawn
