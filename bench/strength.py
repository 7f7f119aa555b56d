"""Strength of the computer levels, side by side, for every game (issue 17).

Prints figures, asserts nothing.  Usage:
    python bench/strength.py [--games 20] [--expert-games 4] [--only GAME] [--collision-games 30]
                             [--pairs expert:hard,expert:solo]
For every game (2 seats; The Last Paradise 3) a round-robin of the levels random, easy, hard and expert
(expert only where the game's ``make_bot("expert", seed)`` exists; skipped otherwise).  Each pairing plays
fixed seeds with the seats rotated: at 2 seats each level sits first in half the games; at 3 seats one
player of the first level meets two of the second, taking each seat in turn.  A shared win counts a share.
Printed: the first level's win rate with its 95% Wilson interval (fair share 50%, or 33% at 3 seats), and
each level's think time per decision in CPU seconds (median, p95).

* random: a seeded uniformly random legal move.  Random games can run very long (Paradise Fallen:
  thousands of moves), so a game is stopped after ``--cap`` moves; a stopped game counts as a loss for
  the random seats (a shared result if no seat is random), and the count of stopped games is printed.
* Last Resort solo: each level against the Evil A.I.
* Last Resort's Advert collisions: players per season on a shared non-Berths Advert at 4 seats, all-hard
  (and all-expert Adverts, the rest played by hard, when the expert exists) against random Adverts on the
  same seeds (bench/last_resort_adverts.py).
A quick run (the defaults) takes a few minutes without the expert.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from last_resort_adverts import AdvertTally, advert_game, spread  # noqa: E402
from seat_balance import wilson  # noqa: E402

from game.bots import decide  # noqa: E402
from game.core import Action, derived_seed, make_seats  # noqa: E402
from game.registry import available_games  # noqa: E402
from game.spec import GameSpec  # noqa: E402

LEVELS = ("random", "easy", "hard", "expert")
SEATS = {"last-paradise": 3}


class RandomBot:
    """A seeded uniformly random legal move."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Any one of ``legal``."""
        return self.rng.choice(legal)


def maker(spec: GameSpec) -> Callable[[str, int], Any]:
    """``make_bot`` of the game, with the random level added."""
    def make(level: str, seed: int) -> Any:
        return RandomBot(seed) if level == "random" else spec.make_bot(level, seed)  # type: ignore[arg-type]
    return make


def levels_of(spec: GameSpec) -> list[str]:
    """The levels the game offers, random first (expert only when its make_bot knows it)."""
    found = []
    for level in LEVELS:
        try:
            maker(spec)(level, 0)
        except ValueError:
            continue
        found.append(level)
    return found


def play(spec: GameSpec, levels: list[str], seed: int, cap: int, times: dict[str, list[float]]) -> list[int] | None:
    """One game with these seat levels: its winners, or None when stopped at ``cap`` moves."""
    options = {o.key: o.default for o in spec.options}
    state = spec.new_game(make_seats([f"Player {i + 1}" for i in range(len(levels))]), seed, **options)
    make = maker(spec)
    moves = 0
    while not state.is_over:
        if moves >= cap:
            return None
        seat = state.to_move[0]
        bot_seed = derived_seed(spec.id, seed, seat, moves)
        bot = make(levels[seat], bot_seed)
        begin = time.process_time()
        action = decide(bot, state, seat, bot_seed)
        times.setdefault(levels[seat], []).append(time.process_time() - begin)
        state.apply(seat, action)
        moves += 1
    return list(state.result().winners)


def pairing(spec: GameSpec, one: str, other: str, games: int, cap: int, times: dict[str, list[float]]) -> str:
    """``one`` against ``other``: a printed line of ``one``'s win rate."""
    seats = SEATS.get(spec.id, 2)
    share = stopped = 0.0
    for game in range(games):
        at = game % seats
        levels = [one if s == at else other for s in range(seats)]
        winners = play(spec, levels, 1000 + game // seats, cap, times)
        if winners is None:
            stopped += 1
            random_seats = [s for s in range(seats) if levels[s] == "random"]
            winners = [s for s in range(seats) if s not in random_seats] if random_seats else list(range(seats))
        share += (at in winners) / max(1, len(winners))
    low, high = wilson(share, games)
    crowd = f"{one} vs {other}" if seats == 2 else f"{one} vs two {other}"
    note = f"; {int(stopped)} stopped at {cap} moves" if stopped else ""
    return f"  {crowd:<22} {one} wins {share / games:6.1%}  (95% CI {low:5.1%}-{high:5.1%}; {games} games{note})"


def solo(spec: GameSpec, level: str, games: int, times: dict[str, list[float]]) -> str:
    """Last Resort solo: ``level`` against the Evil A.I."""
    won = sum(bool(play(spec, [level], 2000 + game, 10 ** 6, times)) for game in range(games))
    low, high = wilson(won, games)
    return f"  solo {level:<8} vs the Evil A.I.: wins {won / games:6.1%}  (95% CI {low:5.1%}-{high:5.1%}; {games} games)"


def collisions(levels: list[str], games: int, expert_games: int) -> None:
    """Last Resort at 4 seats: shared non-Berths Adverts per season, against random Adverts."""
    from game.last_resort import make_bot

    def expert_adverts(level: str, seed: int) -> Any:
        return make_bot("expert", seed)

    drawn = AdvertTally()
    for seed in range(games):
        advert_game(seed, 4, drawn, random_adverts=True)
    print(f"Last Resort Advert collisions, 4 seats, {games} games (same seeds):")
    print(drawn.line("  random Adverts"))
    for level in ("hard", "expert"):
        if level not in levels:
            continue
        tally = AdvertTally()
        for seed in range(games if level == "hard" else expert_games):
            if level == "hard":
                advert_game(seed, 4, tally)
            else:
                advert_game(seed, 4, tally, advert_maker=expert_adverts)
        label = "  all-hard" if level == "hard" else f"  expert Adverts (rest hard; {expert_games} games)"
        print(tally.line(label) + f"; Advert think time {spread(tally.think)}")


def main() -> None:
    """Run the round-robins and print their tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games per pairing without the expert")
    parser.add_argument("--expert-games", type=int, default=4, help="games per pairing with the expert")
    parser.add_argument("--cap", type=int, default=1500, help="moves before a game is stopped")
    parser.add_argument("--only", default=None, help="one game id (paradisio, last-paradise, paradise-fallen, last-resort)")
    parser.add_argument("--collision-games", type=int, default=30)
    parser.add_argument("--expert-collision-games", type=int, default=1)
    parser.add_argument("--pairs", default=None, help="only these pairings, e.g. expert:hard,hard:random")
    args = parser.parse_args()
    began = time.perf_counter()
    for spec in available_games().values():
        if args.only and spec.id != args.only:
            continue
        levels = levels_of(spec)
        times: dict[str, list[float]] = {}
        seats = SEATS.get(spec.id, 2)
        print(f"{spec.title}, {seats} seats (fair share {1 / seats:.0%}); levels: {', '.join(levels)}")
        chosen = [tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else None
        for low, high in combinations(levels, 2):
            if chosen is not None and (high, low) not in chosen:
                continue
            games = args.expert_games if "expert" in (low, high) else args.games
            print(pairing(spec, high, low, games, args.cap, times), flush=True)
        if spec.id == "last-resort":
            for level in levels:
                if chosen is not None and (level, "solo") not in chosen:
                    continue
                games = args.expert_games if level == "expert" else args.games * 2
                print(solo(spec, level, games, times), flush=True)
        for level in levels:
            print(f"  {level:<7} think time: {spread(times.get(level, []))}")
        if spec.id == "last-resort" and args.collision_games and chosen is None:
            collisions(levels, args.collision_games, args.expert_collision_games)
    print(f"elapsed {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
