"""Computer players for the Paradisio match: EasyBot and HardBot.

Both see only ``view(seat)``; Paradisio is open information, so the view
holds the whole round.  What matters is the round: the player who places
the last tile takes the token.  Only the corners of a tile matter for where
it fits (the isthmus and the strait fit the same places), so the bots think
in *moves* ``(cell, corners)`` and hands of *shapes* (see :func:`shape_of`).
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from game.bots import SeededBot, bot_maker, expert_maker
from game.core import Action
from game.paradisio.actions import Place
from game.paradisio.grid import Cell, demands, fits, open_cells
from game.paradisio.tiles import (
    TILE_COUNT,
    TILE_KINDS,
    TILES,
    Corners,
    shape_of,
    tile_corners,
    turn_corners,
)

Looks = dict[Cell, Corners]
Hand = tuple[int, ...]
"""How many tiles of each shape a player holds (indexed like TILE_KINDS)."""
Move = tuple[Cell, Corners]

WIN, TIE, LOSS = 1, 0, -1


@cache
def fitting(want: tuple[bool | None, ...]) -> tuple[tuple[int, Corners], ...]:
    """Every (shape, corners) that meets the demanded corner colours."""
    found: dict[Corners, int] = {}
    for kind in TILE_KINDS:
        for turn in range(4):
            corners = turn_corners(kind.corners, turn)
            if fits(corners, want):
                found.setdefault(corners, shape_of(corners))
    return tuple((shape, corners) for corners, shape in found.items())


def hand_of(tile_ids: list[int]) -> Hand:
    """Shape counts of a list of tile ids."""
    counts = [0] * len(TILE_KINDS)
    for tile_id in tile_ids:
        counts[shape_of(TILES[tile_id].kind.corners)] += 1
    return tuple(counts)


def moves(looks: Looks, hand: Hand) -> Iterator[Move]:
    """Every distinct move the holder of ``hand`` has."""
    for cell in open_cells(looks):
        want = demands(looks, cell)
        if want is None:
            continue
        for shape, corners in fitting(want):
            if hand[shape]:
                yield cell, corners


def has_move(looks: Looks, hand: Hand) -> bool:
    """True when the holder of ``hand`` can place something."""
    return next(moves(looks, hand), None) is not None


def play(looks: Looks, hand: Hand, move: Move) -> tuple[Looks, Hand]:
    """The table and hand after ``move``."""
    cell, corners = move
    after = dict(looks)
    after[cell] = corners
    counts = list(hand)
    counts[shape_of(corners)] -= 1
    return after, tuple(counts)


def position_key(looks: Looks, mine: Hand, theirs: Hand) -> tuple[tuple[tuple[Cell, Corners], ...], Hand, Hand]:
    """The position with the table slid so its top-left cell is (0, 0)."""
    lo_c = min((c for c, _ in looks), default=0)
    lo_r = min((r for _, r in looks), default=0)
    return tuple(sorted(((c - lo_c, r - lo_r), k) for (c, r), k in looks.items())), mine, theirs


def read_view(view: dict[str, Any], seat: int) -> tuple[Looks, Hand, Hand]:
    """The table, my hand and the opponent's hand from a view."""
    looks: Looks = {}
    for p in view["placed"]:
        nw, ne, se, sw = (bool(x) for x in p["corners"])
        looks[(int(p["cell"][0]), int(p["cell"][1]))] = (nw, ne, se, sw)
    hands = view["hands"]
    return looks, hand_of(hands[seat]), hand_of(hands[1 - seat])


def action_for(move: Move, legal: list[Action]) -> Action:
    """The legal Place that makes ``move`` (the lowest tile id that shows those corners)."""
    cell, corners = move
    for action in legal:
        if isinstance(action, Place) and (action.cell[0], action.cell[1]) == cell \
                and tile_corners(action.tile_id, action.turn) == corners:
            return action
    raise ValueError("that move is not among the legal actions")


def distinct_moves(legal: list[Action]) -> list[Move]:
    """The different (cell, corners) the legal actions make, in a stable order."""
    seen: dict[Move, None] = {}
    for action in legal:
        if isinstance(action, Place):
            seen.setdefault(((action.cell[0], action.cell[1]), tile_corners(action.tile_id, action.turn)), None)
    return list(seen)


class EasyBot(SeededBot):
    """Takes a move that leaves the opponent stuck when it sees one, else plays at random."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view(seat)``."""
        looks, mine, theirs = read_view(view, seat)
        options = distinct_moves(legal)
        winning = [m for m in options if not has_move(play(looks, mine, m)[0], theirs)]
        return action_for(self.rng.choice(winning or options), legal)


class _OutOfBudget(Exception):
    """The exact search used up its node budget."""


class HardBot(SeededBot):
    """Solves the rest of the round exactly when it can; otherwise looks two plies ahead.

    Exact values are memoised on the slid position within one decision.  The
    search is bounded by a count of positions, never by the clock, and starts
    afresh at every decision: a decision depends only on the view and the
    seed, so a resumed game plays on exactly as it would have.  A proven
    winning move is always taken.
    """

    def __init__(self, seed: int = 0, node_budget: int = 6000, exact_from: int = 6) -> None:
        super().__init__(seed)
        self.exact_from = exact_from
        """Tiles on the table before an exact search is worth trying."""
        self.node_budget = node_budget
        self.memo: dict[tuple, int] = {}
        self._nodes = 0

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view(seat)``."""
        looks, mine, theirs = read_view(view, seat)
        options = distinct_moves(legal)
        children = [(move,) + play(looks, mine, move) for move in options]
        for move, after, _ in children:
            if len(after) < TILE_COUNT and not has_move(after, theirs):
                return action_for(move, legal)
        self.memo.clear()
        self._nodes = 0
        proven: dict[Move, int] = {}
        if len(looks) >= self.exact_from:
            try:
                for move, after, left in children:
                    proven[move] = self._value_after(after, theirs, left)
                    if proven[move] == WIN:
                        return action_for(move, legal)
            except _OutOfBudget:
                pass
        scored = [(proven[move] if move in proven else self._guess(after, left, theirs), move)
                  for move, after, left in children]
        best = max(score for score, _ in scored)
        return action_for(self.rng.choice([m for s, m in scored if s == best]), legal)

    def prove(self, looks: Looks, mine: Hand, theirs: Hand, after_move: bool = False) -> int | None:
        """Exact value of the round (WIN, TIE or LOSS) within the budget, else None.

        For the player to move, or with ``after_move`` for the player who just
        moved (then ``mine`` is the hand to move next and ``theirs`` the mover's).
        """
        self._nodes = 0
        try:
            return self._value_after(looks, mine, theirs) if after_move else self._solve(looks, mine, theirs)
        except _OutOfBudget:
            return None

    def _value_after(self, looks: Looks, mover: Hand, other: Hand) -> int:
        """The exact value for the player who just moved (``other`` holds that hand)."""
        if len(looks) == TILE_COUNT:
            return TIE
        return -self._solve(looks, mover, other)

    def _solve(self, looks: Looks, mine: Hand, theirs: Hand) -> int:
        """Exact value of the round for the player to move (memoised, budgeted)."""
        key = position_key(looks, mine, theirs)
        known = self.memo.get(key)
        if known is not None:
            return known
        self._nodes += 1
        if self._nodes > self.node_budget:
            raise _OutOfBudget
        best = LOSS
        children = [play(looks, mine, m) for m in moves(looks, mine)]
        for after, _left in children:  # a move that leaves the opponent stuck wins at once
            if len(after) < TILE_COUNT and not has_move(after, theirs):
                best = WIN
                break
        else:
            for after, left in children:
                best = max(best, self._value_after(after, theirs, left))
                if best == WIN:
                    break
        self.memo[key] = best
        return best

    def _guess(self, looks: Looks, mine: Hand, theirs: Hand) -> float:
        """A heuristic in (-1, 1) after my move: shun replies that strand me, keep mobility."""
        replies = list(moves(looks, theirs))
        if not replies:
            return WIN
        if any(len(after) < TILE_COUNT and not has_move(after, mine)
               for after, _ in (play(looks, theirs, r) for r in replies)):
            return -0.99
        my_moves = sum(1 for _ in moves(looks, mine))
        return 0.9 * (my_moves - len(replies)) / (my_moves + len(replies) + 1)


make_bot = bot_maker({"easy": EasyBot, "hard": HardBot, "expert": expert_maker("game.paradisio.expert")})
"""A computer player for a level ("easy", "hard" or "expert"), deterministic for its seed."""
