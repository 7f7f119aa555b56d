"""Record the golden games: a few hundred games of every game, played before a refactor of the rules.

Run once with the rules as they stand (``python -m tests.golden.make_golden``); the file it writes,
``tests/golden/games.json.gz``, holds for each game its seed, seats, options and moves, the result
(seat, rank and score of every standing, and the summary), the final view of the table and of every
seat, and a digest of every view every few moves.  ``tests/test_golden_games.py`` replays them with the
rules as they are now and must find the same: a refactor keeps behaviour, saves and views.

Moves are chosen by a mix of the games' computer players and random legal moves (a game played at
random throughout can last thousands of moves), but the moves themselves are stored, so the file does
not depend on the bots staying the same.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from game.core import SeatKind, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.spec import GameSpec

GOLDEN = Path(__file__).with_name("games.json.gz")
SAVES = Path(__file__).with_name("saves")
"""Save files written by this version of the app (two a game: half-way and finished), which must still load."""
GAMES_PER_COUNT = {"paradisio": 150, "last-paradise": 50, "paradise-fallen": 50, "last-resort": 40}
"""Games recorded per player count."""
DIGEST_EVERY = 10
"""A digest of every view is kept at every this many moves."""
RANDOM_SHARE = 0.25
"""Share of the moves chosen at random among the legal ones (the rest by a computer player)."""


def views_digest(state: Any) -> str:
    """A short digest of the public view and every seat's view of ``state``."""
    views = [state.view(None)] + [state.view(seat) for seat in range(len(state.seats))]
    text = json.dumps(views, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def options_for(spec: GameSpec, rng: random.Random) -> dict[str, Any]:
    """Random options of ``spec`` (its default half the time)."""
    return {o.key: (o.default if rng.random() < 0.5 else rng.choice(o.choices)) for o in spec.options}


def play(spec: GameSpec, players: int, seed: int) -> dict[str, Any]:
    """One recorded game of ``spec``."""
    rng = random.Random(f"golden/{spec.id}/{players}/{seed}")
    options = options_for(spec, rng)
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(players)]), seed, options)
    levels: list[SeatKind] = [rng.choice(("easy", "hard")) for _ in range(players)]
    digests = []
    while not record.state.is_over:
        state = record.state
        if len(record.moves) % DIGEST_EVERY == 0:
            digests.append(views_digest(state))
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        if rng.random() < RANDOM_SHARE:
            action = rng.choice(legal)
        else:
            bot = spec.make_bot(levels[seat], rng.randrange(2 ** 32))
            action = bot.choose(state.view(seat), legal, seat)
        record.apply(seat, action)
    state = record.state
    result = state.result()
    return {"players": players, "seed": seed, "options": options,
            "moves": [move.to_json() for move in record.moves],
            "barriers": [index for index, barrier in enumerate(record.barriers) if barrier],
            "standings": [[s.seat, s.rank, s.score] for s in result.standings],
            "summary": result.summary,
            "final_views": [state.view(None)] + [state.view(seat) for seat in range(players)],
            "digests": digests}


def write_saves(games: dict[str, GameSpec], out: dict[str, list[dict[str, Any]]]) -> None:
    """Two save files per game from the first recorded game of its largest table: half-way and finished."""
    from game.saves import save_text

    SAVES.mkdir(exist_ok=True)
    for game_id, spec in games.items():
        game = [g for g in out[game_id] if g["players"] == spec.max_players][0]
        for name, count in (("halfway", len(game["moves"]) // 2), ("finished", len(game["moves"]))):
            record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(game["players"])]),
                                      game["seed"], game["options"])
            for seat, action in game["moves"][:count]:
                record.apply(seat, spec.action_from_dict(action))
            (SAVES / f"{game_id}-{name}.json").write_text(save_text(record))


def main() -> None:
    """Write the golden file and the save files."""
    games = available_games()
    out: dict[str, list[dict[str, Any]]] = {}
    for game_id, spec in games.items():
        out[game_id] = [play(spec, players, seed)
                        for players in range(spec.min_players, spec.max_players + 1)
                        for seed in range(GAMES_PER_COUNT[game_id])]
        print(game_id, len(out[game_id]), "games,", sum(len(g["moves"]) for g in out[game_id]), "moves", file=sys.stderr)
    GOLDEN.write_bytes(gzip.compress(json.dumps(out, separators=(",", ":")).encode(), mtime=0))
    print(GOLDEN, GOLDEN.stat().st_size, "bytes", file=sys.stderr)
    write_saves(games, out)


if __name__ == "__main__":
    main()
