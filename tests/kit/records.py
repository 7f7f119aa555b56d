"""Playing a game record on as its computer players would (the table's own way of asking a bot)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.bots import decide
from game.core import Action
from game.record import GameRecord
from game.saves import write_save


def computer_move(record: GameRecord) -> tuple[int, Action]:
    """The move the table's computer players make now: the first computer seat to move asks a fresh bot."""
    state = record.state
    for seat in state.to_move:
        kind = record.seats[seat].kind
        if kind != "human":
            legal = state.legal_actions(seat)
            asked, seed, _ = record.bot_question(seat)
            action = decide(record.spec.make_bot(kind, seed), asked, seat, seed)
            assert action in legal, f"the {kind} bot chose {action}, which is not legal"
            return seat, action
    raise AssertionError("no computer seat is to move")


def play_computers_to_the_end(record: GameRecord) -> None:
    """Let the computer seats play the game out."""
    while not record.state.is_over:
        assert len(record.moves) < 3000, "the game does not end"
        record.apply(*computer_move(record))


RESUME_ELSEWHERE = """
import json, sys
sys.path[:0] = [sys.argv[2]]
from pathlib import Path
{prelude}
from game.saves import load_save
from game.registry import available_games
from tests.kit.records import play_computers_to_the_end
record = load_save(Path(sys.argv[1]), available_games())
play_computers_to_the_end(record)
print(json.dumps([move.to_json() for move in record.moves]))
"""
"""Load a save in a new process and let its computer players finish it; print every move."""


def check_resumed_elsewhere(whole: GameRecord, interrupted: GameRecord, folder: Path, prelude: str = "") -> None:
    """Save ``interrupted`` (a prefix of the finished ``whole``), let another process play it to the end
    under two hash seeds, and check it makes exactly ``whole``'s moves (``prelude``: lines run first there)."""
    path = folder / "save.json"
    write_save(path, interrupted)
    root = Path(__file__).resolve().parent.parent.parent
    script = RESUME_ELSEWHERE.format(prelude=prelude)
    for hash_seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", script, str(path), str(root)], capture_output=True,
                              text=True, timeout=300, env=dict(os.environ, PYTHONHASHSEED=hash_seed))
        assert done.returncode == 0, done.stderr[-2000:]
        assert json.loads(done.stdout) == [move.to_json() for move in whole.moves]
