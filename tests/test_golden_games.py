"""Games recorded before the rules were refactored play the same now (``tests/golden/make_golden.py``).

Each recorded game is replayed move by move through the rules as they are now: every move must still
be legal, the views of the table and of every seat must match the recorded digests every few moves and
in full at the end, the undo barriers fall on the same moves, and the result (every seat's rank and
score, and the summary) is the same.  The save files written by that version still load.  A game whose
rules were changed on purpose since has its games recorded again (``make_golden --regenerate``).
"""
from __future__ import annotations

import gzip
import json
from functools import cache
from typing import Any

import pytest

from game.registry import available_games
from game.saves import load_save
from tests.golden.make_golden import DIGEST_EVERY, GOLDEN, SAVES, replayed

GAMES = available_games()


@cache
def golden() -> dict[str, list[dict[str, Any]]]:
    """The recorded games, by game id."""
    return json.loads(gzip.decompress(GOLDEN.read_bytes()))


def no_longer_barriers(game_id: str, game: dict[str, Any]) -> set[int]:
    """Moves that were undo barriers by hand-set flags and, by design, are not now that barriers are derived:
    Paradise Fallen's Lanai deal hands out cards the dealer has already seen (game/barriers.py)."""
    if game_id != "paradise-fallen":
        return set()
    return {index for index, (_, action) in enumerate(game["moves"]) if action["type"] == "Deal"}


def test_the_lanai_deal_was_a_barrier_before():
    games = golden()["paradise-fallen"]
    assert sum(len(no_longer_barriers("paradise-fallen", g) & set(g["barriers"])) for g in games) > 100


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_recorded_games_play_the_same(game_id):
    games = golden()[game_id]
    assert len(games) >= 150
    for game in games:
        record, digests = replayed(GAMES[game_id], game)
        where = f"{game_id} {game['players']}p seed {game['seed']}"
        first_off = next((i for i, (a, b) in enumerate(zip(digests, game["digests"])) if a != b), None)
        assert first_off is None, f"{where}: the views differ by move {first_off * DIGEST_EVERY}"
        assert len(digests) == len(game["digests"])
        state = record.state
        assert state.is_over, where
        assert [state.view(None)] + [state.view(s) for s in range(game["players"])] == game["final_views"], where
        result = state.result()
        assert [[s.seat, s.rank, s.score] for s in result.standings] == game["standings"], where
        assert result.summary == game["summary"], where
        expected = [i for i in game["barriers"] if i not in no_longer_barriers(game_id, game)]
        assert [i for i, barrier in enumerate(record.barriers) if barrier] == expected, where


@pytest.mark.parametrize("path", sorted(SAVES.glob("*.json")), ids=lambda p: p.stem)
def test_saves_of_the_version_before_load(path):
    record = load_save(path, GAMES)
    assert record.spec.id == path.stem.rsplit("-", 1)[0]
    assert len(record.moves) > 0
    assert record.state.is_over == path.stem.endswith("finished")
