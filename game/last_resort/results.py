"""The final standings of a game of Last Resort: ranks, each player's cash taken apart, the tie-breaks.

A player's breakdown is read from the ledger (every coin that moved, :class:`.scoring.CashEntry`):
the starting cash, the cash of each kind of check-out, the final clear-out, each prestige bonus, the
Improvements' cash, other gains and, as negative parts, what building and Malfunctions cost.  The parts add
up to the final cash exactly.  The tie-breaks are the figures :func:`.scoring.final_ranking` uses after cash,
in its order.  Solo, the Evil A.I. has no line of its own: the player's note says where it finished.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Result, Standing, TieBreak

from . import narrate
from .boards import START_CASH
from .prestige import EVIL_AI, totals
from .scoring import CashEntry, final_ranking, tracks_ahead

if TYPE_CHECKING:
    from .tabletop import Tabletop


def breakdown_part(entry: CashEntry) -> str:
    """Which part of a breakdown a ledger entry belongs to (a key of :data:`.narrate.RESULT_PARTS`)."""
    reason = entry.reason
    if reason.startswith("checked out "):
        return reason.removeprefix("checked out ")
    if reason.startswith("built "):
        return "building"
    if reason.endswith(" bonus"):
        return reason
    if reason in ("Tourism Grant", "Investor Suite"):
        return "improvements"
    if entry.amount < 0:
        return "malfunctions"
    return "other"


def breakdowns(state: "Tabletop") -> dict[int, dict[str, int]]:
    """Each seat's cash taken apart, in player words, every part that anyone has (zeros kept alike)."""
    raw: dict[int, dict[str, int]] = {seat: {"start": START_CASH} for seat in range(state.players)}
    for entry in state.ledger:
        if entry.who in raw:
            part = breakdown_part(entry)
            raw[entry.who][part] = raw[entry.who].get(part, 0) + entry.amount
    used = [key for key in narrate.RESULT_PARTS if any(parts.get(key) for parts in raw.values()) or key == "start"]
    return {seat: {narrate.RESULT_PARTS[key]: parts.get(key, 0) for key in used} for seat, parts in raw.items()}


def standings(state: "Tabletop") -> Result:
    """Final standings: most cash, then the tie-breaks (solo: the player against the Evil A.I.)."""
    names = [s.name for s in state.seats]
    cash = {p: (state.evil_cash if p == EVIL_AI else state.cash[p]) for p in state.parties}
    faults = {p: (0 if p == EVIL_AI else len(state.stations[p].malfunctions)) for p in state.parties}
    ranked = final_ranking(cash, state.tracks, faults)
    parts = breakdowns(state)
    lines, rank = [], 1
    for group in ranked:
        for party in group:
            if party != EVIL_AI:
                equals = [p for p in cash if cash[p] == cash[party] and totals(state.tracks, p) == totals(state.tracks, party)]
                ties = [TieBreak(narrate.TIE_PRESTIGE, totals(state.tracks, party))]
                if len(equals) > 1:
                    ties.append(TieBreak(narrate.TIE_TRACKS, tracks_ahead(state.tracks, party, equals)))
                ties.append(TieBreak(narrate.TIE_MALFUNCTIONS, faults[party]))
                note = narrate.tie_break_note(ranked, cash, state.tracks, faults, party)
                if state.solo:
                    note = note or narrate.evil_note(rank == 1, cash[EVIL_AI])
                lines.append(Standing(party, rank, cash[party], parts[party], note, ties))
        rank += len(group)
    return Result(lines, narrate.summary(ranked, cash, names), narrate.FINAL_CASH)
