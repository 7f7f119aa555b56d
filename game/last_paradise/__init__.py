"""The Last Paradise (Reiner Knizia): the rules layer. Pure Python, never imports pygame.

Public, pure and shared by the scene and the tests: :func:`sealed_auction`,
:func:`placement_bonuses`, :func:`exclusive_bonus`, :func:`island_bonus`,
:func:`environmental_prizes`, :func:`appraisal`, the board table and
:func:`new_game` with :class:`LastParadiseState`.
"""
from __future__ import annotations

from game.legacy_narration import glued_move, glued_sealed
from game.spec import GameSpec, Narration, Option

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
from .hidden import GAME_TYPE
from .ledger import BANK, LedgerEntry
from .narrate import describe
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
from .validate import PHASES, Phase

SPEC = GameSpec(
    id="last-paradise",
    title="The Last Paradise",
    blurb="Bid in secret for the sites of an untouched island; build for profit or leave it wild.",
    min_players=3,
    max_players=5,
    new_game=new_game,
    make_bot=make_bot,
    rules_text=RULES_TEXT,
    options=(Option("starting_money", "Starting money", ("standard", 40, 50, 60, 80), "standard",
                    labels={"standard": "standard (60 / 50 / 40 for 3 / 4 / 5)"}),),
    load=LastParadiseState.from_json,
    action_from_dict=action_from_dict,
    game_type=GAME_TYPE,
    narration=Narration(describe, glued_move, glued_sealed),
)
"""What the app's menu needs to offer The Last Paradise."""

__all__ = [
    "SPEC", "new_game", "LastParadiseState", "PHASES", "Phase", "RULES_TEXT",
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
