"""Paradisio bots: legal, deterministic, quick, and the hard bot finds proven wins."""
import random

from game.core import make_seats
from game.paradisio import ParadisioState, Place, new_game
from game.paradisio.bot import WIN, EasyBot, HardBot, make_bot, play, read_view
from game.paradisio.tiles import tile_corners
from tests.kit.typed import as_a


def _duel(seed, hard_seat):
    state = new_game(make_seats(["a", "b"]), seed)
    bots = {hard_seat: HardBot(seed), 1 - hard_seat: EasyBot(seed)}
    while not state.is_over:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), legal, seat)
        assert action in legal
        state.apply(seat, action)
    return state.winner == hard_seat


def test_hard_beats_easy_clearly():
    """Think time is measured by bench/paradisio_rules.py, not asserted here (machines are noisy)."""
    assert sum(_duel(seed, seed % 2) for seed in range(20)) >= 16


def test_bots_are_deterministic_for_a_seed():
    state = new_game(make_seats(["a", "b"]), 5)
    for _ in range(5):
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        for level in ("easy", "hard"):
            assert make_bot(level, 3).choose(state.view(seat), legal, seat) == \
                make_bot(level, 3).choose(state.view(seat), legal, seat)
        state.apply(seat, legal[len(legal) // 2])


def _endgames(count):
    """Positions from random play where the player to move can force the round."""
    rng = random.Random(11)
    judge = HardBot(0, node_budget=10**6)
    found: list[ParadisioState] = []
    while len(found) < count:
        state = new_game(make_seats(["a", "b"]), rng.randrange(10**6))
        while not state.is_over and state.round == 1:
            seat = state.to_move[0]
            if len(state.placed) >= 7:
                looks, mine, theirs = read_view(state.view(seat), seat)
                if judge.prove(looks, mine, theirs) == WIN:
                    found.append(state.clone())
                    break
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found, judge


def test_hard_bot_never_misses_a_proven_win():
    positions, judge = _endgames(8)
    for state in positions:
        seat = state.to_move[0]
        action = HardBot(1).choose(state.view(seat), state.legal_actions(seat), seat)
        looks, mine, theirs = read_view(state.view(seat), seat)
        after, left = play(looks, mine, (as_a(Place, action).cell, tile_corners(as_a(Place, action).tile_id, as_a(Place, action).turn)))
        assert judge.prove(after, theirs, left, after_move=True) == WIN


def test_both_bots_take_a_move_that_strands_the_opponent():
    state = new_game(make_seats(["a", "b"]), 1)
    state.placed, state.hands, state.player = {}, [[0, 5], [15]], 0  # open sea strands the interior
    for bot in (EasyBot(2), HardBot(2)):
        action = bot.choose(state.view(0), state.legal_actions(0), 0)
        assert as_a(Place, action).tile_id == 0
