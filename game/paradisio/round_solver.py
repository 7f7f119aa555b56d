"""A Paradisio round as a small, fast board, and its exact solver.

A round is open information and has no chance in it: both hands lie face up, and whoever places the
last tile (leaving the other player stuck) takes the token; all 16 tiles down is a tie.  So the rest
of a round can be solved exactly, by negamax with alpha-beta over the values win, tie and loss and a
transposition table, as far as a count of positions (never the clock) allows.

The board (:class:`Board`) keeps the table on a padded 9×9 grid of whole numbers (the first tile in the
middle; a tile lies within 3 of it), each placed tile as its four corners packed in 4 bits (bit ``i``:
corner ``i`` of NW, NE, SE, SW is land), and each hand as counts of tile shapes (the isthmus and the
strait fit the same places, so they are one shape here, as in :func:`game.paradisio.bot.hand_of`).
What the placed tiles demand of every empty cell beside them is kept up to date as tiles come and go,
so listing the moves is a walk over those cells.  A move is ``(cell index, corners, shape)``.
"""
from __future__ import annotations

import random

from game.paradisio.bot import Hand, Looks, Move
from game.paradisio.grid import BOX, SIDES, Cell
from game.paradisio.tiles import TILE_COUNT, TILE_KINDS, Corners, shape_of

WIN, TIE, LOSS = 1, 0, -1

PAD = 9
"""Width of the padded grid: cells -4..4 along each axis, (0, 0) in the middle."""
OFFSET = 4
EMPTY = -1
CLASH = -1
"""The demand of a cell whose placed neighbours ask different colours of one corner: nothing fits."""
FREE = -2
"""The demand of a cell beside no placed tile."""
CENTRE = OFFSET * PAD + OFFSET

BoardMove = tuple[int, int, int]
"""(cell index, corners as 4 bits, shape)."""

Undo = tuple[int, int, tuple[int, int, int, int], list[int]]
"""What :meth:`Board.undo` needs to take a move back."""

STEPS: tuple[int, ...] = tuple(dr * PAD + dc for _, (dc, dr), _ in SIDES)
"""Index steps to the neighbour beyond each side (left, right, top, bottom)."""
FACING: tuple[int, ...] = (1, 0, 3, 2)
"""For each side of a cell, the side of that neighbour which faces back."""
COL: tuple[int, ...] = tuple(i % PAD for i in range(PAD * PAD))
ROW: tuple[int, ...] = tuple(i // PAD for i in range(PAD * PAD))
SHAPE_SLOTS = len(TILE_KINDS)


def bits_of(corners: Corners) -> int:
    """Four corners as 4 bits (bit i: corner i is land)."""
    return sum(1 << i for i, land in enumerate(corners) if land)


def corners_of(bits: int) -> Corners:
    """The four corners packed by :func:`bits_of`."""
    return (bool(bits & 1), bool(bits & 2), bool(bits & 4), bool(bits & 8))


def _side_demand(side: int, look: int) -> tuple[int, int]:
    """(mask, colours) a neighbour with ``look`` beyond ``side`` demands of my corners along that side."""
    mask = value = 0
    for mine, theirs in SIDES[side][2]:
        mask |= 1 << mine
        if look >> theirs & 1:
            value |= 1 << mine
    return mask, value


def _joined(demand: int, side: int, look: int) -> int:
    """A cell's demand (``mask * 16 + colours``) once a tile with ``look`` lies beyond ``side`` (CLASH if none fits)."""
    if demand < 0:
        return CLASH
    mask, value = divmod(demand, 16)
    m, v = _side_demand(side, look)
    if (value ^ v) & mask & m:
        return CLASH
    return (mask | m) * 16 + (value | v)


JOINED: tuple[int, ...] = tuple(_joined(d, s, look) for d in range(256) for s in range(4) for look in range(16))
"""``_joined`` for every demand, side and look, at ``d * 64 + side * 16 + look``."""
SHAPE_OF_BITS: tuple[int, ...] = tuple(shape_of(corners_of(b)) for b in range(16))
FITTING: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((look, SHAPE_OF_BITS[look]) for look in range(16) if look & (d // 16) == d % 16) for d in range(256))
"""For each demand ``mask * 16 + colours``: every (look, shape) that meets it."""
FIT_HELD: tuple[int, ...] = tuple(sum({1 << s for _, s in fit}) for fit in FITTING)
"""For each demand: the shapes that can meet it, a bit per shape."""
NEXT_TO = frozenset(STEPS)
_ZOBRIST_RNG = random.Random(17)
ZOBRIST: tuple[tuple[int, ...], ...] = tuple(tuple(_ZOBRIST_RNG.getrandbits(64) for _ in range(16))
                                             for _ in range(PAD * PAD))


def cell_index(cell: Cell) -> int:
    """A cell's place on the padded grid."""
    return (cell[1] + OFFSET) * PAD + cell[0] + OFFSET


def index_cell(index: int) -> Cell:
    """The cell at a place on the padded grid."""
    return index % PAD - OFFSET, index // PAD - OFFSET


def _fits_for(key: int) -> tuple[tuple[int, int], ...]:
    """For ``demand * 128 + shapes held`` (a bit per shape): every (look, shape) held that meets the demand."""
    demand, held = divmod(key, 128)
    found = tuple((look, shape) for look, shape in FITTING[demand] if held >> shape & 1)
    FITS[key] = found
    return found


FITS: dict[int, tuple[tuple[int, int], ...]] = {}
"""What :func:`_fits_for` found, kept."""


class Board:
    """A round in progress: the table, the demands beside it, both hands and whose turn it is (0 or 1)."""

    def __init__(self, mine: Hand, theirs: Hand) -> None:
        self.looks = [EMPTY] * (PAD * PAD)
        self.demands = [FREE] * (PAD * PAD)
        self.demands[CENTRE] = 0
        self.frontier = {CENTRE}
        """Empty cells beside a placed tile (on an empty table: the middle)."""
        self.count = 0
        self.bounds = (OFFSET, OFFSET, OFFSET, OFFSET)
        """Smallest and largest column, smallest and largest row of the placed tiles, on the grid."""
        self.room = _room(self.bounds)
        """Columns and rows (inclusive, on the grid) a tile may still use: (low, high, low, high)."""
        self.hands = [list(mine) + [0] * (SHAPE_SLOTS - len(mine)), list(theirs) + [0] * (SHAPE_SLOTS - len(theirs))]
        self.codes = [0, 0]
        """Each hand packed in one number, 3 bits a shape."""
        self.held = [0, 0]
        """Each hand's shapes, a bit per shape held."""
        self._recount()
        self.turn = 0
        self.zobrist = 0

    def _recount(self) -> None:
        self.codes = [sum(n << 3 * s for s, n in enumerate(h)) for h in self.hands]
        self.held = [sum(1 << s for s, n in enumerate(h) if n) for h in self.hands]

    @classmethod
    def of(cls, looks: Looks, mine: Hand, theirs: Hand) -> "Board":
        """The board of a table (cell -> corners) with ``mine`` to move and ``theirs`` next."""
        board = cls(mine, theirs)
        for cell, corners in sorted(looks.items()):
            look = bits_of(corners)
            board.hands[0][SHAPE_OF_BITS[look]] += 1  # laid from outside the hands: give the tile first
            board._recount()
            board.play((cell_index(cell), look, SHAPE_OF_BITS[look]))
            board.turn = 0
        board._recount()
        return board

    @property
    def full(self) -> bool:
        """True when all 16 tiles are down (a tie)."""
        return self.count == TILE_COUNT

    def play(self, move: BoardMove) -> Undo:
        """Lay a tile from the hand to move and pass the turn; returns what :meth:`undo` needs."""
        index, look, shape = move
        saved: Undo = (index, self.demands[index], self.bounds, [])
        changed = saved[3]
        self.looks[index] = look
        self.frontier.discard(index)
        c, r = COL[index], ROW[index]
        if self.count:
            c0, c1, r0, r1 = self.bounds
            if c < c0 or c > c1 or r < r0 or r > r1:
                self.bounds = bounds = (c if c < c0 else c0, c if c > c1 else c1, r if r < r0 else r0, r if r > r1 else r1)
                self.room = _room(bounds)
        else:
            self.bounds = (c, c, r, r)
            self.room = _room(self.bounds)
        self.count += 1
        self.zobrist ^= ZOBRIST[index][look]
        demands, looks = self.demands, self.looks
        for side in range(4):
            near = index + STEPS[side]
            if looks[near] != EMPTY:
                continue
            old = demands[near]
            changed.append(near)
            changed.append(old)
            if old == FREE:
                self.frontier.add(near)
                old = 0
            demands[near] = JOINED[old * 64 + FACING[side] * 16 + look] if old >= 0 else CLASH
        who = self.turn
        hand = self.hands[who]
        hand[shape] -= 1
        if not hand[shape]:
            self.held[who] &= ~(1 << shape)
        self.codes[who] -= 1 << 3 * shape
        self.turn = 1 - who
        return saved

    def undo(self, saved: Undo) -> None:
        """Take back the last :meth:`play`."""
        index, old, bounds, changed = saved
        self.turn = who = 1 - self.turn
        shape = SHAPE_OF_BITS[self.looks[index]]
        self.hands[who][shape] += 1
        self.held[who] |= 1 << shape
        self.codes[who] += 1 << 3 * shape
        self.zobrist ^= ZOBRIST[index][self.looks[index]]
        self.looks[index] = EMPTY
        self.demands[index] = old
        self.frontier.add(index)
        if bounds is not self.bounds:
            self.bounds = bounds
            self.room = _room(bounds)
        self.count -= 1
        demands, frontier = self.demands, self.frontier
        for i in range(0, len(changed), 2):
            near, before = changed[i], changed[i + 1]
            if before == FREE:
                frontier.discard(near)
            demands[near] = before

    def moves(self) -> list[BoardMove]:
        """Every distinct move the player to move has."""
        held = self.held[self.turn]
        lo_c, hi_c, lo_r, hi_r = self.room
        found: list[BoardMove] = []
        demands = self.demands
        for cell in self.frontier:
            demand = demands[cell]
            if demand >= 0 and lo_c <= COL[cell] <= hi_c and lo_r <= ROW[cell] <= hi_r:
                key = demand * 128 + held
                fits = FITS.get(key)
                if fits is None:
                    fits = _fits_for(key)
                for look, shape in fits:
                    found.append((cell, look, shape))
        return found

    def open_to(self, who: int) -> list[int]:
        """The cells where hand ``who`` could lay some tile now."""
        held = self.held[who]
        lo_c, hi_c, lo_r, hi_r = self.room
        demands = self.demands
        return [cell for cell in self.frontier
                if demands[cell] >= 0 and FIT_HELD[demands[cell]] & held
                and lo_c <= COL[cell] <= hi_c and lo_r <= ROW[cell] <= hi_r]

    def strands(self, move: BoardMove, open_cells: list[int]) -> bool:
        """True when ``move`` leaves the next player stuck before the table is full (the mover wins the round);
        ``open_cells`` are the cells open to the next player now (:meth:`open_to`)."""
        if self.count + 1 == TILE_COUNT:
            return False
        cell = move[0]
        c, r = COL[cell], ROW[cell]
        c0, c1, r0, r1 = self.bounds
        lo_c, hi_c = (c1 if c1 > c else c) - BOX + 1, (c0 if c0 < c else c) + BOX - 1
        lo_r, hi_r = (r1 if r1 > r else r) - BOX + 1, (r0 if r0 < r else r) + BOX - 1
        for other in open_cells:
            if other != cell and lo_c <= COL[other] <= hi_c and lo_r <= ROW[other] <= hi_r \
                    and other - cell not in NEXT_TO:
                return False
        saved = self.play(move)
        stuck = not self.open_to(self.turn)
        self.undo(saved)
        return stuck

    def key(self) -> int:
        """The position (table, the hand to move, the other hand) as one number."""
        return (self.zobrist << 48) | (self.codes[self.turn] << 24) | self.codes[1 - self.turn]

    @staticmethod
    def move_of(move: BoardMove) -> Move:
        """A board move as the bots' (cell, corners)."""
        return index_cell(move[0]), corners_of(move[1])


def _room(bounds: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Where tiles may still go, given the bounds of the placed ones (see :class:`Board`)."""
    c0, c1, r0, r1 = bounds
    return c1 - BOX + 1, c0 + BOX - 1, r1 - BOX + 1, r0 + BOX - 1


ORDER_UNTIL = 9

class OutOfBudget(Exception):
    """The exact search used up its count of positions."""


class Solver:
    """Exact values of rounds (for the player to move), memoised, bounded by a count of positions.

    The table and the move-ordering history outlive one question, so a Solver asked again about
    nearby positions (as a search does) answers from what it already knows.
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.nodes = 0
        self.table: dict[int, tuple[int, int]] = {}
        """Position key -> (lower, upper) bound of its value."""
        self.history: dict[tuple[int, int], int] = {}

    def value(self, board: Board, alpha: int = LOSS, beta: int = WIN, moves: list[BoardMove] | None = None) -> int:
        """The exact value if it lies within [alpha, beta], else a bound beyond them (OutOfBudget when
        the count of positions runs out); ``moves`` are the board's moves when already listed."""
        if board.count == TILE_COUNT:
            return TIE
        key = board.key()
        low, high = self.table.get(key, (LOSS, WIN))
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        if moves is None:
            moves = board.moves()
        if not moves:
            self.table[key] = (LOSS, LOSS)
            return LOSS
        history = self.history
        replies: list[list[BoardMove] | None]
        if board.count <= ORDER_UNTIL:  # deep below: worth ordering by the replies each move leaves
            moves, replies = self.ordered(board, moves)
            won = not replies[0] and board.count + 1 < TILE_COUNT
        else:
            open_cells = board.open_to(1 - board.turn)
            won = any(board.strands(move, open_cells) for move in moves)
            moves.sort(key=lambda m: -history.get((m[0], m[1]), 0))
            replies = [None] * len(moves)
        if won:  # a move that leaves the other stuck wins at once
            self.table[key] = (WIN, WIN)
            return WIN
        a0, b0 = max(alpha, low), min(beta, high)
        a, best = a0, LOSS - 1
        for move, answers in zip(moves, replies):
            saved = board.play(move)
            try:
                score = -self.value(board, -b0, -a, answers)
            finally:
                board.undo(saved)
            if score > best:
                best = score
                if best > a:
                    a = best
                if best >= b0:
                    slot = (move[0], move[1])
                    history[slot] = history.get(slot, 0) + (TILE_COUNT - board.count) ** 2
                    break
        if best <= a0:
            self.table[key] = (low, best)
        elif best >= b0:
            self.table[key] = (best, high)
        else:
            self.table[key] = (best, best)
        return best

    def ordered(self, board: Board, moves: list[BoardMove]) -> tuple[list[BoardMove], list[list[BoardMove] | None]]:
        """Moves that leave the other player the fewest replies first (then by history), with those replies."""
        history = self.history
        scored = []
        for move in moves:
            saved = board.play(move)
            answers = board.moves()
            board.undo(saved)
            scored.append((len(answers), -history.get((move[0], move[1]), 0), move, answers))
        scored.sort(key=lambda x: x[:2])
        return [m for _, _, m, _ in scored], [r for _, _, _, r in scored]

    def move_values(self, board: Board) -> dict[BoardMove, int]:
        """Each move's exact value for the player to move, stopping at the first win (OutOfBudget as above)."""
        values: dict[BoardMove, int] = {}
        open_cells = board.open_to(1 - board.turn)
        for move in board.moves():
            if board.strands(move, open_cells):
                return {move: WIN}
            saved = board.play(move)
            try:
                values[move] = -self.value(board)
            finally:
                board.undo(saved)
            if values[move] == WIN:
                break
        return values
