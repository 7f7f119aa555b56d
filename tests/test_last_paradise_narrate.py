"""The Last Paradise in words: every event kind, every move and every refusal is a whole sentence that names its
rule, and none tells a secret (a sealed bid says only that it was entered)."""
from __future__ import annotations

import dataclasses
import inspect
import random
import re
from types import ModuleType

import pytest

import game.last_paradise.actions as lp_actions
import game.last_paradise.events as ev
from game.core import Action, Event, make_seats
from game.last_paradise import SPEC, narrate
from game.last_paradise.actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from game.last_paradise.board import BUILDING, COUNTERS, NATURE, Placement
from game.last_paradise.scoring import Payment, exclusive_bonus, island_bonus, placement_bonuses
from game.record import GameRecord

NAMES = ["Anton", "Birgit", "Claus", "Dorte"]
ANTON, BIRGIT, CLAUS, DORTE = range(4)


def kinds(module: ModuleType, base: type) -> set[type]:
    """Every concrete class of ``base`` a rules module defines (not the module's own bases)."""
    found = {obj for _, obj in inspect.getmembers(module, inspect.isclass)
             if issubclass(obj, base) and obj.__module__ == module.__name__}
    return {k for k in found if not any(issubclass(other, k) and other is not k for other in found)}


def _bonus(payment: Payment | None) -> ev.BonusPaid:
    assert payment is not None
    return ev.BonusPaid(payment.seat, payment.amount, payment.reason, payment.bonus)


def _building_bonus() -> ev.BonusPaid:
    return _bonus(placement_bonuses({0: Placement("palm-villa-1", NATURE, BIRGIT)}, 1, BUILDING, ANTON)[0])


def _nature_bonus() -> ev.BonusPaid:
    return _bonus(placement_bonuses({0: Placement("palm-villa-1", BUILDING, BIRGIT)}, 1, NATURE, ANTON)[0])


def _exclusive_bonus() -> ev.BonusPaid:
    board = {0: Placement("palm-villa-1", BUILDING, CLAUS), 1: Placement("palm-villa-2", NATURE, ANTON),
             2: Placement("palm-villa-3", BUILDING, CLAUS), 3: Placement("palm-hotel", BUILDING, CLAUS)}
    return _bonus(exclusive_bonus(board, 0))


def _island_bonus() -> ev.BonusPaid:
    board = {0: Placement("palm-villa-1", BUILDING, DORTE), 4: Placement("shell-villa-1", BUILDING, DORTE),
             8: Placement("coral-villa-1", BUILDING, DORTE), 12: Placement("dune-villa-1", BUILDING, DORTE)}
    return _bonus(island_bonus(board, DORTE, False))


EVENT_CASES: list[tuple[Event, list[str]]] = [
    (ev.LotChosen(BIRGIT, 0, "palm-villa-1"), ["Birgit puts the Palm villa on Palm beach 1 up for auction",
                                               "the youngest chooses the first opening lot, then each buyer the next"]),
    (ev.LotChosen(None, 8, "coral-villa-1"), ["Last of the opening lots", "nothing left to choose"]),
    (ev.CounterRevealed(3, "dune-hotel", 3, "hotel"), ["Round 3 of 12: the pile shows a Dune hotel",
                                                        "everyone bids for it in secret"]),
    (ev.BidsRevealed({0: 10, 1: 7, 2: 7, 3: 6}, ANTON, 7, "second-highest bid", 0),
     ["Hands open: Anton 10, Birgit 7, Claus 7, Dorte 6", "Anton bid highest and pays the second-highest bid, 7."]),
    (ev.BidsRevealed({0: 0, 1: 5, 2: 0, 3: 0}, BIRGIT, 0, "second-highest bid", 0),
     ["Birgit alone bid above 0 and pays nothing"]),
    (ev.BidsRevealed({0: 9, 1: 9, 2: 1, 3: 0}, None, 0, "tie repeat", 0), ["a tie for the highest bid."]),
    (ev.BidsRevealed({0: 0, 1: 0, 2: 0, 3: 0}, None, 0, "no bids", 0), ["nobody bid above 0."]),
    (ev.BidsRevealed({0: 9, 1: 9}, None, 9, "lot drawn", 9), ["(tie repeat, at least 9)",
                                                               "nobody raised above 9, so a lot decides."]),
    (ev.BidsRevealed({0: 0, 1: 0, 2: 0, 3: 0}, None, 0, "lot drawn", 0), ["nobody bid above 0 twice",
                                                                           "the counter is free."]),
    (ev.TieRepeat((ANTON, BIRGIT), 9), ["Anton and Birgit tied, so only they bid again (a tie repeat), each at least 9."]),
    (ev.SecondCall((0, 1, 2, 3)), ["nobody bid above 0, so everyone bids once more."]),
    (ev.LotDrawn((0, 1, 2, 3), CLAUS, 0), ["nobody bid twice, so Claus gets the counter for free."]),
    (ev.LotDrawn((0, 1), BIRGIT, 9), ["nobody raised, so a lot picks Birgit, who pays 9."]),
    (ev.CounterBought(CLAUS, "shell-villa-1", 1), ["Claus buys the Shell villa for 1 Para, paid to the bank."]),
    (ev.OfferMade(DORTE, 12, "nature"), ["Dorte offers the buyer 12 Paras if the counter goes down nature side up"]),
    (ev.OfferPassed(ANTON), ["Anton makes no offer."]),
    (ev.OfferAnswered(CLAUS, DORTE, True), ["Claus accepts the offer of Dorte", "if the condition is met."]),
    (ev.OfferAnswered(CLAUS, ANTON, False), ["Claus declines the offer of Anton."]),
    (ev.CounterPlaced(BIRGIT, 5, "shell-villa-2", "nature"), ["Birgit leaves Shell beach 2 as nature and takes a tree."]),
    (ev.CounterPlaced(BIRGIT, 7, "shell-hotel", "building"), ["Birgit builds a hotel on Shell centre."]),
    (_building_bonus(), ["Anton: +10, placement bonus for a new villa beside 1 nature counter",
                         "a new building earns 10 for each nature counter already in its group"]),
    (_nature_bonus(), ["Birgit: +10, placement bonus for a villa beside new nature",
                       "new nature pays 10 to the owner of each building in its group"]),
    (_exclusive_bonus(), ["Claus: +20, exclusive bonus: the group is full and every building in the Palm district "
                          "belongs to Claus."]),
    (_island_bonus(), ["Dorte: +20, island bonus for a building in every district (paid once per player)."]),
    (ev.DealPaid(ANTON, CLAUS, 14, 14, "nature"), ["Deal met, the counter went down nature side up: Anton pays "
                                                   "Claus 14 Paras."]),
    (ev.DealPaid(ANTON, CLAUS, 3, 14, "nature"), ["Anton pays Claus 3 Paras (of 14 agreed: nobody pays more than "
                                                  "they hold)."]),
    (ev.DealLapsed(DORTE, CLAUS, "building"), ["Deal lapses: Dorte offered Claus money for building",
                                               "nothing is paid."]),
    (ev.PrizePaid(BIRGIT, 22, 3), ["Birgit: +22, environmental prize for 3 trees", "most trees take the first prize"]),
    (ev.GameOver("Dorte wins with 58 Paras.", (DORTE,)), ["Appraisal: Dorte wins with 58 Paras (anyone below their "
                                                         "starting money has lost"]),
]
SILENT: list[Event] = [ev.BidEntered(ANTON), ev.RoundEnded(4)]

MOVE_CASES: list[tuple[Action, str, str]] = [
    (ChooseLot(4), "Anton puts the Shell villa on Shell beach 1 up for auction.", ""),
    (Bid(12), "Anton bids 12 Paras in secret.", "Anton enters a sealed bid."),
    (Bid(1), "Anton bids 1 Para in secret.", "Anton enters a sealed bid."),
    (Offer(5, "building"), "Anton offers the buyer 5 Paras if the counter goes down building side up.", ""),
    (PassOffer(), "Anton makes no offer.", ""),
    (Answer(BIRGIT, True), "Anton accepts the offer of Birgit.", ""),
    (Answer(DORTE, False), "Anton declines the offer of Dorte.", ""),
    (Place(7, "building"), "Anton builds a hotel on Shell centre.", ""),
    (Place(1, "nature"), "Anton puts the villa down nature side up on Palm beach 2 and takes a tree.", ""),
]
CLASS_NAMES = {k.__name__ for k in kinds(ev, Event) | kinds(lp_actions, Action)} | {"SeatEvent", "Move", "None"}
COUNTER_IDS = set(COUNTERS)


def assert_whole_sentence(line: object, names: list[str]) -> None:
    """A sentence a player reads: a capital or a name first, a full stop (or ! ?) last, and no code in it."""
    assert isinstance(line, str) and line == line.strip() and len(line) > 10, repr(line)
    assert line[0].isupper() or any(line.startswith(name) for name in names), line
    assert line.endswith((".", "!", "?")), line
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", line), f"snake_case in {line!r}"
    assert not re.search(r"\w\(|[{}]|\s\s", line), f"code left in {line!r}"
    words = set(re.findall(r"[\w-]+", line))
    assert not words & CLASS_NAMES, f"a class name in {line!r}"
    assert not words & COUNTER_IDS, f"a counter's code name in {line!r}"


@pytest.mark.parametrize("event, parts", EVENT_CASES, ids=[f"{type(e).__name__}-{i}" for i, (e, _) in enumerate(EVENT_CASES)])
def test_each_event_reads_as_its_rule_in_a_whole_sentence(event: Event, parts: list[str]) -> None:
    line = narrate.event(event, NAMES)
    assert_whole_sentence(line, NAMES)
    for part in parts:
        assert part in (line or "")


def test_a_sealed_bid_and_a_round_end_say_nothing() -> None:
    """Whether a hand has closed shows at the seat; its amount is never told before the hands open."""
    assert [narrate.event(event, NAMES) for event in SILENT] == [None, None]


def test_every_event_kind_is_told_or_kept_out_on_purpose() -> None:
    assert kinds(ev, Event) == {type(event) for event, _ in EVENT_CASES} | {type(e) for e in SILENT}


def test_every_event_about_one_seat_calls_it_seat() -> None:
    """The acting seat (a bidder, an offer's maker, the buyer, a deal's payer) or the seat paid is ``seat``."""
    for kind in kinds(ev, Event):
        names = {f.name for f in dataclasses.fields(kind)}
        assert not names & {"who", "payer", "taker", "giver", "buyer", "bidder"}, kind.__name__


@pytest.mark.parametrize("action, said, seen", MOVE_CASES, ids=[type(a).__name__ for a, _, _ in MOVE_CASES])
def test_each_move_is_said_whole_and_a_sealed_bid_only_as_entered(action: Action, said: str, seen: str) -> None:
    assert narrate.move(ANTON, action, NAMES) == said
    assert narrate.sealed(ANTON, action, NAMES) == (seen or said)


def test_every_action_kind_has_a_sentence() -> None:
    assert kinds(lp_actions, Action) == {type(action) for action, _, _ in MOVE_CASES}


def test_the_spec_narrates_with_this_module() -> None:
    assert (SPEC.narration.event, SPEC.narration.move, SPEC.narration.sealed) == \
        (narrate.event, narrate.move, narrate.sealed)


def test_the_results_words_are_whole_sentences() -> None:
    assert narrate.appraisal_summary(["Anton"], 58, 50) == "Anton wins with 58 Paras."
    assert narrate.appraisal_summary(["Anton", "Birgit", "Claus"], 70, 50) == \
        "Anton, Birgit and Claus share the win with 70 Paras each."
    assert narrate.appraisal_summary([], 0, 50) == "Everybody lost: nobody kept the 50 Paras they started with."
    assert narrate.lost_note(50) == "Lost: below the starting 50 Paras."


@pytest.mark.parametrize("seed, players", [(0, 3), (1, 4), (2, 5), (3, 3), (4, 5)])
def test_every_sentence_of_a_random_game_is_whole_and_no_bid_leaks(seed: int, players: int) -> None:
    """Over a whole game (computer players and random moves, every player count): every move, sealed move,
    event and refusal reads as a whole sentence, and a bid that opens no hands tells nothing."""
    names = ["Aroha", "Birgit", "Chen", "Dmitri", "Esperanza"][:players]
    record = GameRecord.start(SPEC, make_seats(names), seed)
    rng = random.Random(seed)
    told = refused = 0
    while not record.state.is_over:
        state = record.state
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        action = rng.choice(legal)
        if rng.random() < 0.6:
            action = SPEC.make_bot(rng.choice(("easy", "hard")), rng.randrange(2 ** 32)).choose(state.view(seat), legal, seat)
        wrong = rng.choice([Bid(-1), Bid(10 ** 6), Offer(10 ** 6, NATURE), Offer(0, BUILDING), Place(99, NATURE),
                            Place(0, NATURE), Answer(seat, True), ChooseLot(99), PassOffer()])
        other = (seat + 1) % players
        for who, refused_action in ((seat, wrong), (other, action)):
            if refused_action not in state.legal_actions(who):
                assert_whole_sentence(state.problem(who, refused_action), names)
                refused += 1
        assert_whole_sentence(narrate.move(seat, action, names), names)
        assert_whole_sentence(narrate.sealed(seat, action, names), names)
        events = record.apply(seat, action)
        lines = [narrate.event(event, names) for event in events if not isinstance(event, (ev.BidEntered, ev.RoundEnded))]
        for line in lines:
            assert_whole_sentence(line, names)
        if isinstance(action, Bid) and not any(isinstance(e, ev.BidsRevealed) for e in events):
            assert [narrate.event(e, names) for e in events] == [None]  # a closed hand tells nothing
        told += len(lines)
    assert told > 60 and refused > 20
    for standing in record.state.result().standings:
        if standing.note:
            assert_whole_sentence(standing.note, names)
    assert_whole_sentence(record.state.result().summary, names)
