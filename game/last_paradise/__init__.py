"""The Last Paradise (Reiner Knizia): the rules layer. Pure Python, never imports pygame.

Public, pure and shared by the scene, the computer players and the tests:
:func:`sealed_auction`, :func:`placement_bonuses`, :func:`exclusive_bonus`,
:func:`island_bonus`, :func:`environmental_prizes`, :func:`appraisal`, the
ranges of a bid and an offer (:func:`bid_range`, :func:`offer_range`), the
board table and :func:`new_game` with :class:`LastParadiseState`.

The modules: ``state`` (the flow of a game), ``actions``, ``events``, ``legal``
(what is allowed now, and why not), ``narrate`` (every sentence about moves,
events, refusals and results) and ``prompts`` (the table's own words), ``bot``,
``help_text``, ``hidden`` (what is secret, and how a resample redraws it),
``snapshot`` (views and saves), the data table ``board``, and the rules
modules ``auction``, ``scoring``, ``ledger``, ``valuation`` and ``summary``.
"""
from __future__ import annotations

from game.spec import Option, declare

from . import narrate, prompts
from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place, action_from_dict
from .auction import AuctionOutcome, sealed_auction
from .board import (
    BUILDING,
    CENTRE,
    COUNTERS,
    DISTRICTS,
    GROUP_NAMES,
    GROUP_SITES,
    HOTEL,
    NATURE,
    SITES,
    STANDARD_STARTING_MONEY,
    VILLA,
    Counter,
    District,
    Placement,
    Side,
    Site,
    prize_for,
)
from .bot import EasyBot, HardBot, make_bot
from .events import (
    BidEntered,
    BidsRevealed,
    BonusPaid,
    CounterBought,
    CounterPlaced,
    CounterRevealed,
    DealLapsed,
    DealPaid,
    GameOver,
    LotChosen,
    LotDrawn,
    OfferAnswered,
    OfferMade,
    OfferPassed,
    PrizePaid,
    RoundEnded,
    SecondCall,
    TieRepeat,
)
from .help_text import RULES_TEXT
from .ledger import BANK, LedgerEntry
from .legal import PHASES, Phase, bid_range, offer_range
from .scoring import (
    Appraisal,
    Payment,
    appraisal,
    environmental_prizes,
    exclusive_bonus,
    island_bonus,
    placement_bonuses,
)
from .state import LastParadiseState, new_game

SPEC = declare(__name__, LastParadiseState, id="last-paradise", title="The Last Paradise", players=(3, 5),
               blurb="Bid in secret for the sites of an untouched island; build for profit or leave it wild.",
               options=(Option("starting_money", "Starting money", ("standard", 40, 50, 60, 80), "standard",
                                      labels={"standard": "standard (60 / 50 / 40 for 3 / 4 / 5)"}),))
"""What the app's menu needs to offer The Last Paradise."""

__all__ = [
    "SPEC", "new_game", "LastParadiseState", "PHASES", "Phase", "RULES_TEXT", "bid_range", "offer_range", "narrate", "prompts",
    "sealed_auction", "AuctionOutcome", "placement_bonuses", "exclusive_bonus", "island_bonus",
    "environmental_prizes", "appraisal", "Appraisal", "Payment", "LedgerEntry", "BANK",
    "Site", "District", "Counter", "Placement", "SITES", "DISTRICTS", "COUNTERS", "GROUP_SITES",
    "GROUP_NAMES", "CENTRE", "NATURE", "Side", "BUILDING", "VILLA", "HOTEL", "STANDARD_STARTING_MONEY", "prize_for",
    "ChooseLot", "Bid", "Offer", "PassOffer", "Answer", "Place", "action_from_dict",
    "LotChosen", "CounterRevealed", "BidEntered", "BidsRevealed", "TieRepeat", "SecondCall", "LotDrawn",
    "CounterBought", "OfferMade", "OfferPassed", "OfferAnswered", "CounterPlaced", "BonusPaid",
    "DealPaid", "DealLapsed", "RoundEnded", "PrizePaid", "GameOver",
    "EasyBot", "HardBot", "make_bot",
]
