"""Random Paradisio matches over many seeds: the rules' invariants always hold."""
import json
import random

import pytest

from game.core import IllegalAction, make_seats
from game.paradisio import ParadisioState, new_game
from game.paradisio.actions import Place
from game.paradisio.bot import EasyBot
from game.paradisio.events import RoundStarted, RoundWon
from game.paradisio.grid import constraint_at
from game.paradisio.tiles import tile_corners


def _table_is_sound(state):
    cols = [c for c, _ in state.placed]
    rows = [r for _, r in state.placed]
    if state.placed:
        assert max(cols) - min(cols) < 4 and max(rows) - min(rows) < 4
    for cell, tile in state.placed.items():
        rest = {c: v for c, v in state.placed.items() if c != cell}
        want = constraint_at(rest, cell)
        assert want is not None
        assert all(w is None or w == c for c, w in zip(tile_corners(*tile), want))
    tiles = [t for h in state.hands for t in h] + [t for t, _ in state.placed.values()]
    assert sorted(tiles) == list(range(16))


def _try_illegal(state, rng):
    seat = state.to_move[0]
    before = state.to_json()
    wrong = [Place(state.hands[1 - seat][0], (9, 9), 0)] if state.hands[1 - seat] else []
    wrong += [Place(state.hands[seat][0], (7, 7), rng.randrange(4))]
    if state.placed:
        wrong.append(Place(state.hands[seat][0], next(iter(state.placed)), 0))
    for action in wrong:
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
        with pytest.raises(IllegalAction):
            state.apply(1 - seat, action)
    assert state.to_json() == before


@pytest.mark.parametrize("block", range(6))
def test_random_matches_keep_every_rule(block):
    for seed in range(block * 50, block * 50 + 50):
        rng = random.Random(seed)
        state = new_game(make_seats(["a", "b"]), seed)
        easy = EasyBot(seed)
        rounds_won = 0
        steps = 0
        while not state.is_over:
            seat = state.to_move[0]
            legal = state.legal_actions(seat)
            assert legal and state.legal_actions(1 - seat) == []
            if steps % 7 == 0:
                _try_illegal(state, rng)
            if steps % 11 == 0:
                assert ParadisioState.from_json(state.to_json()).to_json() == state.to_json()
                json.dumps(state.view(seat))
            action = easy.choose(state.view(seat), legal, seat) if seed % 2 else rng.choice(legal)
            round_before, starter_before = state.round, state.starter
            events = state.apply(seat, action)
            steps += 1
            for event in events:
                if isinstance(event, RoundWon):
                    rounds_won += 1
                    assert event.winner == seat  # the last placer scores
                if isinstance(event, RoundStarted):
                    assert event.round == round_before + 1
                    won = [e for e in events if isinstance(e, RoundWon)]
                    assert event.starter == (won[0].loser if won else 1 - starter_before)
            assert sum(state.tokens) == rounds_won
            _table_is_sound(state)
        assert max(state.tokens) == 3 and state.result().winners == [state.winner]
        assert json.loads(json.dumps(state.view(None)))["is_over"] is True
