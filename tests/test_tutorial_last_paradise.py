"""The Last Paradise's lesson (issue 18): every fact a step states about the table is true on its deal, and a
wrong move is refused with the step's reason (a legal one) or the rules' own sentence (an illegal one)."""
from __future__ import annotations

import pytest

from game.bots import decide
from game.core import Action, Event, IllegalAction
from game.last_paradise import BANK, COUNTERS, LastParadiseState, exclusive_bonus, prize_for
from game.last_paradise import events as ev
from game.last_paradise.actions import Answer, Bid, Place
from game.last_paradise.auction import RULE_TIE_REPEAT, TIE_REPEAT
from game.last_paradise.board import BUILDING, DISTRICTS, NATURE, Placement
from game.last_paradise.ledger import LedgerEntry
from game.last_paradise.tutorial import CORAL_VILLA, DUNE_WILD, LESSON, MAUI, OAHU, PALM_VILLA, SHELL_VILLA
from game.registry import available_games
from game.tutorial import LEARNER, Do, Note, new_lesson_state, refusal, walk

PALM, SHELL, CORAL, DUNE = DISTRICTS
SPEC = available_games()["last-paradise"]
SITES_OF = {d.index: (*d.beach_sites, d.central_site) for d in DISTRICTS}
"""Each district's four sites."""


def at_step(wanted: int) -> LastParadiseState:
    """A copy of the state step ``wanted`` meets."""
    for index, state in walk(SPEC, LESSON):
        if index == wanted:
            assert isinstance(state, LastParadiseState)
            return state.clone()
    raise AssertionError(f"no step {wanted}")


def before(topic: str, nth: int = 0) -> tuple[int, LastParadiseState]:
    """The ``nth`` step teaching ``topic`` and a copy of the state it meets."""
    indexes = [i for i, s in enumerate(LESSON.steps) if isinstance(s, (Note, Do)) and s.topic == topic]
    return indexes[nth], at_step(indexes[nth])


def events_of(index: int) -> list[Event]:
    """The events of the move made at step ``index`` (a Do or a Reply), replayed through the rules."""
    state = new_lesson_state(SPEC, LESSON)
    for at, step in enumerate(LESSON.steps[: index + 1]):
        if isinstance(step, Note):
            continue
        seat = LEARNER if isinstance(step, Do) else next(s for s in state.to_move if s != LEARNER)
        happened = state.apply(seat, step.move)
        if at == index:
            return happened
    raise AssertionError(f"step {index} makes no move")


def says(index: int, *figures: str) -> None:
    """Step ``index`` says each of ``figures`` (the facts a test found true on the table)."""
    step = LESSON.steps[index]
    assert isinstance(step, (Note, Do))
    for figure in figures:
        assert figure in step.say, (figure, step.say)


def paid_since(state: LastParadiseState, start: int) -> list[LedgerEntry]:
    return state.ledger[start:]


def test_the_deal_opens_with_lani_choosing_among_four_villas() -> None:
    _, state = before("goal")
    assert state.money == [60, 60, 60] and state.starting_money == 60
    _, state = before("opening villas")
    assert state.phase == "choose lot" and state.chooser == LEARNER == state.youngest
    opening = {site: COUNTERS[p.counter].district for site, p in state.board.items()}
    assert opening == {PALM_VILLA: 0, SHELL_VILLA: 1, CORAL_VILLA: 2, DUNE.beach_sites[1]: 3}
    assert all(p.side == BUILDING and p.owner is None for p in state.board.values())


def test_lani_wins_the_palm_villa_and_pays_the_second_price() -> None:
    index, state = before("second price")
    last = state.auctions[-1]
    says(index, f"you {last['bids'][0]}, Maui {last['bids'][1]}, Oahu {last['bids'][2]}",
         f"second-highest bid, {last['price']} Paras")
    assert last["bids"] == {0: 10, 1: 7, 2: 4} and last["winner"] == LEARNER and last["price"] == 7
    assert state.money == [53, 60, 60]
    assert state.board[PALM_VILLA] == Placement("palm-villa-1", BUILDING, LEARNER)
    assert state.phase == "choose lot" and state.chooser == LEARNER


def test_a_tie_sends_only_lani_and_maui_into_a_repeat_at_least_6() -> None:
    index, state = before("ties")
    last = state.auctions[-1]
    says(index, f"both bid {state.minimum}", f"at least {state.minimum}")
    assert last["bids"] == {0: 6, 1: 6, 2: 3} and last["rule"] == RULE_TIE_REPEAT
    assert state.stage == TIE_REPEAT and state.bidders == [0, 1] and state.minimum == 6
    assert state.money == [53, 60, 60]


def test_lani_wins_the_repeat_paying_mauis_6() -> None:
    index, state = before("ties", 1)
    last = state.auctions[-1]
    says(index, f"stayed at {last['bids'][1]}", f"pay {last['price']}")
    assert last["bids"] == {0: 8, 1: 6} and last["winner"] == LEARNER and last["price"] == 6
    assert state.money == [47, 60, 60] and state.board[SHELL_VILLA].owner == LEARNER


def test_the_coral_villa_is_lanis_third_district_for_oahus_8() -> None:
    index, state = before("island bonus")  # the note, read on the whole table; then the bid
    assert {state.board[s].owner for s in (PALM_VILLA, SHELL_VILLA)} == {LEARNER}
    assert state.lot == "coral-villa-1"
    says(index, "Palm", "Shell", "third district")
    state = at_step(index + 4)  # the bid of 0, after Maui's and Oahu's bids for the Coral villa
    last = state.auctions[-1]
    says(index + 4, f"for Oahu's {last['price']}")
    assert last["bids"] == {0: 9, 1: 5, 2: 8} and last["winner"] == LEARNER and last["price"] == 8
    assert state.money == [39, 60, 60] and state.board[CORAL_VILLA].owner == LEARNER
    assert state.lot == "dune-villa-1" and state.opening_left == []


def test_oahu_buys_the_dune_villa_for_5_and_round_1_shows_a_dune_villa() -> None:
    index = next(i for i, s in enumerate(LESSON.steps) if isinstance(s, Do) and s.move == Bid(0))
    state = at_step(index + 3)  # round 1's bid, after Maui's and Oahu's bids for the Dune villa
    last = state.auctions[-1]
    says(index + 3, f"Oahu bought the Dune villa for {last['price']}", "round 1's Dune villa")
    assert last["bids"] == {0: 0, 1: 5, 2: 9} and last["winner"] == OAHU and last["price"] == 5
    assert state.board[DUNE.beach_sites[1]].owner == OAHU and state.money == [39, 60, 55]
    assert state.round == 1 and state.lot is not None and COUNTERS[state.lot].district == DUNE.index
    assert COUNTERS[state.lot].kind == "villa"


def test_oahu_offers_lani_5_for_nature_after_she_wins_for_5() -> None:
    index, state = before("offer")
    last = state.auctions[-1]
    says(index, f"You won for {last['price']}", f"Oahu offers you {state.offers[0]['amount']}")
    assert last["bids"] == {0: 8, 1: 3, 2: 5} and last["winner"] == LEARNER and last["price"] == 5
    assert state.money == [34, 60, 55] and state.phase == "answer"
    assert state.offers == [{"seat": OAHU, "amount": 5, "condition": NATURE, "accepted": None}]


def test_lanis_nature_pays_oahus_villa_10_gives_her_a_tree_and_the_deal_5() -> None:
    index, state = before("building vs nature")
    start = len(state.ledger)
    deal, state = before("deal")
    says(deal, "paid Oahu 10 for the Dune villa", "the 5 Paras", "would have lapsed")
    assert state.board[DUNE_WILD] == Placement(state.board[DUNE_WILD].counter, NATURE, LEARNER)
    assert state.trees == [1, 0, 0]
    assert paid_since(state, start) == [
        LedgerEntry(BANK, OAHU, 10, "villa beside new nature in the Dune district"),
        LedgerEntry(OAHU, LEARNER, 5, "deal: nature on Dune beach 1"),
    ]
    assert state.money == [39, 60, 60]
    happened = events_of(index)
    assert ev.BonusPaid(OAHU, 10, "villa beside new nature in the Dune district", "new nature") in happened
    assert ev.DealPaid(OAHU, LEARNER, 5, 5, NATURE) in happened



def test_had_lani_built_the_deal_would_have_lapsed() -> None:
    index, state = before("building vs nature")
    start = len(state.ledger)
    happened = state.apply(LEARNER, Place(DUNE_WILD, BUILDING))
    assert ev.DealLapsed(OAHU, LEARNER, NATURE) in happened
    assert not any(isinstance(e, ev.DealPaid) for e in happened)
    assert all(BANK in (e.payer, e.payee) for e in paid_since(state, start))


def test_round_2_shows_the_dune_hotel_and_lani_wins_it_for_6_without_offers() -> None:
    index, state = before("building bonus")
    says(index, f"won the hotel for {state.auctions[-1]['price']}")
    says(index - 6, "Round 2 shows the Dune hotel", "Dune centre")
    assert state.round == 2 and state.lot == "dune-hotel"
    last = state.auctions[-1]
    assert last["bids"] == {0: 12, 1: 6, 2: 3} and last["winner"] == LEARNER and last["price"] == 6
    assert state.money == [33, 60, 60] and state.offers == [] and state.phase == "place"


def test_the_hotel_earns_10_beside_the_nature_and_the_island_bonus_20() -> None:
    index, state = before("building bonus")
    start = len(state.ledger)
    note, state = before("island bonus", 1)
    says(note, "earned 10", "island bonus of 20")
    assert paid_since(state, start) == [
        LedgerEntry(BANK, LEARNER, 10, "new hotel beside 1 nature counter in the Dune district"),
        LedgerEntry(BANK, LEARNER, 20, "a building in every district"),
    ]
    assert state.money == [63, 60, 60] and state.island_paid == [True, False, False]
    assert [e.bonus for e in events_of(index) if isinstance(e, ev.BonusPaid)] == ["new building", "island"]


def test_the_exclusive_bonus_as_it_stands() -> None:
    _, state = before("exclusive bonus")
    assert not any("every building in" in e.reason for e in state.ledger)  # none paid yet
    for district in (PALM, SHELL, CORAL):
        owners = {p.owner for s, p in state.board.items() if s in SITES_OF[district.index] and p.is_building}
        assert owners == {LEARNER}, district.name
        filled = dict(state.board)
        for site in SITES_OF[district.index]:
            filled.setdefault(site, Placement("any", NATURE, MAUI))
        bonus = exclusive_bonus(filled, district.index)
        assert bonus is not None and bonus.seat == LEARNER and bonus.amount == 20
    free = [s for s in SITES_OF[DUNE.index] if s not in state.board]
    assert free == [DUNE.beach_sites[2]]
    for side in (NATURE, BUILDING):
        assert exclusive_bonus({**state.board, free[0]: Placement("any", side, MAUI)}, DUNE.index) is None


def test_the_environmental_prize_as_it_stands() -> None:
    index, state = before("environmental prize")
    table = state.view(None)
    says(index, f"With {table['preserves']} nature counter", f"would take {table['seats'][0]['prize_now']}",
         "{} and {}".format(*prize_for(2)))
    assert table["preserves"] == 1
    assert [s["prize_now"] for s in table["seats"]] == [200, 0, 0]
    assert prize_for(2) == (90, 90)


def test_the_game_plays_on_after_the_last_step() -> None:
    *_, (index, state) = walk(SPEC, LESSON)
    assert index == len(LESSON.steps) - 1 and isinstance(LESSON.steps[-1], Note)
    assert isinstance(state, LastParadiseState)
    assert not state.is_over and state.round == 4 and state.phase == "bid" and state.to_move == (0, 1, 2)
    from_bank = sum(e.amount for e in state.ledger if e.payer == BANK)
    to_bank = sum(e.amount for e in state.ledger if e.payee == BANK)
    assert (from_bank, to_bank) == (50, 41) and sum(state.money) == 180 + from_bank - to_bank


def test_after_the_lesson_the_game_plays_on_to_its_end() -> None:
    *_, (_, state) = walk(SPEC, LESSON)
    assert isinstance(state, LastParadiseState)
    bots = {seat: SPEC.make_bot(LESSON.rivals, seat) for seat in range(len(LESSON.names))}
    while not state.is_over:
        seat = state.to_move[0]
        state.apply(seat, decide(bots[seat], state, seat, seat))
    assert state.round == 12 and len(state.result().standings) == 3


def _at(move: Action) -> tuple[Do, LastParadiseState]:
    for index, state in walk(SPEC, LESSON):
        step = LESSON.steps[index]
        if isinstance(step, Do) and step.move == move:
            assert isinstance(state, LastParadiseState)
            return step, state.clone()
    raise AssertionError(f"no step waits for {move}")


def _rules_say(state: LastParadiseState, move: Action) -> str:
    with pytest.raises(IllegalAction) as refused:
        state.clone().apply(LEARNER, move)
    return str(refused.value)


@pytest.mark.parametrize("wanted, other", [
    (Bid(10), Bid(11)),
    (Answer(OAHU, True), Answer(OAHU, False)),
    (Place(DUNE_WILD, NATURE), Place(DUNE.beach_sites[2], NATURE)),
    (Place(DUNE_WILD, NATURE), Place(DUNE_WILD, BUILDING)),
])
def test_another_legal_move_gets_the_steps_reason(wanted: Action, other: Action) -> None:
    step, state = _at(wanted)
    assert other in state.legal_actions(LEARNER)
    assert refusal(LESSON, state, step, LEARNER, other) == step.why_not
    assert refusal(LESSON, state, step, LEARNER, wanted) is None


@pytest.mark.parametrize("wanted, illegal, reason", [
    (Bid(10), Bid(61), "You only have 60 Paras."),
    (Bid(8), Bid(5), "A bid must be at least 6 in this repeat."),
    (Answer(OAHU, True), Answer(MAUI, True), "There is no open offer from that seat."),
    (Place(DUNE_WILD, NATURE), Place(DUNE.beach_sites[1], NATURE), "That site is taken."),
    (Place(DUNE_WILD, NATURE), Place(PALM.beach_sites[0], NATURE), "A Dune villa can only go on a Dune beach site."),
])
def test_an_illegal_move_gets_the_rules_own_sentence(wanted: Action, illegal: Action, reason: str) -> None:
    step, state = _at(wanted)
    assert _rules_say(state, illegal) == reason
    assert refusal(LESSON, state, step, LEARNER, illegal) == reason


def test_round_3_the_learner_makes_an_offer_and_maui_keeps_the_deal() -> None:
    index, state = before("offer", 1)  # the learner's own offer, after the one Lani answered
    step = LESSON.steps[index]
    assert isinstance(step, Do) and step.move == ev_offer(5)
    assert state.round == 3 and state.phase == "offer" and state.to_move == (LEARNER,)
    buyer = state.view(LEARNER)["buyer"]
    assert buyer == MAUI and state.view(LEARNER)["lot"]["name"] == "Coral villa"
    says(index, "Maui", "Coral villa 10", "5 Paras for nature")
    note_index, after = before("deal", 1)
    assert note_index > index
    placed = events_of(note_index - 1)  # Maui leaves it wild, as agreed
    assert ev.BonusPaid(LEARNER, 10, "villa beside new nature in the Coral district", "new nature") in placed
    assert any(isinstance(e, ev.DealPaid) and e.seat == LEARNER and e.payee == MAUI and e.amount == 5 for e in placed)
    seats = after.view(None)["seats"]
    assert seats[MAUI]["trees"] == 1 and after.view(LEARNER)["seats"][LEARNER]["prize_now"] == 90
    says(note_index, "10", "the 5 of the deal", "90 and 90", "Coral beach 1")


def ev_offer(amount: int) -> Action:
    from game.last_paradise.actions import Offer

    return Offer(amount, NATURE)


def test_a_bid_step_speaks_of_no_place_its_bid_screen_covers() -> None:
    """The bid screen covers the half of the island away from the lot: what a step says about the districts there,
    or about the whole island, is said in a note before it, read on the whole table."""
    for index, state in walk(SPEC, LESSON):
        step = LESSON.steps[index]
        if not isinstance(step, Do) or not isinstance(step.move, Bid):
            continue
        lot = state.view(LEARNER)["lot"]
        upper = {PALM.index, SHELL.index}  # the island's top half; Coral and Dune lie below
        covered = [d.name for d in DISTRICTS if (d.index in upper) != (lot["district"] in upper)]
        named = [word for word in (*covered, "four districts", "central sites") if word in step.say]
        assert not named, f"step {index + 1} speaks of {named} under the bid screen: {step.say}"
