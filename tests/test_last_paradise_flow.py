"""The Last Paradise: the flow of a game through LastParadiseState (setup to appraisal)."""
from __future__ import annotations

import json

import pytest

from game.core import CorruptSave, IllegalAction, State, make_seats
from game.last_paradise import (
    BANK,
    COUNTERS,
    NATURE,
    SPEC,
    Answer,
    Bid,
    BidEntered,
    BidsRevealed,
    BonusPaid,
    ChooseLot,
    CounterRevealed,
    DealLapsed,
    DealPaid,
    LastParadiseState,
    LotDrawn,
    Offer,
    PassOffer,
    Place,
    Placement,
    TieRepeat,
    new_game,
)
from game.last_paradise.board import DISTRICTS, OPENING_VILLAS
from tests.kit.typed import as_a

ANTON, BIRGIT, CLAUS, DORTE = 0, 1, 2, 3


def table(seed: int = 1, **options: int | str | None) -> LastParadiseState:
    return new_game(make_seats(["Anton", "Birgit", "Claus", "Dorte"]), seed, **options)


def buy(state: LastParadiseState, buyer: int, bid: int = 1) -> list:
    """Everyone bids 0 except ``buyer``, who wins for nothing."""
    events = []
    for seat in state.to_move:
        events += state.apply(seat, Bid(bid if seat == buyer else 0))
    return events


def through_start_phase(state: LastParadiseState) -> LastParadiseState:
    """Anton, Birgit, Claus, Dorte buy the opening villas in that order."""
    for buyer in range(4):
        if state.phase == "choose lot":
            state.apply(state.chooser, ChooseLot(state.opening_left[0]))
        buy(state, buyer)
    return state


def reveal(state: LastParadiseState, counter: str) -> LastParadiseState:
    """Stack the pile: put the revealed counter back and show ``counter`` instead."""
    assert state.lot is not None
    state.pile.insert(0, state.lot)
    state.pile.remove(counter)
    state.lot = counter
    return state


def to_placement(state: LastParadiseState, buyer: int) -> LastParadiseState:
    buy(state, buyer)
    while state.phase == "offer":
        state.apply(state.to_move[0], PassOffer())
    return state


def test_setup_puts_one_villa_per_district_on_its_beach_and_shuffles_twelve_into_the_pile() -> None:
    state = table()
    assert sorted(p.counter for p in state.board.values()) == sorted(OPENING_VILLAS)
    for site, placed in state.board.items():
        assert site in DISTRICTS[COUNTERS[placed.counter].district].beach_sites
        assert placed.side == "building" and placed.owner is None
    assert len(state.pile) == 12 and not set(state.pile) & set(OPENING_VILLAS)
    assert state.phase == "choose lot" and state.to_move == (state.youngest,)
    assert isinstance(state, State)


@pytest.mark.parametrize("players, money", [(3, 60), (4, 50), (5, 40)])
def test_standard_starting_money(players: int, money: int) -> None:
    assert new_game(players, 0).money == [money] * players
    assert new_game(players, 0, starting_money="standard").money == [money] * players


def test_starting_money_can_be_overridden_and_seat_counts_are_checked() -> None:
    assert table(starting_money=80).money == [80] * 4
    with pytest.raises(ValueError):
        new_game(2, 0)
    with pytest.raises(ValueError):
        table(starting_money=-5)


def test_the_same_seed_gives_the_same_game() -> None:
    assert table(7).to_json() == table(7).to_json()


def test_start_phase_youngest_chooses_then_each_buyer_chooses_and_villas_stay_villas() -> None:
    state = table()
    first = state.opening_left[0]
    state.apply(state.youngest, ChooseLot(first))
    buy(state, CLAUS)
    assert state.board[first] == Placement(state.board[first].counter, "building", CLAUS)
    assert state.phase == "choose lot" and state.to_move == (CLAUS,)
    state.apply(CLAUS, ChooseLot(state.opening_left[0]))
    buy(state, ANTON)
    state.apply(ANTON, ChooseLot(state.opening_left[0]))
    buy(state, BIRGIT)
    assert state.phase == "bid" and state.opening_left == []  # the last villa is auctioned unasked
    events = buy(state, BIRGIT)
    assert any(isinstance(e, CounterRevealed) and e.round == 1 for e in events)
    assert sorted(p.owner for p in state.board.values()) == [ANTON, BIRGIT, BIRGIT, CLAUS]


def test_buying_all_four_opening_villas_earns_the_island_bonus_once() -> None:
    state = table()
    events = []
    for _ in range(4):
        if state.phase == "choose lot":
            state.apply(state.chooser, ChooseLot(state.opening_left[0]))
        events += buy(state, DORTE)
    assert [e for e in events if isinstance(e, BonusPaid)] == [BonusPaid(DORTE, 20, "a building in every district", "island")]
    assert state.island_paid[DORTE]


def test_a_sealed_bid_waits_for_every_seat_at_once_and_hides_the_amounts() -> None:
    state = through_start_phase(table())
    assert state.to_move == (ANTON, BIRGIT, CLAUS, DORTE)
    before = {seat: state.view(seat) for seat in (ANTON, CLAUS, DORTE, None)}
    events = state.apply(BIRGIT, Bid(13))
    assert events == [BidEntered(BIRGIT)]
    assert state.to_move == (ANTON, CLAUS, DORTE)
    assert state.view(BIRGIT)["auction"]["my_bid"] == 13
    for seat, seen in before.items():
        now = state.view(seat)
        assert now["auction"]["my_bid"] is None and now["auction"]["entered"] == [BIRGIT]
        assert {k: v for k, v in now.items() if k not in ("auction", "to_move")} == {
            k: v for k, v in seen.items() if k not in ("auction", "to_move")}
    with pytest.raises(IllegalAction, match="already bid"):
        state.apply(BIRGIT, Bid(1))


def test_the_rulebook_tie_example_played_at_the_table_draws_a_lot_and_the_winner_pays_11() -> None:
    state = through_start_phase(table())
    for seat, amount in ((ANTON, 10), (BIRGIT, 10), (CLAUS, 8), (DORTE, 7)):
        events = state.apply(seat, Bid(amount))
    assert TieRepeat((ANTON, BIRGIT), 10) in events
    assert state.to_move == (ANTON, BIRGIT)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="A bid must be at least 10 in this repeat"):
        state.apply(ANTON, Bid(9))
    with pytest.raises(IllegalAction, match="Only the seats tied"):
        state.apply(CLAUS, Bid(20))
    assert state.to_json() == before
    state.apply(ANTON, Bid(11))
    events = state.apply(BIRGIT, Bid(11))
    assert TieRepeat((ANTON, BIRGIT), 11) in events
    state.apply(ANTON, Bid(11))
    events = state.apply(BIRGIT, Bid(11))
    drawn = next(e for e in events if isinstance(e, LotDrawn))
    assert drawn.seats == (ANTON, BIRGIT) and drawn.price == 11
    assert state.buyer == drawn.winner and state.money[drawn.winner] == 50 - 11
    assert state.ledger[-1].payer == drawn.winner and state.ledger[-1].payee == BANK


def test_no_bids_twice_gives_the_counter_away_for_free() -> None:
    state = through_start_phase(table())
    for _ in range(2):
        for seat in state.to_move:
            events = state.apply(seat, Bid(0))
    drawn = next(e for e in events if isinstance(e, LotDrawn))
    assert drawn.price == 0 and state.money == [50, 50, 50, 50]
    assert any(isinstance(e, BidsRevealed) and e.rule == "lot drawn" for e in events)


def test_a_seat_with_no_money_still_bids_but_only_zero() -> None:
    state = through_start_phase(table())
    state.money[CLAUS] = 0
    assert state.legal_actions(CLAUS) == [Bid(0)]
    with pytest.raises(IllegalAction, match="You only have 0 Paras"):
        state.apply(CLAUS, Bid(1))


def test_clear_sentences_for_illegal_placements_and_nothing_changes() -> None:
    state = reveal(through_start_phase(table()), "palm-hotel")
    to_placement(state, ANTON)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="A hotel can only go on its district's central site"):
        state.apply(ANTON, Place(2, "building"))
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(BIRGIT, Place(3, "building"))
    with pytest.raises(IllegalAction, match="not possible now"):
        state.apply(ANTON, Bid(3))
    assert state.to_json() == before
    assert set(state.legal_actions(ANTON)) == {Place(3, "building"), Place(3, NATURE)}


def test_a_villa_cannot_go_on_a_taken_site() -> None:
    state = reveal(through_start_phase(table()), "shell-villa-2")
    to_placement(state, ANTON)
    taken = next(s for s in DISTRICTS[1].beach_sites if s in state.board)
    with pytest.raises(IllegalAction, match="That site is taken"):
        state.apply(ANTON, Place(taken, "building"))
    with pytest.raises(IllegalAction, match="Shell beach site"):
        state.apply(ANTON, Place(0, "building"))


def test_deals_are_paid_after_the_bonuses_only_when_their_condition_is_met() -> None:
    state = reveal(through_start_phase(table()), "palm-villa-2")
    buy(state, BIRGIT)
    assert state.phase == "offer" and state.to_move == (CLAUS,)
    state.apply(CLAUS, Offer(6, NATURE))
    state.money[DORTE] = 3
    state.apply(DORTE, Offer(3, "building"))
    state.money[DORTE] = 3
    with pytest.raises(IllegalAction, match="You only have 50 Paras"):
        state.apply(ANTON, Offer(51, NATURE))
    state.apply(ANTON, Offer(9, NATURE))
    assert state.phase == "answer" and state.to_move == (BIRGIT,)
    state.apply(BIRGIT, Answer(CLAUS, True))
    state.apply(BIRGIT, Answer(DORTE, True))
    state.apply(BIRGIT, Answer(ANTON, False))
    site = next(s for s in DISTRICTS[0].beach_sites if s not in state.board)
    events = state.apply(BIRGIT, Place(site, NATURE))
    assert DealPaid(CLAUS, BIRGIT, 6, 6, NATURE) in events
    assert DealLapsed(DORTE, BIRGIT, "building") in events
    assert not any(isinstance(e, DealPaid) and e.seat == ANTON for e in events)
    bonus_at = max(i for i, e in enumerate(events) if isinstance(e, BonusPaid))
    deal_at = next(i for i, e in enumerate(events) if isinstance(e, DealPaid))
    assert bonus_at < deal_at
    assert state.trees[BIRGIT] == 1 and state.board[site].owner == BIRGIT


def test_a_deal_never_takes_more_than_the_payer_holds() -> None:
    state = through_start_phase(table())
    buy(state, BIRGIT)
    state.apply(CLAUS, Offer(30, "building"))
    state.apply(DORTE, PassOffer())
    state.apply(ANTON, PassOffer())
    state.apply(BIRGIT, Answer(CLAUS, True))
    state.money[CLAUS] = 4
    place = next(a for a in state.legal_actions(BIRGIT) if isinstance(a, Place) and a.side == "building")
    events = state.apply(BIRGIT, place)
    assert DealPaid(CLAUS, BIRGIT, 4, 30, "building") in events and state.money[CLAUS] == 0


def test_views_show_only_the_viewers_own_money_but_everyones_trees_and_nature() -> None:
    """Only money is secret (RULINGS §1): trees and who left a site as nature are public cardboard."""
    state = through_start_phase(table())
    state.money = [4321, 5432, 6543, 7654]
    state.trees = [7, 8, 9, 6]
    state.board[2] = Placement("palm-villa-3", NATURE, CLAUS)
    for seat in (ANTON, BIRGIT, CLAUS, DORTE, None):
        view = state.view(seat)
        text = json.dumps(view)
        if seat is not None:
            assert view["seats"][seat]["money"] == state.money[seat]
        for other in set(range(4)) - {seat}:
            assert str(state.money[other]) not in text
            assert view["seats"][other]["money"] is None
        assert [s["trees"] for s in view["seats"]] == [7, 8, 9, 6]
        assert view["board"][2]["owner"] == CLAUS


def test_save_round_trip_and_damaged_saves() -> None:
    state = through_start_phase(table())
    state.apply(ANTON, Bid(3))
    text = state.to_json()
    again = LastParadiseState.from_json(text)
    assert again.to_json() == text and again.view(ANTON) == state.view(ANTON)
    assert SPEC.load is not None and SPEC.load(text).to_json() == text
    for bad in ("not json", '{"game":"paradisio","version":1,"state":{}}',
                text.replace('"version":1', '"version":9'), text.replace('"money":[', '"money":[-5,'),
                text.replace('"phase":"bid"', '"phase":"dancing"')):
        with pytest.raises(CorruptSave):
            LastParadiseState.from_json(bad)


def test_clone_is_independent() -> None:
    state = through_start_phase(table())
    twin = state.clone()
    twin.apply(ANTON, Bid(5))
    assert state.bids == {} and twin.bids == {ANTON: 5}


def test_actions_read_well() -> None:
    assert str(Bid(7)) == "bid 7 Paras"
    assert str(Place(3, NATURE)) == "place nature on Palm centre"
    assert str(Offer(5, "building")) == "offer 5 Paras for building"
    assert str(ChooseLot(4)) == "auction the villa on Shell beach 1"


def test_the_spec_offers_the_game_to_the_menu() -> None:
    from game.registry import available_games
    assert available_games()["last-paradise"] is SPEC
    assert (SPEC.min_players, SPEC.max_players, SPEC.title) == (3, 5, "The Last Paradise")
    assert as_a(LastParadiseState, SPEC.new_game(make_seats(["A", "B", "C"]), 3, starting_money="standard")).money == [60] * 3
    assert "second-highest" in SPEC.rules_text
