"""Money as an integer ledger: every Para that moves is one :class:`LedgerEntry`.

Players hold whole Paras and never go below zero: a payment between players
moves at most what the payer holds.  The bank never runs out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
        """Rebuild an entry from :meth:`to_dict` output."""
        return cls(_party(data["payer"]), _party(data["payee"]), int(data["amount"]), str(data["reason"]))


def _party(value: Any) -> Party:
    if value == BANK:
        return BANK
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is neither a seat nor the bank")
    return value


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
