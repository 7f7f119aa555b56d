"""The Expert (issue 17): a search that finds what wins, sees only its seat's view, plays every game to
its end at every seat count, and decides the same after a save is loaded in another process.

Whole games run on a small budget (:mod:`tests.kit.experts`); the search is the one the app uses.
"""
from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from game.bots import ExpertBot, StateBot, decide
from game.core import Action, GameRng, Result, Seat, SeatKind, Standing, derived_seed, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.search import Plan, search
from tests.kit.experts import QUICK_IN_SUBPROCESS, quick_experts
from tests.kit.records import check_resumed_elsewhere, play_computers_to_the_end

GAMES = available_games()


# --- the search itself, on a game small enough to know the answer -------------------------------
@dataclasses.dataclass(frozen=True)
class Add(Action):
    """Add 1 or 2 to the count."""

    amount: int


class RaceToTen:
    """Two players add 1 or 2 in turn; who reaches 10 wins.  The mover wins exactly when the count is not
    1 short of a multiple of 3 (10, 7, 4, 1 lose for the player to move)."""

    GOAL = 10

    def __init__(self, count: int = 0, mover: int = 0) -> None:
        self.count, self.mover = count, mover
        self.rng = GameRng(0)

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.is_over else (self.mover,)

    @property
    def is_over(self) -> bool:
        return self.count >= self.GOAL

    def legal_actions(self, seat: int) -> list[Action]:
        return [Add(n) for n in (1, 2) if self.count + n <= self.GOAL] if seat == self.mover else []

    def apply(self, seat: int, action: Action) -> None:
        assert seat == self.mover and action in self.legal_actions(seat)
        self.count += action.amount  # type: ignore[attr-defined]
        self.mover = 1 - self.mover if not self.is_over else self.mover

    def resample(self, seat: int, seed: int) -> "RaceToTen":
        return RaceToTen(self.count, self.mover)

    def result(self) -> Result:
        return Result([Standing(self.mover, 1, 1), Standing(1 - self.mover, 2, 0)], "")


def perfect(state: Any, seat: int, rng: random.Random) -> Action:
    """The winning move where there is one (leave the count at 1 mod 3), else a random one."""
    legal = state.legal_actions(seat)
    winning = [a for a in legal if (state.count + a.amount) % 3 == 1]
    return winning[0] if winning else rng.choice(legal)


def won(state: Any, seat: int) -> float:
    return 1.0 if state.is_over and state.result().winners == [seat] else 0.0


@pytest.mark.parametrize("count, best", [(0, Add(1)), (2, Add(2)), (3, Add(1)), (5, Add(2)), (8, Add(2))])
def test_the_search_finds_the_only_winning_move_against_a_perfect_opponent(count: int, best: Action):
    decision = search(RaceToTen(count), 0, Plan(40, perfect, won), random.Random(count))
    assert decision.action == best
    assert all(decision.means[best] > m for a, m in decision.means.items() if a != best)
    assert decision.visits[best] == max(decision.visits.values())


class HiddenRace(RaceToTen):
    """The race with a hidden number the searcher never sees (its world's seed), and the first move played
    (the root move an iteration took)."""

    def __init__(self, count: int = 0, mover: int = 0, hidden: int = 0) -> None:
        super().__init__(count, mover)
        self.hidden = hidden
        self.first: Action | None = None

    def resample(self, seat: int, seed: int) -> "HiddenRace":
        return HiddenRace(self.count, self.mover, seed)

    def apply(self, seat: int, action: Action) -> None:
        self.first = self.first or action
        super().apply(seat, action)


def test_paired_root_moves_meet_the_same_worlds_in_turn():
    met: dict[Action, list[int]] = {}

    def seen(state: Any, seat: int) -> float:
        met.setdefault(state.first, []).append(state.hidden)
        return won(state, seat)

    decision = search(HiddenRace(), 0, Plan(24, perfect, seen, paired=3), random.Random(5))
    assert decision.visits == {Add(1): 12, Add(2): 12} and decision.action == Add(1)
    assert met[Add(1)] == met[Add(2)] == met[Add(1)][:3] * 4 and len(set(met[Add(1)])) == 3


def test_an_expert_asked_with_a_view_alone_refuses():
    bot = ExpertBot(Plan(3, perfect, won), 1)
    assert isinstance(bot, StateBot)
    with pytest.raises(TypeError):
        bot.choose({}, [Add(1)], 0)


# --- every game -------------------------------------------------------------------------------
def positions(game_id: str, seats: int, count: int) -> list[tuple[Any, int]]:
    """``count`` positions of an easy-bot game where the seat to move has a real choice, with that seat."""
    spec = GAMES[game_id]
    options = {o.key: o.default for o in spec.options}
    found: list[tuple[Any, int]] = []
    for seed in range(40):
        state = spec.new_game(make_seats([f"P{i}" for i in range(seats)]), seed, **options)
        moves = 0
        stop = random.Random(seed).randrange(5, 60)
        while not state.is_over and moves < stop:
            seat = state.to_move[0]
            bot_seed = derived_seed(seed, moves)
            state.apply(seat, decide(spec.make_bot("easy", bot_seed), state, seat, bot_seed))
            moves += 1
        if not state.is_over and len(state.legal_actions(state.to_move[-1])) > 1:
            found.append((state, state.to_move[-1]))
        if len(found) == count:
            return found
    return found


def small_plan(game_id: str, iterations: int = 6) -> Plan:
    """The game's own Expert plan with a small budget."""
    expert = GAMES[game_id].make_bot("expert", 0)
    return dataclasses.replace(expert.plan, iterations=iterations, horizon=min(expert.plan.horizon, 12))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_resampling_is_canonical_what_lies_hidden_never_steers_the_draw(game_id: str):
    for state, seat in positions(game_id, GAMES[game_id].max_players, 4):
        for other in (11, 12):
            twin = state.resample(seat, other)
            assert twin.view(seat) == state.view(seat)
            assert twin.resample(seat, 5).to_json() == state.resample(seat, 5).to_json()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_expert_decides_from_its_seats_view_alone(game_id: str):
    """Everything hidden from the seat drawn again, a dozen ways: the same decision every time."""
    plan = small_plan(game_id)
    changed = 0
    for state, seat in positions(game_id, GAMES[game_id].max_players, 4):
        seed = derived_seed(game_id, seat)
        chosen = decide(ExpertBot(plan, seed), state, seat, seed)
        assert chosen in state.legal_actions(seat)
        for other in range(12):
            twin = state.resample(seat, 100 + other)
            changed += twin.to_json() != state.to_json()
            assert decide(ExpertBot(plan, seed), twin, seat, seed) == chosen
    assert changed > 0, "no hidden part was ever redrawn: the test would prove nothing"


def expert_table(game_id: str, players: int, seed: int) -> GameRecord:
    """A game of ``players`` seats, Experts and hard bots alternating from seat 1."""
    kinds: list[SeatKind] = [("expert", "hard")[i % 2] for i in range(players)]
    seats = [Seat(i, f"{kind.title()} {i + 1}", "#d9534f", kind) for i, kind in enumerate(kinds)]
    spec = GAMES[game_id]
    return GameRecord.start(spec, seats, seed, {o.key: o.default for o in spec.options})


def seat_counts() -> list[Any]:
    return [pytest.param(game_id, n, id=f"{game_id}-{n}")
            for game_id, spec in sorted(GAMES.items()) for n in range(spec.min_players, spec.max_players + 1)]


@pytest.mark.parametrize("game_id, players", seat_counts())
def test_experts_play_every_game_to_its_end_at_every_seat_count(game_id: str, players: int):
    with quick_experts():
        record = expert_table(game_id, players, 7)
        play_computers_to_the_end(record)
    assert record.state.is_over and record.state.result().standings


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_with_experts_resumed_in_another_process_ends_the_same(tmp_path: Path, game_id: str):
    players = min(GAMES[game_id].max_players, 3)
    with quick_experts():
        whole = expert_table(game_id, players, 3)
        play_computers_to_the_end(whole)
        interrupted = expert_table(game_id, players, 3)
        for move in whole.moves[:len(whole.moves) // 2]:
            interrupted.apply(move.seat, move.action)
    check_resumed_elsewhere(whole, interrupted, tmp_path, prelude=QUICK_IN_SUBPROCESS)
