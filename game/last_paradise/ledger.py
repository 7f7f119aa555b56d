"""Money as an integer ledger: every Para that moves is one :class:`LedgerEntry`.

Players hold whole Paras and never go below zero: a payment between players
moves at most what the payer holds.  The bank never runs out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import payload as read
from game.core import CorruptSave

BANK = "bank"
"""The payer or payee of every payment that is not between players."""

Party = int | str
"""A seat index, or :data:`BANK`."""


@dataclass(frozen=True)
class LedgerEntry:
    """One payment: who paid whom how many Paras, and why."""

    payer: Party
    payee: Party
    amount: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the entry."""
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reason": self.reason}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "LedgerEntry":
        """Rebuild an entry from :meth:`to_dict` output, each value checked (CorruptSave names what is wrong)."""
        if not isinstance(data["reason"], str):
            raise CorruptSave("the save holds a payment without a reason")
        return cls(_party(data["payer"]), _party(data["payee"]), read.whole(data["amount"], 1, MOST_PARAS, "payment"),
                   data["reason"])


MOST_PARAS = 10 ** 9
"""More Paras than any table holds: a save with more is damaged."""


def _party(value: Any) -> Party:
    return BANK if value == BANK else read.whole(value, 0, 4, "payer or payee")


def transfer(money: list[int], ledger: list[LedgerEntry], payer: Party, payee: Party,
             amount: int, reason: str) -> int:
    """Move up to ``amount`` Paras, capped at what a paying player holds.

    Records the entry in ``ledger`` and returns the Paras actually moved
    (nothing is recorded when that is 0).
    """
    if amount < 0:
        raise ValueError("a payment cannot be negative")
    if payer != BANK:
        amount = min(amount, money[int(payer)])
    if amount == 0:
        return 0
    if payer != BANK:
        money[int(payer)] -= amount
    if payee != BANK:
        money[int(payee)] += amount
    ledger.append(LedgerEntry(payer, payee, amount, reason))
    return amount
