"""Record the golden games: a few hundred games of every game, played before a refactor of the rules.

Run once with the rules as they stand (``python -m tests.golden.make_golden``); the file it writes,
``tests/golden/games.json.gz``, holds for each game its seed, seats, options and moves, the result
(seat, rank and score of every standing, and the summary), the final view of the table and of every
seat, and a digest of every view every few moves.  ``tests/test_golden_games.py`` replays them with the
rules as they are now and must find the same: a refactor keeps behaviour, saves and views.

After a deliberate change of a game's rules, ``python -m tests.golden.make_golden --regenerate GAME``
records that game's games again (:func:`regenerate`); Last Resort's were, when its End of Year gains came
to keep the trackers' order (RULINGS §4, 67 of 160 games changed).

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


def options_for(spec: GameSpec, players: int, rng: random.Random) -> dict[str, Any]:
    """Random options of ``spec`` (its default half the time)."""
    return {o.key: (o.default if rng.random() < 0.5 else rng.choice(o.offered(players))) for o in spec.options}


def play(spec: GameSpec, players: int, seed: int) -> dict[str, Any]:
    """One recorded game of ``spec``."""
    rng = random.Random(f"golden/{spec.id}/{players}/{seed}")
    options = options_for(spec, players, rng)
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
    return recorded(record, seed, options, digests)


def recorded(record: GameRecord, seed: int, options: dict[str, Any], digests: list[str]) -> dict[str, Any]:
    """What the golden file keeps of a finished game."""
    state = record.state
    result = state.result()
    players = len(record.seats)
    return {"players": players, "seed": seed, "options": options,
            "moves": [move.to_json() for move in record.moves],
            "barriers": [index for index, barrier in enumerate(record.barriers) if barrier],
            "standings": [[s.seat, s.rank, s.score] for s in result.standings],
            "summary": result.summary,
            "final_views": [state.view(None)] + [state.view(seat) for seat in range(players)],
            "digests": digests}


def replayed(spec: GameSpec, game: dict[str, Any]) -> tuple[GameRecord, list[str]]:
    """A recorded game played again through the rules as they are now, with the digests of its views every
    few moves (AssertionError if a move is refused now)."""
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(game["players"])]), game["seed"], game["options"])
    digests = []
    for number, (seat, data) in enumerate(game["moves"]):
        if number % DIGEST_EVERY == 0:
            digests.append(views_digest(record.state))
        action = spec.action_from_dict(data)
        assert record.state.problem(seat, action) is None, f"move {number} ({action}) is refused now"
        record.apply(seat, action)
    return record, digests


def regenerate(game_id: str) -> None:
    """Record one game's golden games again after a deliberate rules change (say which in the commit): a game
    whose moves are all still legal keeps them and its barriers as first recorded, and has its views and result
    recorded again; one with a move the rules now refuse is played again from its seed.  Prints how many changed."""
    spec = available_games()[game_id]
    data = json.loads(gzip.decompress(GOLDEN.read_bytes()))
    fresh, changed, again = [], 0, 0
    for game in data[game_id]:
        try:
            record, digests = replayed(spec, game)
            assert record.state.is_over, "the game no longer ends with its moves"
            new = recorded(record, game["seed"], game["options"], digests)
            new["barriers"] = game["barriers"]  # as first recorded: test_golden_games knows what changed since
        except AssertionError:
            new, again = play(spec, game["players"], game["seed"]), again + 1
        changed += new != game
        fresh.append(new)
    data[game_id] = fresh
    GOLDEN.write_bytes(gzip.compress(json.dumps(data, separators=(",", ":")).encode(), mtime=0))
    print(f"{game_id}: {changed} of {len(fresh)} games changed, {again} played again from their seed", file=sys.stderr)


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
    if len(sys.argv) == 3 and sys.argv[1] == "--regenerate":
        regenerate(sys.argv[2])
    else:
        main()
