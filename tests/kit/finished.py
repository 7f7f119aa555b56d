"""Finished games for the players' records tests: played out by computer seats, then seated with people."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from game.core import Seat, SeatKind
from game.record import GameRecord
from game.registry import available_games
from game.saves import write_save
from scenes.games import replayed
from tests.kit.records import play_computers_to_the_end

COLOURS = ("#d9534f", "#3a7bd5", "#f0ad4e", "#5cb85c", "#9b59b6")


@cache
def _played(game_id: str, seed: int, players: int) -> GameRecord:
    spec = available_games()[game_id]
    record = GameRecord.start(spec, [Seat(i, f"Seat {i}", COLOURS[i], "easy") for i in range(players)], seed)
    play_computers_to_the_end(record)
    return record


def finished_game(names: tuple[str, ...] = ("Ana", "Ben"), seed: int = 1, game_id: str = "paradisio",
                  kinds: tuple[SeatKind, ...] = ()) -> GameRecord:
    """A finished game of ``game_id`` dealt with ``seed``, its seats named ``names`` (people unless ``kinds``)."""
    played = _played(game_id, seed, len(names))
    seats = [Seat(i, name, COLOURS[i], kinds[i] if kinds else "human") for i, name in enumerate(names)]
    return replayed(played, seats)


def unfinished_game(names: tuple[str, ...] = ("Ana", "Ben"), seed: int = 1) -> GameRecord:
    """The same game as :func:`finished_game`, a few moves before its end."""
    whole = finished_game(names, seed)
    return replayed(whole, count=len(whole.moves) - 3)


def save_finished(folder: Path, name: str, record: GameRecord) -> Path:
    """Write ``record`` as ``folder/name.json``; returns the path."""
    path = folder / f"{name}.json"
    write_save(path, record)
    return path
