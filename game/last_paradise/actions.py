"""The actions of The Last Paradise: small frozen dataclasses with a readable str().

``str()`` is a short phrase for logs and messages ("bid 12 Paras"); the sentences a player reads
about a move come whole from :func:`game.last_paradise.narrate.move`.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from game.codec import action_decoder
from game.core import Action

from .board import Side, site_name


@dataclass(frozen=True)
class Move(Action):
    """Base of the game's actions: ``str()`` fills :attr:`WORDS` with the fields (a site by its name)."""

    WORDS: ClassVar[str] = ""

    def __str__(self) -> str:
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if "site" in fields:
            fields["site"] = site_name(fields["site"])
        return self.WORDS.format(**fields)


@dataclass(frozen=True)
class ChooseLot(Move):
    """Start phase: choose which opening villa (by its site) is auctioned next."""

    WORDS: ClassVar[str] = "auction the villa on {site}"
    site: int


@dataclass(frozen=True)
class Bid(Move):
    """A sealed bid of whole Paras (0 is allowed: an empty hand)."""

    WORDS: ClassVar[str] = "bid {amount} Paras"
    amount: int


@dataclass(frozen=True)
class Offer(Move):
    """Offer the buyer Paras if the counter goes down ``condition`` side up."""

    WORDS: ClassVar[str] = "offer {amount} Paras for {condition}"
    amount: int
    condition: Side


@dataclass(frozen=True)
class PassOffer(Move):
    """Make no offer to the buyer this round."""

    WORDS: ClassVar[str] = "make no offer"


@dataclass(frozen=True)
class Answer(Move):
    """The buyer accepts or declines the offer of seat ``offer_from``."""

    offer_from: int
    accept: bool

    def __str__(self) -> str:
        return f"{'accept' if self.accept else 'decline'} the offer of seat {self.offer_from + 1}"


@dataclass(frozen=True)
class Place(Move):
    """The buyer puts the counter on ``site`` with ``side`` ("nature" or "building") up."""

    WORDS: ClassVar[str] = "place {side} on {site}"
    site: int
    side: Side


action_from_dict = action_decoder(ChooseLot, Bid, Offer, PassOffer, Answer, Place)
"""Rebuild an action from :meth:`Action.to_dict` data (CorruptSave if it is not one)."""
