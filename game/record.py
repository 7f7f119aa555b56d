"""A game as the contract defines it: its seats, seed, options and the moves applied.

The state is where those moves lead; replaying them from ``new_game`` gives the
same state again.  That one fact carries saves (a save is checked by replaying
it), undo (a shorter history, replayed), replays and the game log (the events
of each move, made again), and computer players that play on exactly after a
resume (:meth:`GameRecord.bot_seed`).

Undo follows Board Game Arena's policy: a player takes back their own moves
since their last decision, never past a move that revealed something hidden or
drew at random (a barrier, derived from the game's declaration by
:mod:`game.barriers`), nor past another person's move, nor once the decision
has passed to another person.  Computer players' moves are
taken back with the person's, since the computer makes them again exactly.
"""
from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.barriers import is_barrier, look
from game.core import Action, CorruptSave, Event, IllegalAction, Seat, State, derived_seed, is_whole
from game.spec import GameSpec

MOVE_LIMIT = 5000
"""More moves than any real game has; a save with more is refused."""
HINT_LIMIT = MOVE_LIMIT
"""More hints than one seat can take (one a decision); a save that counts more is refused."""


@dataclass(frozen=True)
class Move:
    """One entry of a game's history: who did what."""

    seat: int
    action: Action

    def to_json(self) -> list[Any]:
        """``[seat, action]`` in JSON-safe form."""
        return [self.seat, self.action.to_dict()]


class GameRecord:
    """A game's seats, seed, options and history, and the state they lead to."""

    def __init__(self, spec: GameSpec, seats: Sequence[Seat], seed: int, options: dict[str, Any]) -> None:
        """A game about to start; use :meth:`start` or :meth:`from_dict`."""
        self.spec = spec
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options)
        self.moves: list[Move] = []
        self.barriers: list[bool] = []
        """For each move: True when it revealed something hidden or drew at random."""
        self.state: State = self.fresh_state()
        self.hints: list[int] = [0] * len(self.seats)
        """Hints each seat has taken (a hint for a decision counts once, and stays counted after an undo)."""

    @classmethod
    def start(cls, spec: GameSpec, seats: Sequence[Seat], seed: int,
              options: dict[str, Any] | None = None) -> "GameRecord":
        """Deal a new game (options not given take their ``missing`` value, as in a record made before they existed,
        else their default; unknown ones raise CorruptSave)."""
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(f"{spec.title} takes {spec.player_range}, not {len(seats)}")
        return cls(spec, seats, seed, spec.check_options(dict(options or {})))

    def fresh_state(self) -> State:
        """The state before any move."""
        return self.spec.new_game(list(self.seats), self.seed, **self.options)

    # playing ------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a move and keep it in the history (IllegalAction changes nothing)."""
        before = look(self.state, self.spec.game_type, seat)
        events = self.state.apply(seat, action)
        self._keep(seat, action, is_barrier(before, self.state, self.spec.game_type))
        return events

    def apply_noted(self, seat: int, action: Action) -> list[tuple[Event, dict[str, Any]]]:
        """Like :meth:`apply`, with the public view as of each event, for the table to show."""
        before = look(self.state, self.spec.game_type, seat)
        noted = self.state.apply_noted(seat, action)
        self._keep(seat, action, is_barrier(before, self.state, self.spec.game_type))
        return noted

    def _keep(self, seat: int, action: Action, barrier: bool) -> None:
        self.moves.append(Move(seat, action))
        self.barriers.append(barrier)

    def count_hint(self, seat: int) -> None:
        """Count a hint shown to ``seat``."""
        self.hints[seat] = min(HINT_LIMIT, self.hints[seat] + 1)

    def bot_seed(self, seat: int) -> int:
        """The seed of a computer player's next decision: the same whenever this game reaches this point."""
        return derived_seed(self.spec.id, self.seed, seat, self.decision_point())

    def decision_point(self) -> int:
        """How many moves a computer player's next decision is taken after: all of them, or, in the middle
        of a simultaneous secret choice, those made before the choice began.

        The other seats' sealed choices made since are hidden from it, so its decision neither waits on
        them nor changes with them: a computer's sealed bid thought out while a person was still bidding
        stays good once the person has bid, and is the same after a resume.  The choice began after the
        last move that revealed or drew something (a barrier), of a seat still to choose, or of a seat that
        already chose in it (each seat chooses once).
        """
        point = len(self.moves)
        if not self.state.simultaneous:
            return point
        waiting, chose = set(self.state.to_move), set()
        while point > 0:
            move = self.moves[point - 1]
            if self.barriers[point - 1] or move.seat in waiting or move.seat in chose:
                break
            chose.add(move.seat)
            point -= 1
        return point

    def bot_question(self, seat: int) -> tuple[State, int, int]:
        """What a computer player at ``seat`` decides from now: the state as of :meth:`decision_point`, the
        decision's seed and that point (its tag: the decision stays good while the point stays)."""
        point = self.decision_point()
        state = self.state if point == len(self.moves) else self.state_at(point)
        return state, derived_seed(self.spec.id, self.seed, seat, point), point

    # history ------------------------------------------------------------------
    def state_at(self, count: int) -> State:
        """The state after the first ``count`` moves."""
        state = self.fresh_state()
        for move in self.moves[:count]:
            state.apply(move.seat, move.action)
        return state

    def replay(self) -> Iterator[tuple[int, Move, list[Event]]]:
        """Every move again from the start: (index, move, its events)."""
        state = self.fresh_state()
        for index, move in enumerate(self.moves):
            yield index, move, state.apply(move.seat, move.action)

    def undo_point(self) -> int | None:
        """How many moves stay if the last person to move takes their move back (None: undo is not possible).

        The point is that person's last move; computer moves after it go too.
        Nothing is taken back across a move that revealed something or drew at
        random, while another person is to decide, nor once the game is over.
        """
        return self._undo_scan()[0]

    def undo_problem(self) -> str | None:
        """Why nothing can be taken back now, in a player's words (None: undo is possible)."""
        return self._undo_scan()[1]

    def _undo_scan(self) -> tuple[int | None, str | None]:
        if self.state.is_over:
            return None, "the game is over"
        for index in range(len(self.moves) - 1, -1, -1):
            if self.barriers[index]:
                return None, "something has been revealed or dealt since then, so the moves before stay"
            mover = self.moves[index].seat
            if self.seats[mover].is_human:
                waiting = [s for s in self.state.to_move if s != mover and self.seats[s].is_human]
                if waiting:
                    return None, f"it is {self.seats[waiting[0]].name}'s turn now"
                return index, None
        return None, "there is no move of yours to take back"

    def undo(self) -> int | None:
        """Take back to :meth:`undo_point`; returns the seat whose move was taken back, or None."""
        point = self.undo_point()
        if point is None:
            return None
        seat = self.moves[point].seat
        del self.moves[point:]
        del self.barriers[point:]
        self.state = self.state_at(point)
        return seat

    # saving -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: how the game began, every move, and the state now (a snapshot)."""
        return {"game": self.spec.id, "seed": self.seed, "options": dict(self.options),
                "seats": [seat.to_dict() for seat in self.seats],
                "moves": [move.to_json() for move in self.moves],
                "hints": list(self.hints), "snapshot": self.state.to_json()}

    @classmethod
    def from_dict(cls, spec: GameSpec, data: Any) -> "GameRecord":
        """Rebuild a game by replaying its moves through the rules.

        Raises CorruptSave with a sentence naming what is wrong: a damaged
        field, an option off the list, a move the rules refuse (and which), or
        a snapshot that does not match the moves.  Whatever loads is an exact
        legal game.
        """
        if not isinstance(data, dict):
            raise CorruptSave("the saved game is damaged")
        if data.get("game") != spec.id:
            raise CorruptSave(f"the save is not a game of {spec.title}")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
            raise CorruptSave("the save's seed is damaged")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not spec.min_players <= len(raw_seats) <= spec.max_players:
            raise CorruptSave(f"{spec.title} takes {spec.player_range}, and the save has another number")
        seats = [Seat.from_dict(s) for s in raw_seats]
        if [seat.index for seat in seats] != list(range(len(seats))):
            raise CorruptSave("the save's seats are out of order")
        options = spec.check_options(data.get("options"))
        raw_moves = data.get("moves")
        if not isinstance(raw_moves, list) or len(raw_moves) > MOVE_LIMIT:
            raise CorruptSave("the save's list of moves is damaged")
        try:
            record = cls(spec, seats, seed, options)
        except (ValueError, TypeError) as exc:
            raise CorruptSave(f"the game cannot be dealt again ({exc})") from exc
        for number, raw in enumerate(raw_moves, start=1):
            record._replay_one(number, raw)
        record.hints = _hints_of(data.get("hints"), len(seats))
        snapshot = data.get("snapshot")
        if not isinstance(snapshot, str):
            raise CorruptSave("the save has no snapshot of the table")
        try:
            matches = json.loads(snapshot) == json.loads(record.state.to_json())
        except (ValueError, RecursionError) as exc:
            raise CorruptSave("the save's snapshot of the table is not readable") from exc
        if not matches:
            raise CorruptSave("the save's table does not match its moves")
        return record

    def _replay_one(self, number: int, raw: Any) -> None:
        if not isinstance(raw, list) or len(raw) != 2:
            raise CorruptSave(f"move {number} of the save is damaged")
        seat, data = raw
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise CorruptSave(f"move {number} of the save names a seat that is not at the table")
        try:
            action = self.spec.action_from_dict(data)
        except CorruptSave as exc:
            raise CorruptSave(f"move {number} of the save is damaged: {exc}") from exc
        try:
            self.apply(seat, action)  # the rules check the move once, as they do at the table
        except IllegalAction as exc:
            raise CorruptSave(f"move {number} ({self.seats[seat].name}: {action}) breaks the rules: {exc}") from exc


def _hints_of(raw: Any, seats: int) -> list[int]:
    """The hints each seat took, from a save (a save made before hints were counted took none)."""
    if raw is None:
        return [0] * seats
    if not isinstance(raw, list) or len(raw) != seats or not all(is_whole(n) and 0 <= n <= HINT_LIMIT for n in raw):
        raise CorruptSave("the save's count of hints is damaged")
    return [int(n) for n in raw]
