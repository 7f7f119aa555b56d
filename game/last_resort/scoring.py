"""Cash and the end of the game: the cash ledger, the prestige bonuses and the final tie-breaks.

Every coin that moves is one :class:`CashEntry` between a party (a seat, or the Evil
A.I.) and the bank, so a player's cash is always the starting 10 plus their entries.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .boards import END_BONUSES
from .prestige import Track, order, position, totals
from .tiles import PRESTIGE, Prestige


@dataclass(frozen=True)
class CashEntry:
    """``who`` took ``amount`` from the bank (negative: paid it to the bank), for ``reason``."""

    who: int
    amount: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the entry."""
        return {"who": self.who, "amount": self.amount, "reason": self.reason}

    @classmethod
    def from_dict(cls, data: Any) -> "CashEntry":
        """Rebuild an entry from :meth:`to_dict` output (ValueError/TypeError/KeyError if damaged)."""
        who, amount, reason = data["who"], data["amount"], data["reason"]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (who, amount)) or not isinstance(reason, str):
            raise ValueError("a cash entry is damaged")
        return cls(who, amount, reason)


def prestige_bonuses(tracks: dict[Prestige, Track], players: int) -> list[tuple[Prestige, int, int, int]]:
    """The end bonuses as (track, place 1-based, party, cash): 10 for the highest, and by player count
    6 for the 2nd (3–4 players) and 3 for the 3rd (4 players).  A shared space goes to the tracker ahead."""
    amounts = END_BONUSES[players]
    paid = []
    for kind in PRESTIGE:
        for place, party in enumerate(order(tracks[kind])[:len(amounts)]):
            paid.append((kind, place + 1, party, amounts[place]))
    return paid


def tracks_ahead(tracks: dict[Prestige, Track], party: int, rivals: list[int]) -> int:
    """On how many tracks ``party`` is ahead of every one of ``rivals``."""
    return sum(1 for kind in PRESTIGE
               if all(position(tracks[kind], party) < position(tracks[kind], r) for r in rivals if r != party))


def final_ranking(cash: dict[int, int], tracks: dict[Prestige, Track], malfunctions: dict[int, int]) -> list[list[int]]:
    """Parties in finishing order, grouped where still tied: most cash, then most total prestige,
    then ahead on the most tracks among those still tied, then fewest Malfunctions."""
    def key(party: int) -> tuple[int, int]:
        return (-cash[party], -totals(tracks, party))

    groups: list[list[int]] = []
    for party in sorted(cash, key=key):
        if groups and key(groups[-1][0]) == key(party):
            groups[-1].append(party)
        else:
            groups.append([party])
    ranked: list[list[int]] = []
    for group in groups:
        ahead = {p: tracks_ahead(tracks, p, group) for p in group}
        split: dict[tuple[int, int], list[int]] = {}
        for party in group:
            split.setdefault((-ahead[party], malfunctions[party]), []).append(party)
        ranked += [sorted(split[k]) for k in sorted(split)]
    return ranked
