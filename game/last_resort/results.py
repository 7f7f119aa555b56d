"""The final standings of a game of Last Resort: ranks, each player's cash taken apart, the tie-breaks.

A player's breakdown is read from the ledger (every coin that moved, :class:`.scoring.CashEntry`):
the starting cash, the cash of each kind of check-out, the final clear-out, each prestige bonus, the
Improvements' cash, other gains and, as negative parts, what building and Malfunctions cost.  The parts add
up to the final cash exactly.  The tie-breaks are the figures :func:`.scoring.final_ranking` uses after cash,
in its order.  Solo, the Evil A.I. is a rival line of its own beside the player's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Result, Standing, TieBreak

from . import narrate
from .boards import START_CASH
from .prestige import EVIL_AI, totals
from .scoring import CashEntry, final_ranking, tracks_ahead
from .tabletop import LEDGER_REASONS

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
    if reason == LEDGER_REASONS["evil card"]:
        return "evil card"
    if entry.amount < 0:
        return "malfunctions"
    return "other"


def breakdowns(state: "Tabletop") -> dict[int, dict[str, int]]:
    """Each party's cash taken apart, in player words.  The seats have every part that anyone has but the
    Evil A.I.'s cards (zeros kept alike); the Evil A.I. (solo) only its own, so the others show as none."""
    raw: dict[int, dict[str, int]] = {party: {"start": START_CASH} for party in state.parties}
    for entry in state.ledger:
        if entry.who in raw:
            part = breakdown_part(entry)
            raw[entry.who][part] = raw[entry.who].get(part, 0) + entry.amount
    used = [key for key in narrate.RESULT_PARTS
            if key != "evil card" and (any(parts.get(key) for parts in raw.values()) or key == "start")]
    return {party: {narrate.RESULT_PARTS[key]: parts.get(key, 0) for key in narrate.RESULT_PARTS
                    if (key in parts if party == EVIL_AI else key in used)}
            for party, parts in raw.items()}


def standings(state: "Tabletop") -> Result:
    """Final standings: most cash, then the tie-breaks; solo, the Evil A.I. is ranked with the player as a
    rival (:attr:`game.core.Result.rivals`), its own column on the score sheet."""
    names = [s.name for s in state.seats]
    cash = {p: (state.evil_cash if p == EVIL_AI else state.cash[p]) for p in state.parties}
    faults = {p: (0 if p == EVIL_AI else len(state.stations[p].malfunctions)) for p in state.parties}
    ranked = final_ranking(cash, state.tracks, faults)
    parts = breakdowns(state)
    lines, rivals, rank = [], [], 1
    for group in ranked:
        for party in group:
            equals = [p for p in cash if cash[p] == cash[party] and totals(state.tracks, p) == totals(state.tracks, party)]
            ties = [TieBreak(narrate.TIE_PRESTIGE, totals(state.tracks, party))]
            if len(equals) > 1:
                ties.append(TieBreak(narrate.TIE_TRACKS, tracks_ahead(state.tracks, party, equals)))
            note = narrate.tie_break_note(ranked, cash, state.tracks, faults, party)
            if party == EVIL_AI:
                rivals.append(Standing(party, rank, cash[party], parts[party], note, ties, narrate.EVIL_NAME))
            else:
                ties.append(TieBreak(narrate.TIE_MALFUNCTIONS, faults[party]))
                lines.append(Standing(party, rank, cash[party], parts[party], note, ties))
        rank += len(group)
    return Result(lines, narrate.summary(ranked, cash, names), narrate.FINAL_CASH, rivals)
