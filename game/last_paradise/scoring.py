"""Every payment the bank makes in The Last Paradise, as pure functions.

Placement bonuses (10 Paras each), the exclusive bonus (20 when a group fills
and one player owns all its buildings), the island bonus (20 once per player
with a building in every district), the environmental prizes and the final
appraisal.  The functions read a board (site -> :class:`Placement`) and return
:class:`Payment` objects; paying them is the state's job.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from . import narrate as say
from .board import (
    BUILDING,
    DISTRICTS,
    EXCLUSIVE_BONUS,
    GROUP_NAMES,
    GROUP_SITES,
    ISLAND_BONUS,
    NATURE,
    PLACEMENT_BONUS,
    SITES,
    Board,
    BonusKind,
    group_is_full,
    prize_for,
)
from .ledger import BANK, LedgerEntry

ISLAND_REASON = "a building in every district"
"""The reason text of the island bonus."""
PRIZE_REASON = "environmental prize"
"""The reason text of an environmental prize in the ledger."""


@dataclass(frozen=True)
class Payment:
    """Paras the bank owes a seat: which bonus, and the reason said in the game's words."""

    seat: int
    amount: int
    reason: str
    bonus: BonusKind


def placement_bonuses(board: Board, site: int, side: str, placer: int) -> list[Payment]:
    """Bonuses for putting a counter on ``site`` with ``side`` up.

    ``board`` is the island just before the placement (``site`` still free).
    Building: for every group holding the site, 10 to the placer per nature
    counter already in it.  Nature: for every group holding the site, 10 to
    the owner of each building in it; the placer earns nothing for earlier
    nature counters (only a tree, which is not a payment).
    """
    if site in board:
        raise ValueError(f"{SITES[site].name} is already taken")
    kind = SITES[site].kind
    payments: list[Payment] = []
    for group in SITES[site].groups:
        others = [board[s] for s in GROUP_SITES[group] if s in board]
        if side == BUILDING:
            preserves = sum(1 for p in others if p.side == NATURE)
            if preserves:
                word = "counter" if preserves == 1 else "counters"
                payments.append(Payment(placer, PLACEMENT_BONUS * preserves,
                                        f"new {kind} beside {preserves} nature {word} in {GROUP_NAMES[group]}",
                                        "new building"))
        elif side == NATURE:
            for other_site in GROUP_SITES[group]:
                placed = board.get(other_site)
                if placed is not None and placed.is_building and placed.owner is not None:
                    payments.append(Payment(placed.owner, PLACEMENT_BONUS,
                                            f"{SITES[other_site].kind} beside new nature in {GROUP_NAMES[group]}",
                                            "new nature"))
        else:
            raise ValueError(f"unknown side {side!r}")
    return payments


def exclusive_bonus(board: Board, group: int) -> Payment | None:
    """The 20 Paras for a full group whose buildings all have one owner.

    None while the group has a free site, when it holds no building at all,
    or when its buildings belong to more than one player.
    """
    if not group_is_full(board, group):
        return None
    owners = {board[s].owner for s in GROUP_SITES[group] if board[s].is_building}
    if len(owners) != 1:
        return None
    (owner,) = owners
    if owner is None:
        return None
    return Payment(owner, EXCLUSIVE_BONUS, f"every building in {GROUP_NAMES[group]}", "exclusive")


def island_bonus(board: Board, seat: int, already_paid: bool) -> Payment | None:
    """The 20 Paras, once per player, for owning a building in all four districts."""
    if already_paid:
        return None
    districts = {SITES[s].district for s, p in board.items() if p.is_building and p.owner == seat}
    if len(districts) < len(DISTRICTS):
        return None
    return Payment(seat, ISLAND_BONUS, ISLAND_REASON, "island")


def environmental_prizes(trees: Mapping[int, int], preserves: int) -> dict[int, int]:
    """The environmental prize of each seat (0 for most), from its trees.

    Most trees takes the first prize, next most the second.  Several seats tied
    for most share first + second (rounded down) and no second is given;
    several tied for second share the second (rounded down); a lone tree owner
    takes both prizes.  Seats without trees get nothing.
    """
    first, second = prize_for(preserves)
    prizes = {seat: 0 for seat in trees}
    growers = {seat: n for seat, n in trees.items() if n > 0}
    if not growers:
        return prizes
    most = max(growers.values())
    leaders = [s for s, n in growers.items() if n == most]
    if len(leaders) > 1:
        for seat in leaders:
            prizes[seat] = (first + second) // len(leaders)
        return prizes
    (leader,) = leaders
    rest = {s: n for s, n in growers.items() if s != leader}
    if not rest:
        prizes[leader] = first + second
        return prizes
    prizes[leader] = first
    runner_up = max(rest.values())
    seconds = [s for s, n in rest.items() if n == runner_up]
    for seat in seconds:
        prizes[seat] = second // len(seconds)
    return prizes


def money_breakdown(ledger: Sequence[LedgerEntry], seat: int, start: int) -> dict[str, int]:
    """Where ``seat``'s money came from and went, read from the ledger: parts that add up to its money now.

    The keys are :data:`.narrate.BREAKDOWN_LABELS`, in that order: the starting money, what it paid for
    lots (to the bank), the bonuses (placement, exclusive and island), the deals received and the deals
    paid (between players), and the environmental prize.  What was paid out is negative.
    """
    starting, lots, bonuses, received, paid, prize = say.BREAKDOWN_LABELS
    lines = dict.fromkeys(say.BREAKDOWN_LABELS, 0)
    lines[starting] = start
    for entry in ledger:
        if entry.payer == seat:
            lines[lots if entry.payee == BANK else paid] -= entry.amount
        elif entry.payee == seat and entry.payer == BANK:
            lines[prize if entry.reason == PRIZE_REASON else bonuses] += entry.amount
        elif entry.payee == seat:
            lines[received] += entry.amount
    return lines


@dataclass(frozen=True)
class Appraisal:
    """The final appraisal: ranks (1 = winner), who lost, and a summary line."""

    ranks: dict[int, int]
    lost: frozenset[int]
    winners: tuple[int, ...]
    summary: str = ""
    notes: dict[int, str] = field(default_factory=dict)

    @property
    def all_lost(self) -> bool:
        """True when every player ended below the starting money."""
        return not self.winners


def appraisal(money: Mapping[int, int], starting: int, names: Mapping[int, str] | None = None) -> Appraisal:
    """Rank the players at the end of the game.

    Everyone below ``starting`` money has lost.  Of the rest, the most money
    wins (ties share rank 1).  Losers are ranked after the others by money;
    if all lost, nobody holds rank 1 and the summary says so.
    """
    names = dict(names or {})
    lost = frozenset(s for s, m in money.items() if m < starting)
    survivors = sorted((s for s in money if s not in lost), key=lambda s: -money[s])
    losers = sorted(lost, key=lambda s: -money[s])
    ranks: dict[int, int] = {}
    _competition_ranks(survivors, money, 1, ranks)
    _competition_ranks(losers, money, max(len(survivors), 1) + 1, ranks)
    winners = tuple(s for s in survivors if ranks[s] == 1)
    summary = say.appraisal_summary([names.get(s, f"Seat {s + 1}") for s in winners],
                                    money[winners[0]] if winners else 0, starting)
    notes = {s: say.lost_note(starting) for s in lost}
    return Appraisal(ranks, lost, winners, summary, notes)


def _competition_ranks(order: list[int], money: Mapping[int, int], first: int, ranks: dict[int, int]) -> None:
    """Rank seats already sorted by money, equal money sharing a rank (1, 1, 3...)."""
    for position, seat in enumerate(order):
        if position and money[seat] == money[order[position - 1]]:
            ranks[seat] = ranks[order[position - 1]]
        else:
            ranks[seat] = first + position
