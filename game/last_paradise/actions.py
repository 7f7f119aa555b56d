"""The actions of The Last Paradise: small frozen dataclasses with a readable str()."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Action

from .board import SITES


@dataclass(frozen=True)
class ChooseLot(Action):
    """Start phase: choose which opening villa (by its site) is auctioned next."""

    site: int

    def __str__(self) -> str:
        return f"auction the villa on {SITES[self.site].name}"


@dataclass(frozen=True)
class Bid(Action):
    """A sealed bid of whole Paras (0 is allowed: an empty hand)."""

    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount} Paras"


@dataclass(frozen=True)
class Offer(Action):
    """Offer the buyer Paras if the counter goes down ``condition`` side up."""

    amount: int
    condition: str

    def __str__(self) -> str:
        return f"offer {self.amount} Paras for {self.condition}"


@dataclass(frozen=True)
class PassOffer(Action):
    """Make no offer to the buyer this round."""

    def __str__(self) -> str:
        return "make no offer"


@dataclass(frozen=True)
class Answer(Action):
    """The buyer accepts or declines the offer of seat ``offer_from``."""

    offer_from: int
    accept: bool

    def __str__(self) -> str:
        return f"{'accept' if self.accept else 'decline'} the offer of seat {self.offer_from + 1}"


@dataclass(frozen=True)
class Place(Action):
    """The buyer puts the counter on ``site`` with ``side`` ("nature" or "building") up."""

    site: int
    side: str

    def __str__(self) -> str:
        return f"place {self.side} on {SITES[self.site].name}"


ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in (ChooseLot, Bid, Offer, PassOffer, Answer, Place)}
"""Every action class by name, for rebuilding actions from ``to_dict``."""


def action_from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from :meth:`Action.to_dict` output (ValueError if unknown)."""
    fields = dict(data)
    cls = ACTION_TYPES.get(str(fields.pop("type", "")))
    if cls is None:
        raise ValueError(f"unknown action {data!r}")
    return cls(**fields)
