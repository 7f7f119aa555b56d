"""Benchmark of saved games: the save after every move, a whole game's save size, and loading it back.

Plays whole games with computer players (easy and hard mixed; The Last Paradise
at its biggest table) and after every move writes the save with
``game.saves.write_save`` to a temporary folder: the JSON encoding and the
atomic write, exactly what the table's autosave does.  Prints the save time per
move (p50, p95, max; target p95 under 5 ms), the size of a finished game's save
(target under 64 KB) and the time to load it (``load_save``: read, replay every
move through the rules, check the snapshot).  Prints figures, asserts nothing.

Usage: python bench/saves.py [--games N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import SeatKind, make_seats  # noqa: E402
from game.record import GameRecord  # noqa: E402
from game.registry import available_games  # noqa: E402
from game.saves import load_save, new_save_path, save_text, write_save  # noqa: E402

GAMES = available_games()
LOADS = 5
"""Loads of each finished save; the median is reported."""


def play_and_save(game_id: str, seed: int, folder: Path) -> tuple[list[float], list[float], Path, int]:
    """One game with computer seats, saved after every move.

    Returns the seconds of each save (encode + atomic write), of each encode
    alone, the finished save's path and the number of moves.
    """
    spec = GAMES[game_id]
    players = spec.max_players
    kinds: list[SeatKind] = [("easy", "hard")[(seed + i) % 2] for i in range(players)]
    record = GameRecord.start(spec, make_seats([f"Player {i + 1}" for i in range(players)], kinds), seed)
    path = new_save_path(folder, game_id)
    saves: list[float] = []
    encodes: list[float] = []
    while not record.state.is_over:
        state = record.state
        seat = state.to_move[0]
        bot = spec.make_bot(record.seats[seat].kind, record.bot_seed(seat))
        record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
        began = time.perf_counter()
        write_save(path, record)
        saves.append(time.perf_counter() - began)
        began = time.perf_counter()
        save_text(record)
        encodes.append(time.perf_counter() - began)
    return saves, encodes, path, len(record.moves)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ms(seconds: float) -> str:
    """Seconds as milliseconds for the report."""
    return f"{seconds * 1000:.2f} ms"


def bench_game(game_id: str, games: int) -> None:
    """Play ``games`` games of ``game_id`` and print the figures."""
    saves: list[float] = []
    encodes: list[float] = []
    sizes: list[int] = []
    loads: list[float] = []
    moves: list[int] = []
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(games):
            times, encoded, path, count = play_and_save(game_id, seed, Path(folder))
            saves += times
            encodes += encoded
            moves.append(count)
            sizes.append(path.stat().st_size)
            for _ in range(LOADS):
                began = time.perf_counter()
                load_save(path, GAMES)
                loads.append(time.perf_counter() - began)
    players = GAMES[game_id].max_players
    print(f"{game_id}: {games} games, {players} players, {statistics.mean(moves):.0f} moves a game "
          f"(max {max(moves)}), {len(saves)} saves")
    print(f"  save per move (encode + atomic write): p50 {ms(percentile(saves, 0.5))}, "
          f"p95 {ms(percentile(saves, 0.95))}, max {ms(max(saves))}   (target p95 < 5 ms)")
    print(f"  of which encoding: p50 {ms(percentile(encodes, 0.5))}, p95 {ms(percentile(encodes, 0.95))}")
    print(f"  finished game's save: mean {statistics.mean(sizes) / 1024:.1f} KB, "
          f"max {max(sizes) / 1024:.1f} KB   (target < 64 KB)")
    print(f"  load a finished game (read + replay + check): median {ms(statistics.median(loads))}, "
          f"max {ms(max(loads))}")


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games of each game (default 6)")
    args = parser.parse_args()
    for game_id in GAMES:
        bench_game(game_id, args.games)


if __name__ == "__main__":
    main()
