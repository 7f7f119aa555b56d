"""Real saves of every game and the way the app loads them, for the tests that damage saves."""
from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

from game.core import CorruptSave, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.saves import UNREADABLE, load_save, read_summary, save_text

GAMES = available_games()
_PYTHON_WORDS = re.compile(r"Traceback|\b\w*(Error|Exception)\b|<\w+ object|\bint\(\)|\bwith base\b|File \"")


def played(game_id: str, finished: bool, seed: int = 5) -> GameRecord:
    """A real game of ``game_id`` at its biggest table, random legal moves, half played or finished."""
    spec = GAMES[game_id]
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(spec.max_players)]), seed)
    rng = random.Random(seed)
    while not record.state.is_over and (finished or len(record.moves) < 40):
        seat = rng.choice(record.state.to_move)
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


SAVES: dict[tuple[str, bool], dict[str, Any]] = {
    (game_id, finished): json.loads(save_text(played(game_id, finished)))
    for game_id in GAMES for finished in (False, True)}
"""A real save of each game, half played and finished, as the JSON the file holds."""


def save_of(game_id: str, finished: bool = False) -> dict[str, Any]:
    """A fresh copy of a real save, to edit."""
    return copy.deepcopy(SAVES[(game_id, finished)])


def assert_sentence(text: str) -> None:
    """A refusal in a player's words: a short line, no program words."""
    assert 10 <= len(text) <= 300 and "\n" not in text and text[0].isalpha(), repr(text)
    assert not _PYTHON_WORDS.search(text), repr(text)


def outcome(path: Path) -> GameRecord | CorruptSave:
    """Load ``path`` as the app does: a legal game, or CorruptSave with a sentence (anything else fails the test)."""
    summary = read_summary(path)
    assert summary.problem is None or summary.problem[:1].isalpha()
    try:
        record = load_save(path, GAMES)
    except CorruptSave as refused:
        assert_sentence(str(refused))
        assert str(refused) != UNREADABLE, f"no check named this damage: {refused.__cause__!r}"
        return refused
    check_legal(record)
    return record


def check_legal(record: GameRecord) -> None:
    """A loaded game is the clean replay of its own moves, and shows JSON-safe views."""
    again = GameRecord.start(record.spec, record.seats, record.seed, record.options)
    for move in record.moves:
        again.apply(move.seat, move.action)
    state = record.state
    assert state.to_json() == again.state.to_json()
    for seat in [None, *range(len(state.seats))]:
        view = state.view(seat)
        assert json.loads(json.dumps(view, allow_nan=False)) == view
    assert isinstance(state.progress(), str)
    if state.is_over:
        assert state.result().standings
    else:
        assert all(state.legal_actions(seat) for seat in state.to_move)


def write(path: Path, content: dict[str, Any] | bytes | str) -> Path:
    """Put ``content`` (a save's JSON, text or raw bytes) in ``path``."""
    if isinstance(content, dict):
        content = json.dumps(content)
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def nested(depth: int) -> Any:
    """A value ``depth`` lists deep."""
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value
