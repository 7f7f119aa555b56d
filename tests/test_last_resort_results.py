"""Last Resort's final standings: each breakdown is the cash taken apart (starting cash, each kind of check-out,
the final clear-out, each prestige bonus, the Improvements' cash, other gains, minus building and Malfunctions),
adding up to the final cash and matching what the events paid; the tie-breaks are the figures the ranking used,
in its order; solo, the Evil A.I.'s cash stands in the player's note; the results screen shows it all."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core import make_seats
from game.last_resort import SPEC, narrate
from game.last_resort import events as ev
from game.last_resort.boards import START_CASH
from game.last_resort.prestige import EVIL_AI, totals
from game.record import GameRecord
from scenes.manager import App
from scenes.results import ResultsScene
from sprites import text as drawn_text
from sprites.score_sheet import amount_text
from sprites.text import font
from tests.kit.last_resort_rules import last_resort_state
from tests.kit.ui import app  # noqa: F401 - the fixture

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]
PARTS = narrate.RESULT_PARTS


def finished(players: int, seed: int, something_wrong: bool = False) -> tuple[GameRecord, list[ev.Event]]:
    """A whole game by computer players and random moves, and every event it made."""
    rng = random.Random(f"results/{players}/{seed}")
    record = GameRecord.start(SPEC, make_seats(NAMES[:players], ["easy"] * players), seed,
                              {"something_wrong": something_wrong})
    events: list[ev.Event] = []
    while not record.state.is_over:
        state = record.state
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        action = rng.choice(legal) if rng.random() < 0.2 else \
            SPEC.make_bot(rng.choice(["easy", "hard"]), rng.randrange(1 << 30)).choose(state.view(seat), legal, seat)
        events += record.apply(seat, action)
    return record, events


def paid_by_events(events: list[ev.Event], seat: int) -> Counter[str]:
    """What the events say ``seat`` took and paid, by breakdown part."""
    parts: Counter[str] = Counter({PARTS["start"]: START_CASH})
    for event in events:
        if getattr(event, "seat", None) != seat:
            continue
        if isinstance(event, ev.CheckedOut):
            parts[PARTS[event.kind]] += event.total
        elif isinstance(event, ev.BonusPaid):
            parts[PARTS[f"{event.kind} bonus"]] += event.amount
        elif isinstance(event, ev.TileBuilt):
            parts[PARTS["building"]] -= event.price
        elif isinstance(event, ev.CashPaid):
            parts[PARTS["malfunctions"]] -= event.amount
        elif isinstance(event, ev.CashGained):
            parts[PARTS["improvements" if event.reason in ("grant", "investor") else "other"]] += event.amount
    return parts


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_each_breakdown_is_the_cash_taken_apart_as_the_events_paid_it(players):
    for seed in range(3):
        record, events = finished(players, seed, something_wrong=seed == 2)
        state = last_resort_state(record)
        result = state.result()
        keys = [list(s.breakdown) for s in result.standings]
        assert all(k == keys[0] for k in keys), "every line has the same parts, in the same order"
        assert set(keys[0]) <= set(PARTS.values()) and keys[0][0] == PARTS["start"]
        for standing in result.standings:
            assert sum(standing.breakdown.values()) == standing.score == state.cash[standing.seat]
            wanted = paid_by_events(events, standing.seat)
            assert {k: v for k, v in standing.breakdown.items() if v} == {k: v for k, v in wanted.items() if v}
            assert standing.breakdown[PARTS["building"]] <= 0
        assert not any("Evil" in key for key in keys[0])


def test_the_tie_breaks_are_total_prestige_then_tracks_ahead_among_equals_then_malfunctions():
    for players in (2, 3, 4):
        record, _ = finished(players, 7)
        state = last_resort_state(record)
        for standing in state.result().standings:
            labels = [t.label for t in standing.tie_breaks]
            assert labels in ([narrate.TIE_PRESTIGE, narrate.TIE_MALFUNCTIONS],
                              [narrate.TIE_PRESTIGE, narrate.TIE_TRACKS, narrate.TIE_MALFUNCTIONS])
            figures = {t.label: t.value for t in standing.tie_breaks}
            assert figures[narrate.TIE_PRESTIGE] == totals(state.tracks, standing.seat)
            assert figures[narrate.TIE_MALFUNCTIONS] == len(state.stations[standing.seat].malfunctions)
            equals = [s for s in state.result().standings if s.score == standing.score
                      and totals(state.tracks, s.seat) == totals(state.tracks, standing.seat)]
            assert (narrate.TIE_TRACKS in figures) == (len(equals) > 1)


def test_solo_the_evil_ai_is_ranked_beside_the_player_as_a_rival_with_its_cash_taken_apart():
    outcomes = set()
    for seed in (0, 6, 23):  # a loss, a win, a win on the tie-breaks at equal cash
        record, _ = finished(1, seed)
        state = last_resort_state(record)
        result = state.result()
        (line,), (evil,) = result.standings, result.rivals
        assert (evil.seat, evil.name, evil.score) == (EVIL_AI, narrate.EVIL_NAME, state.evil_cash)
        assert sum(evil.breakdown.values()) == evil.score and evil.breakdown[PARTS["start"]] == START_CASH
        assert PARTS["evil card"] in evil.breakdown and PARTS["evil card"] not in line.breakdown
        assert (line.rank, evil.rank) == ((1, 2) if line.score > evil.score else (2, 1) if line.score < evil.score
                                          else (line.rank, evil.rank))
        assert result.winners == ([0] if line.rank == 1 else [])
        assert [t.label for t in evil.tie_breaks][0] == narrate.TIE_PRESTIGE
        assert [t.value for t in evil.tie_breaks][0] == totals(state.tracks, EVIL_AI)
        outcomes.add(line.rank)
    assert outcomes == {1, 2}, "the seeds show a win and a loss"


def results_screen(app: App, players: int, something_wrong: bool) -> tuple[ResultsScene, list[str]]:
    """The results of a finished game on the screen, and every text drawn on its first frame."""
    record, _ = finished(players, 5, something_wrong)
    results = ResultsScene(app, record.spec, record.state.result(), list(record.seats), record.seed,
                           dict(record.options), record)
    app.push(results)
    drawn = drawn_text.start_recording()
    app.step(1 / 60, [])
    return results, drawn


@pytest.mark.parametrize("players, something_wrong", [(4, True), (1, False)])
def test_the_results_screen_shows_every_part_of_every_line(app: App, players: int, something_wrong: bool):
    results, drawn = results_screen(app, players, something_wrong)
    sheet = results.sheet
    labels = [row.label for row, _ in sheet.rows]
    score = labels.index("Final cash")
    own = list(results.result.standings[0].breakdown)
    rivals_own = [k for r in results.result.rivals for k in r.breakdown if k not in own]
    assert labels[:score] == [k[:1].upper() + k[1:] for k in own + rivals_own]
    assert rivals_own == ([PARTS["evil card"]] if players == 1 else [])
    assert all(label.startswith("Tie-break") for label in labels[score + 1:])
    assert sheet.columns[-1][1].right <= sheet.card.right - 12
    for standing in results.result.standings:
        assert amount_text(standing.score) in drawn
        assert all(amount_text(value) in drawn for value in standing.breakdown.values())
    if players == 1:
        (evil,) = results.result.rivals
        assert all(amount_text(value) in drawn for value in evil.breakdown.values())


def test_a_solo_results_screen_shows_the_player_against_the_evil_ai(app: App):
    """Two columns, best first: each rank over its name, and each figure under the other's on the cash row."""
    for seed in (0, 6):  # a loss, a win
        record, _ = finished(1, seed)
        result = record.state.result()
        results = ResultsScene(app, record.spec, result, list(record.seats), record.seed, dict(record.options), record)
        app.push(results)
        drawn = drawn_text.start_recording()
        app.step(1 / 60, [])
        drawn_text.stop_recording()
        app.pop()
        lines = sorted(result.standings + result.rivals, key=lambda s: s.rank)
        names = {0: NAMES[0], EVIL_AI: narrate.EVIL_NAME}
        for standing in lines:
            at = drawn.index(names[standing.seat])
            assert drawn[at - 1] == f"{standing.rank}.", drawn[at - 2:at + 1]
        cash_row = drawn.index(narrate.FINAL_CASH)
        assert drawn[cash_row + 1:cash_row + 3] == [amount_text(s.score) for s in lines]
        assert {s.rank for s in lines} != {2}, "the lone player is not ranked 2. with no one above"


def test_every_label_of_a_four_player_game_fits_its_row(app: App):
    results, drawn = results_screen(app, 4, True)
    sheet = results.sheet
    for row, _ in sheet.rows:
        assert font(sheet.size + 2, True).size(row.label)[0] <= sheet.labels.w - 12, row.label
        assert row.label in drawn


def test_the_tie_break_rows_say_which_way_they_count(app: App):
    """A four-player game's sheet: each tie-break row names the figure and which way it counts."""
    _, drawn = results_screen(app, 4, True)
    ties = [text for text in drawn if text.startswith("Tie-break")]
    assert ties[0] == "Tie-break 1: more total prestige" and ties[-1].endswith(": fewer Malfunctions")
    assert set(ties) <= {"Tie-break 1: more total prestige", "Tie-break 2: ahead on more tracks",
                         "Tie-break 2: fewer Malfunctions", "Tie-break 3: fewer Malfunctions"}
