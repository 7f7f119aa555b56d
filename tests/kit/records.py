"""Playing a game record on as its computer players would (the table's own way of asking a bot)."""
from __future__ import annotations

from game.bots import decide
from game.core import Action
from game.record import GameRecord


def computer_move(record: GameRecord) -> tuple[int, Action]:
    """The move the table's computer players make now: the first computer seat to move asks a fresh bot."""
    state = record.state
    for seat in state.to_move:
        kind = record.seats[seat].kind
        if kind != "human":
            legal, seed = state.legal_actions(seat), record.bot_seed(seat)
            action = decide(record.spec.make_bot(kind, seed), state, seat, seed)
            assert action in legal, f"the {kind} bot chose {action}, which is not legal"
            return seat, action
    raise AssertionError("no computer seat is to move")


def play_computers_to_the_end(record: GameRecord) -> None:
    """Let the computer seats play the game out."""
    while not record.state.is_over:
        assert len(record.moves) < 3000, "the game does not end"
        record.apply(*computer_move(record))
