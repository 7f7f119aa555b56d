"""The Last Paradise's log in words: one line per event kind, each naming its rule, none telling a secret
(Paradisio's: tests/test_paradisio_narrate.py)."""
from __future__ import annotations

import inspect
import random
from collections.abc import Callable

import pytest

import game.last_paradise.events as lp_events
from game.core import Event, make_seats
from game.last_paradise import (
    BUILDING,
    NATURE,
    Bid,
    Payment,
    Placement,
    exclusive_bonus,
    island_bonus,
    placement_bonuses,
)
from game.last_paradise import (
    SPEC as LP_SPEC,
)
from game.last_paradise.events import (
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
from game.last_paradise.narrate import describe as tell_lp
from game.record import GameRecord

LP_NAMES = ["Anton", "Birgit", "Claus", "Dorte"]
ANTON, BIRGIT, CLAUS, DORTE = range(4)


def event_kinds(module: object) -> set[type]:
    """Every Event class a rules module defines."""
    return {obj for _, obj in inspect.getmembers(module, inspect.isclass)
            if issubclass(obj, Event) and obj is not Event and obj.__module__ == module.__name__}  # type: ignore[attr-defined]


# --- The Last Paradise -------------------------------------------------------------

def _bonus(payment: Payment | None) -> BonusPaid:
    assert payment is not None
    return BonusPaid(payment.seat, payment.amount, payment.reason, payment.bonus)


def _building_bonus() -> BonusPaid:
    board = {0: Placement("palm-villa-1", NATURE, BIRGIT)}
    return _bonus(placement_bonuses(board, 1, BUILDING, ANTON)[0])


def _nature_bonus() -> BonusPaid:
    board = {0: Placement("palm-villa-1", BUILDING, BIRGIT)}
    return _bonus(placement_bonuses(board, 1, NATURE, ANTON)[0])


def _exclusive_bonus() -> BonusPaid:
    board = {0: Placement("palm-villa-1", BUILDING, CLAUS), 1: Placement("palm-villa-2", NATURE, ANTON),
             2: Placement("palm-villa-3", BUILDING, CLAUS), 3: Placement("palm-hotel", BUILDING, CLAUS)}
    return _bonus(exclusive_bonus(board, 0))


def _island_bonus() -> BonusPaid:
    board = {0: Placement("palm-villa-1", BUILDING, DORTE), 4: Placement("shell-villa-1", BUILDING, DORTE),
             8: Placement("coral-villa-1", BUILDING, DORTE), 12: Placement("dune-villa-1", BUILDING, DORTE)}
    return _bonus(island_bonus(board, DORTE, False))


LP_CASES: list[tuple[Event, list[str]]] = [
    (LotChosen(BIRGIT, 0, "palm-villa-1"), ["Birgit puts the", "up for auction", "the youngest chooses the first "
                                            "opening lot, then each buyer the next"]),
    (LotChosen(None, 8, "coral-villa-1"), ["Last of the opening lots", "nothing left to choose"]),
    (CounterRevealed(3, "dune-hotel", 3, "hotel"), ["Round 3 of 12: the pile shows a Dune hotel",
                                                     "everyone bids for it in secret"]),
    (BidsRevealed({0: 10, 1: 7, 2: 7, 3: 6}, ANTON, 7, "second-highest bid", 0),
     ["Hands open: Anton 10, Birgit 7, Claus 7, Dorte 6", "Anton bid highest and pays the second-highest bid, 7"]),
    (BidsRevealed({0: 0, 1: 5, 2: 0, 3: 0}, BIRGIT, 0, "second-highest bid", 0),
     ["Birgit alone bid above 0 and pays nothing"]),
    (BidsRevealed({0: 9, 1: 9, 2: 1, 3: 0}, None, 0, "tie repeat", 0), ["a tie for the highest bid"]),
    (BidsRevealed({0: 0, 1: 0, 2: 0, 3: 0}, None, 0, "no bids", 0), ["nobody bid above 0"]),
    (BidsRevealed({0: 9, 1: 9}, None, 9, "lot drawn", 9), ["(tie repeat, at least 9)",
                                                            "nobody raised above 9, so a lot decides"]),
    (BidsRevealed({0: 0, 1: 0, 2: 0, 3: 0}, None, 0, "lot drawn", 0), ["nobody bid above 0 twice",
                                                                        "the counter is free"]),
    (TieRepeat((ANTON, BIRGIT), 9), ["Anton and Birgit tied: tie repeat, only they bid again, each at least 9"]),
    (SecondCall((0, 1, 2, 3)), ["nobody bid above 0, so everyone bids once more"]),
    (LotDrawn((0, 1, 2, 3), CLAUS, 0), ["nobody bid twice, so Claus gets the counter for free"]),
    (LotDrawn((0, 1), BIRGIT, 9), ["nobody raised, so a lot picks Birgit, who pays 9"]),
    (CounterBought(CLAUS, "shell-villa-1", 1), ["Claus buys the Shell villa for 1 Para, paid to the bank"]),
    (OfferMade(DORTE, 12, "nature"), ["Dorte offers the buyer 12 Paras if the counter goes down nature side up"]),
    (OfferPassed(ANTON), ["Anton makes no offer"]),
    (OfferAnswered(DORTE, True), ["The buyer accepts the offer of Dorte", "if the condition is met"]),
    (OfferAnswered(ANTON, False), ["The buyer declines the offer of Anton"]),
    (CounterPlaced(BIRGIT, 5, "shell-villa-2", "nature"), ["Birgit leaves Shell beach 2 as nature and takes a tree"]),
    (CounterPlaced(BIRGIT, 7, "shell-hotel", "building"), ["Birgit builds a hotel on Shell centre"]),
    (_building_bonus(), ["Anton: +10, placement bonus for a new villa beside 1 nature counter",
                         "a new building earns 10 for each nature counter already in its group"]),
    (_nature_bonus(), ["Birgit: +10, placement bonus for a villa beside new nature",
                       "new nature pays 10 to the owner of each building in its group"]),
    (_exclusive_bonus(), ["Claus: +20, exclusive bonus: the group is full and every building in the Palm district "
                          "belongs to Claus"]),
    (_island_bonus(), ["Dorte: +20, island bonus for a building in every district (paid once per player)"]),
    (DealPaid(ANTON, CLAUS, 14, 14, "nature"), ["Deal met, the counter went down nature side up: Anton pays "
                                                "Claus 14 Paras"]),
    (DealPaid(ANTON, CLAUS, 3, 14, "nature"), ["Anton pays Claus 3 Paras (of 14 agreed: nobody pays more than "
                                               "they hold)"]),
    (DealLapsed(DORTE, CLAUS, "building"), ["Deal lapses: Dorte offered Claus money for building",
                                            "nothing is paid"]),
    (PrizePaid(BIRGIT, 22, 3), ["Birgit: +22, environmental prize for 3 trees", "most trees take the first prize"]),
    (GameOver((DORTE,), "Dorte wins with 58 Paras."), ["Appraisal: Dorte wins with 58 Paras (anyone below their "
                                                      "starting money has lost"]),
]
LP_SILENT: list[Event] = [BidEntered(ANTON), RoundEnded(4)]


ALL_CASES = [(tell_lp, LP_NAMES, event, parts) for event, parts in LP_CASES]


@pytest.mark.parametrize("tell, names, event, parts", ALL_CASES,
                         ids=[f"{type(case[2]).__name__}-{i}" for i, case in enumerate(ALL_CASES)])
def test_each_event_reads_as_its_rule(tell: Callable[[Event, list[str]], str | None], names: list[str],
                                      event: Event, parts: list[str]) -> None:
    line = tell(event, names)
    assert line is not None
    for part in parts:
        assert part in line


def test_a_sealed_bid_and_a_round_end_say_nothing() -> None:
    """Whether a hand has closed shows at the seat; its amount is never told before the hands open."""
    assert [tell_lp(event, LP_NAMES) for event in LP_SILENT] == [None, None]


def test_every_last_paradise_event_kind_is_told_or_kept_out_on_purpose() -> None:
    assert event_kinds(lp_events) == {type(event) for event, _ in LP_CASES} | {type(e) for e in LP_SILENT}


# --- whole games ---------------------------------------------------------------------

def _is_sentence(line: str | None) -> bool:
    return (isinstance(line, str) and line == line.strip() and len(line) > 12 and line[0].isupper()
            and "None" not in line and "{" not in line and "  " not in line and not line.endswith((",", ";", ":")))


@pytest.mark.parametrize("seed, players", [(0, 3), (1, 4), (2, 5)])
def test_every_line_of_a_random_last_paradise_game_is_a_sentence_and_no_bid_leaks(seed: int, players: int) -> None:
    names = ["Aroha", "Birgit", "Chen", "Dmitri", "Esperanza"][:players]
    record = GameRecord.start(LP_SPEC, make_seats(names), seed)
    rng = random.Random(seed)
    told = 0
    while not record.state.is_over:
        seat = rng.choice(record.state.to_move)
        action = rng.choice(record.state.legal_actions(seat))
        events = record.apply(seat, action)
        lines = [tell_lp(event, names) for event in events if not isinstance(event, (BidEntered, RoundEnded))]
        assert all(_is_sentence(line) for line in lines), (events, lines)
        if isinstance(action, Bid) and not any(isinstance(e, BidsRevealed) for e in events):
            assert [tell_lp(e, names) for e in events] == [None]  # a closed hand tells nothing
        told += len(lines)
    assert told > 60
