"""The actions of The Last Paradise: small frozen dataclasses with a readable str()."""
from __future__ import annotations

from dataclasses import dataclass

from game.codec import action_decoder
from game.core import Action

from .board import SITES, Side


def site_name(site: int) -> str:
    """The site's name, or "site N" for a number that is no site of the island."""
    return SITES[site].name if 0 <= site < len(SITES) else f"site {site}"


@dataclass(frozen=True)
class ChooseLot(Action):
    """Start phase: choose which opening villa (by its site) is auctioned next."""

    site: int

    def __str__(self) -> str:
        return f"auction the villa on {site_name(self.site)}"


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
    condition: Side

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
    side: Side

    def __str__(self) -> str:
        return f"place {self.side} on {site_name(self.site)}"


action_from_dict = action_decoder(ChooseLot, Bid, Offer, PassOffer, Answer, Place)
"""Rebuild an action from :meth:`Action.to_dict` data (CorruptSave if it is not one)."""
