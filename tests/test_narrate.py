"""The game log in words: one line per event kind for each game, each naming its rule, none telling a secret."""
from __future__ import annotations

import inspect
import random
from collections.abc import Callable

import pytest

import game.last_paradise.events as lp_events
import game.paradisio.actions as pa_actions
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
from game.paradisio import SPEC as PA_SPEC
from game.paradisio.actions import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from game.paradisio.narrate import describe as tell_pa
from game.record import GameRecord

PA_NAMES = ["Ana", "Ben"]
LP_NAMES = ["Anton", "Birgit", "Claus", "Dorte"]
ANTON, BIRGIT, CLAUS, DORTE = range(4)
HANDS = ((0, 1, 2, 3, 4, 5, 6, 7), (8, 9, 10, 11, 12, 13, 14, 15))


def event_kinds(module: object) -> set[type]:
    """Every Event class a rules module defines."""
    return {obj for _, obj in inspect.getmembers(module, inspect.isclass)
            if issubclass(obj, Event) and obj is not Event and obj.__module__ == module.__name__}  # type: ignore[attr-defined]


# --- Paradisio ---------------------------------------------------------------------

PA_CASES: list[tuple[Event, list[str]]] = [
    (TilePlaced(0, 6, (0, 0), 1), ["Ana lays the first tile, a coast tile, in the middle of the table"]),
    (TilePlaced(1, 9, (-2, 1), 0), ["Ben lays the isthmus tile 2 left and 1 down from the middle"]),
    (TilePlaced(0, 15, (0, -3), 0), ["Ana lays the interior tile 3 up from the middle"]),
    (RoundWon(2, 0, 1, (1, 1)), ["Round 2 ends: Ben cannot place any tile", "so Ana, who laid the last tile, "
                                 "takes an island token", "Ana 1, Ben 1"]),
    (RoundTied(3, (1, 1)), ["Round 3 is a tie: all 16 tiles are down", "nobody takes an island token"]),
    (RoundStarted(1, 0, HANDS), ["Round 1: Ana starts (drawn at random)", "8 tiles each, face up"]),
    (RoundStarted(2, 1, HANDS, "lost"), ["Round 2: Ben starts (Ben lost round 1, and the loser starts the next round)"]),
    (RoundStarted(4, 0, HANDS, "tied"), ["Round 4: Ana starts (round 3 was a tie and Ana did not start it)"]),
    (MatchWon(0, (3, 1)), ["Ana wins the match, 3–1 in island tokens (the first to 3 tokens wins)"]),
]


def test_every_paradisio_event_kind_has_a_line() -> None:
    assert event_kinds(pa_actions) == {type(event) for event, _ in PA_CASES}


def test_paradisio_spec_narrates_with_this_module() -> None:
    assert PA_SPEC.narration.event is tell_pa


def test_paradisio_names_one_of_a_kind_tiles_with_the_and_others_with_a() -> None:
    assert "the open sea tile" in (tell_pa(TilePlaced(0, 0, (1, 0), 0), PA_NAMES) or "")
    assert "a small island tile" in (tell_pa(TilePlaced(0, 1, (1, 0), 0), PA_NAMES) or "")
    assert "the strait tile" in (tell_pa(TilePlaced(0, 10, (1, 0), 0), PA_NAMES) or "")


def test_a_paradisio_round_after_a_tie_names_the_rule_in_a_real_match() -> None:
    """The rules say why a seat starts each round; the narrator passes it on."""
    found: dict[str, str] = {}
    for seed in range(40):
        record = GameRecord.start(PA_SPEC, make_seats(PA_NAMES), seed)
        rng = random.Random(seed)
        while not record.state.is_over:
            seat = record.state.to_move[0]
            for event in record.apply(seat, rng.choice(record.state.legal_actions(seat))):
                if isinstance(event, RoundStarted):
                    found[event.because] = tell_pa(event, PA_NAMES) or ""
        if {"lost", "tied"} <= set(found):
            break
    assert "and the loser starts the next round" in found["lost"]
    assert "was a tie and" in found["tied"]


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


ALL_CASES = [(tell_pa, PA_NAMES, event, parts) for event, parts in PA_CASES] + [
    (tell_lp, LP_NAMES, event, parts) for event, parts in LP_CASES]


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


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_line_of_a_random_paradisio_match_is_a_sentence(seed: int) -> None:
    record = GameRecord.start(PA_SPEC, make_seats(PA_NAMES), seed)
    rng = random.Random(seed)
    lines = 0
    while not record.state.is_over:
        seat = record.state.to_move[0]
        for event in record.apply(seat, rng.choice(record.state.legal_actions(seat))):
            line = tell_pa(event, PA_NAMES)
            assert _is_sentence(line), (event, line)
            lines += 1
    assert lines > 20


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
