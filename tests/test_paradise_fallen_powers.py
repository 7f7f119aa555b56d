"""Paradise Fallen: every island power, the Raiding Tribe example, Driftwood and every Aptitude."""
from __future__ import annotations

from game.paradise_fallen import actions as moves
from game.paradise_fallen import events as ev
from tests.kit.barriers import makes_barrier
from tests.kit.paradise_fallen_rules import act, card, explored, gap_of, give, kinds, lay, ration, table
from tests.kit.typed import as_a, why_not

GREEN_MIST, LAVA_FLOW, RAIDING_TRIBE, DRIFTWOOD, CORAL_REEF = 64, 65, 70, 71, 72


def powers(state, seat=0):
    return [a.island for a in state.legal_actions(seat) if isinstance(a, moves.UsePower)]


# --- the Raiding Tribe, as in the rulebook -------------------------------------------
def test_the_raiding_tribe_example_maui_to_hawaii():
    grid = ["Kauai", "Oahu", "Niihau", "Hawaii", "Maui", "Molokai", "Lanai", "Kahoolawe", "Nihoa"]
    hawaii, other = card("Hawaii"), [card("Nihoa"), ration(1), ration(2)]
    state = table([[], [ration(3), hawaii, *other], []], grid=grid)
    state.turn = 1  # Player 2's turn, her canoe on Maui, the Raiding Tribe between Maui and Hawaii
    lay(state, {gap_of(3, 4): [RAIDING_TRIBE]})
    events = act(state, moves.Trip((3,), (ration(3),)))
    assert kinds(events) == ["TripMade"] and as_a(ev.TripMade, events[0]).cost == 3
    assert state.to_move == (2,)  # the player to her left picks
    view = state.view(2)
    assert view["pending"] == {"kind": "raid", "seat": 2, "victim": 1, "slots": 4}
    assert "hand" in view and hawaii not in view["hand"]
    assert state.legal_actions(2) == [moves.RaidPick(s) for s in range(4)]
    assert state.legal_actions(1) == []
    outcomes = {}
    for slot in range(4):
        twin = state.clone()
        outcomes[slot] = as_a(ev.Raided, twin.apply(2, moves.RaidPick(slot))[0]).card
    assert sorted(outcomes.values()) == sorted([hawaii, *other])  # the hand is shuffled face down
    slot = next(s for s, c in outcomes.items() if c != hawaii)
    assert makes_barrier(state, 2, moves.RaidPick(slot))
    raided = act(state, moves.RaidPick(slot))
    assert kinds(raided) == ["Raided"]
    raid = as_a(ev.Raided, raided[0])
    lost = raid.card
    assert (raid.victim, raid.seat) == (1, 2) and state.discard[-1] == lost
    assert lost not in state.hands[1] and hawaii in state.hands[1]
    assert state.to_move == (1,)
    act(state, moves.Explore(hawaii))
    assert state.explored[1] == [{"island": "Hawaii", "card": hawaii, "token": "up"}]
    events = act(state, moves.UsePower("Hawaii"))
    assert kinds(events) == ["PowerUsed", "CardsDrawn"] and state.refill_to == 6


def test_a_raid_on_an_empty_hand_takes_nothing():
    state = table([[ration(3)], []])
    state.canoes[0] = 4
    lay(state, {gap_of(3, 4): [RAIDING_TRIBE]})
    act(state, moves.Trip((3,), (ration(3),)))
    assert state.pending is None and state.to_move == (0,)


def test_the_outrigger_crosses_a_raiding_tribe_untouched():
    state = table([[card("Outrigger"), ration(3), ration(1)], []])
    lay(state, {gap_of(3, 4): [RAIDING_TRIBE], 3: [LAVA_FLOW]})
    act(state, moves.PlayAptitude(card("Outrigger")))
    assert state.active[0] == [card("Outrigger")]
    trips = [a for a in state.legal_actions(0) if isinstance(a, moves.Trip) and a.path[-1] == 3]
    assert moves.Trip((3,), (ration(3),)) in trips  # Lava Flow ignored too: Hawaii costs 3
    act(state, moves.Trip((3,), (ration(3),)))
    assert state.pending is None and state.hands[0] == [ration(1)]


# --- Driftwood -----------------------------------------------------------------------
def test_driftwood_draws_a_card_the_first_time_it_is_crossed_in_a_turn():
    state = table([[ration(3), ration(3, 1), ration(1), ration(1, 1)], []], deck_top=[card("Maui"), card("Oahu")])
    lay(state, {gap_of(4, 5): [DRIFTWOOD]})
    events = act(state, moves.Trip((5,), (ration(1), ration(1, 1))))
    assert kinds(events) == ["TripMade", "CardsDrawn"] and as_a(ev.CardsDrawn, events[1]).why == "Driftwood"
    assert card("Maui") in state.hands[0]
    events = act(state, moves.Trip((4,), (ration(3),)))
    assert kinds(events) == ["TripMade"]  # not twice in a turn
    assert card("Oahu") not in state.hands[0]


# --- the nine island powers ---------------------------------------------------------------
def test_hawaii_draws_one_and_refills_to_six():
    state = table([[], []])
    explored(state, 0, "Hawaii")
    events = act(state, moves.UsePower("Hawaii"))
    assert kinds(events) == ["PowerUsed", "CardsDrawn"] and len(state.hands[0]) == 1
    assert state.explored[0][0]["token"] == "spent" and state.view(None)["refill_to"] == 6
    act(state, moves.EndPlay())
    act(state, moves.Done())
    assert len(state.hands[0]) == 6
    assert state.refill_to == 5  # the next turn refills to 5 again


def test_maui_draws_two():
    state = table([[], []], deck_top=[card("Oahu"), ration(2)])
    explored(state, 0, "Maui")
    events = act(state, moves.UsePower("Maui"))
    assert kinds(events) == ["PowerUsed", "CardsDrawn"] and as_a(ev.CardsDrawn, events[1]).count == 2
    assert sorted(state.hands[0]) == sorted([card("Oahu"), ration(2)])


def test_niihau_returns_only_the_rations_paid_this_turn_still_in_the_discard_pile():
    state = table([[ration(2), card("Kauai"), ration(1), ration(3)], []], discard=[ration(1, 1)])
    explored(state, 0, "Niihau")
    act(state, moves.Trip((7,), tuple(sorted((card("Kauai"), ration(3))))))  # Kahoolawe: 4
    act(state, moves.Trip((4,), (ration(1),)))
    events = act(state, moves.UsePower("Niihau"))
    assert kinds(events) == ["PowerUsed", "CardsReturned"]
    assert sorted(as_a(ev.CardsReturned, events[1]).cards) == sorted([ration(3), ration(1)])
    assert sorted(state.hands[0]) == sorted([ration(2), ration(3), ration(1)])
    assert card("Kauai") in state.discard and ration(1, 1) in state.discard  # an Island card is no Ration


def test_niihau_returns_nothing_once_the_discard_pile_was_reshuffled():
    hand, niihau, last = [ration(2), ration(1)], card("Niihau"), card("Oahu")
    rest = [c for c in range(85) if c not in (*hand, niihau, last, DRIFTWOOD)]
    state = table([hand, []], deck_top=[last], discard=rest)
    state.deck = [last]
    state.explored[0] = [{"island": "Niihau", "card": niihau, "token": "up"}]
    lay(state, {gap_of(4, 5): [DRIFTWOOD]})
    assert state.deck == [last] and sorted(state.all_cards()) == list(range(85))
    events = act(state, moves.Trip((5,), (ration(2),)))
    assert kinds(events) == ["TripMade", "DeckReshuffled", "CardsDrawn"]
    assert as_a(ev.DeckReshuffled, events[1]).size == len(rest) + 1 and state.discard == [] and ration(2) in state.deck
    events = act(state, moves.UsePower("Niihau"))
    assert as_a(ev.CardsReturned, events[1]).cards == () and ration(2) not in state.hands[0]


def test_oahu_sails_free_to_an_island_already_explored():
    state = table([[ration(1)], []])
    explored(state, 0, "Oahu")
    state.canoes[0] = 1
    assert powers(state) == []  # Oahu is the only island explored, and the canoe is there: nowhere to sail
    explored(state, 0, "Nihoa", token="spent")
    lay(state, {gap_of(4, 7): [RAIDING_TRIBE]})
    assert powers(state) == ["Oahu"]
    act(state, moves.UsePower("Oahu"))
    assert state.view(None)["pending"] == {"kind": "oahu", "seat": 0}
    assert state.legal_actions(0) == [moves.SailTo(8)]
    events = act(state, moves.SailTo(8))
    assert kinds(events) == ["SailedFree"] and as_a(ev.SailedFree, events[0]).island == "Nihoa"
    assert state.canoes[0] == 8 and state.hands[0] == [ration(1)] and state.pending is None


def test_molokai_explores_a_neighbouring_island_without_a_token():
    maui, hawaii, nihoa = card("Maui"), card("Hawaii"), card("Nihoa")
    state = table([[maui, nihoa, card("Kahoolawe", 1)], []])
    state.canoes[0] = 2  # Niihau; Oahu (1) and Maui (5) are next to it, Nihoa (8) is not
    explored(state, 0, "Molokai")
    explored(state, 0, "Kahoolawe")
    assert powers(state) == ["Molokai"]
    act(state, moves.UsePower("Molokai"))
    assert state.legal_actions(0) == [moves.Explore(maui)]
    events = act(state, moves.Explore(maui))
    assert kinds(events) == ["Explored"] and as_a(ev.Explored, events[0]).token is False
    assert state.explored[0][-1] == {"island": "Maui", "card": maui, "token": "none"}
    assert "Maui" not in powers(state) and state.tokens_up(0) == 1
    give(state, 0, hawaii)
    state.power_used = False
    state.canoes[0] = 4
    assert "Molokai" not in powers(state)  # its token is spent


def test_kauai_moves_up_to_two_aberrations_to_like_places():
    state = table([[], []])
    explored(state, 0, "Kauai")
    assert powers(state) == []  # nothing to move
    lay(state, {4: [GREEN_MIST], gap_of(4, 5): [CORAL_REEF]})
    act(state, moves.UsePower("Kauai"))
    legal = state.legal_actions(0)
    assert legal[0] == moves.Done() and moves.MoveAberration(GREEN_MIST, 7) in legal
    assert moves.MoveAberration(GREEN_MIST, 4) not in legal and moves.MoveAberration(GREEN_MIST, 9) not in legal
    assert moves.MoveAberration(CORAL_REEF, 3) not in legal and moves.MoveAberration(CORAL_REEF, 9) in legal
    assert "not one of the choices" in why_not(state, 0, moves.MoveAberration(GREEN_MIST, 12))
    act(state, moves.MoveAberration(GREEN_MIST, 7))
    assert state.view(None)["pending"]["moves_left"] == 1
    events = act(state, moves.MoveAberration(CORAL_REEF, 9))
    assert kinds(events) == ["AberrationMoved"] and state.pending is None
    assert state.aberrations == {7: [GREEN_MIST], 9: [CORAL_REEF]}


def test_kauai_can_stop_after_one_move():
    state = table([[], []])
    explored(state, 0, "Kauai")
    lay(state, {4: [GREEN_MIST]})
    act(state, moves.UsePower("Kauai"))
    act(state, moves.MoveAberration(GREEN_MIST, 0))
    assert act(state, moves.Done()) == [] and state.pending is None and state.aberrations == {0: [GREEN_MIST]}


def test_kahoolawe_swaps_all_aberrations_of_two_like_places():
    state = table([[], []])
    explored(state, 0, "Kahoolawe")
    lay(state, {4: [GREEN_MIST, LAVA_FLOW], gap_of(4, 5): [CORAL_REEF]})
    act(state, moves.UsePower("Kahoolawe"))
    legal = state.legal_actions(0)
    assert moves.SwapSpots(4, 8) in legal and moves.SwapSpots(0, 1) not in legal  # at least one side holds some
    assert moves.SwapSpots(4, gap_of(0, 1)) not in legal  # an island with a gap: not like places
    assert moves.SwapSpots(gap_of(0, 1), gap_of(4, 5)) in legal
    act(state, moves.SwapSpots(4, 8))
    assert state.aberrations == {8: [GREEN_MIST, LAVA_FLOW], gap_of(4, 5): [CORAL_REEF]}


def test_lanai_deals_one_drawn_card_to_each_player_only_the_user_sees_them():
    drawn = [card("Maui"), ration(3), card("Nihoa")]
    state = table([[], [ration(1)], []], deck_top=drawn)
    explored(state, 0, "Lanai")
    events = act(state, moves.UsePower("Lanai"))
    assert kinds(events) == ["PowerUsed", "CardsDrawn"]
    assert state.view(0)["pending"]["cards"] == drawn
    assert "cards" not in state.view(1)["pending"] and "cards" not in state.view(None)["pending"]
    legal = state.legal_actions(0)
    assert len(legal) == 6 and moves.Deal((2, 0, 1)) in legal and moves.Deal((0, 0, 1)) not in legal
    events = act(state, moves.Deal((2, 0, 1)))
    assert kinds(events) == ["CardsGiven"] and as_a(ev.CardsGiven, events[0]).counts == (1, 1, 1)
    assert state.hands == [[ration(3)], [ration(1), card("Nihoa")], [card("Maui")]]


def test_nihoa_discards_any_number_and_draws_as_many():
    state = table([[ration(1), ration(2), card("Oahu")], []], deck_top=[card("Maui"), card("Hawaii")])
    explored(state, 0, "Nihoa")
    act(state, moves.UsePower("Nihoa"))
    assert state.legal_actions(0)[0] == moves.Done()
    act(state, moves.Discard(ration(1)))
    act(state, moves.Discard(card("Oahu")))
    assert state.view(None)["pending"]["discarded"] == 2
    events = act(state, moves.Done())
    assert kinds(events) == ["CardsDrawn"] and as_a(ev.CardsDrawn, events[0]).count == 2
    assert sorted(state.hands[0]) == sorted([ration(2), card("Maui"), card("Hawaii")])


def test_one_power_a_turn_even_with_two_tokens_up():
    state = table([[], []])
    explored(state, 0, "Maui")
    explored(state, 0, "Hawaii")
    act(state, moves.UsePower("Maui"))
    assert powers(state) == []
    assert "already used an island power" in why_not(state, 0, moves.UsePower("Hawaii"))
    act(state, moves.EndPlay())
    act(state, moves.Done())
    act(state, moves.EndPlay())
    act(state, moves.Done())
    assert powers(state) == ["Hawaii"]


def test_the_token_just_earned_can_be_used_at_once():
    state = table([[card("Molokai")], []], deck_top=[ration(1), ration(2)])
    act(state, moves.Explore(card("Molokai")))
    assert powers(state) == []  # Molokai's power needs a card for a neighbour
    give(state, 0, card("Oahu"))
    assert powers(state) == ["Molokai"]


# --- Aptitudes ------------------------------------------------------------------------------
def test_aptitudes_only_at_the_start_of_a_turn():
    state = table([[card("Fisherman"), card("Navigator"), ration(2)], []])
    assert moves.PlayAptitude(card("Navigator")) in state.legal_actions(0)
    act(state, moves.PlayAptitude(card("Navigator")))
    assert moves.PlayAptitude(card("Fisherman")) in state.legal_actions(0)  # several may be played
    act(state, moves.Trip((5,), (ration(2),)))
    assert moves.PlayAptitude(card("Fisherman")) not in state.legal_actions(0)
    assert "start of a turn" in why_not(state, 0, moves.PlayAptitude(card("Fisherman")))
    assert state.view(0)["may_play_aptitude"] is False


def test_lasting_aptitudes_last_the_turn_then_go_to_the_discard_pile():
    state = table([[card("Navigator"), ration(3)], []])
    act(state, moves.PlayAptitude(card("Navigator")))
    assert state.view(None)["aptitudes_active"] == [[card("Navigator")], []]
    act(state, moves.Trip((0,), (ration(3),)))  # a diagonal step: Kauai, up and left
    assert state.canoes[0] == 0
    act(state, moves.EndPlay())
    events = act(state, moves.Done())
    assert "TurnEnded" in kinds(events) and card("Navigator") in state.discard and state.active[0] == []


def test_strong_paddlers_and_wayfinder_lower_the_price():
    state = table([[card("Strong Paddlers"), card("Wayfinder"), ration(2)], []])
    act(state, moves.PlayAptitude(card("Strong Paddlers")))
    act(state, moves.PlayAptitude(card("Wayfinder")))
    legal = state.legal_actions(0)
    assert moves.Trip((1, 0), (ration(2),)) in legal  # Kauai (3) over Oahu: only Kauai paid, 1 less
    act(state, moves.Trip((1, 0), (ration(2),)))
    assert state.canoes[0] == 0


def test_sea_turtle_rides_free_to_a_neighbour():
    state = table([[card("Sea Turtle")], []])
    lay(state, {gap_of(4, 7): [RAIDING_TRIBE, CORAL_REEF]})
    events = act(state, moves.PlayAptitude(card("Sea Turtle")))
    assert kinds(events) == ["AptitudePlayed"] and card("Sea Turtle") in state.discard
    assert state.legal_actions(0) == [moves.SailTo(1), moves.SailTo(3), moves.SailTo(5), moves.SailTo(7)]
    events = act(state, moves.SailTo(7))
    assert kinds(events) == ["SailedFree"] and state.canoes[0] == 7 and state.pending is None


def test_fisherman_draws_two():
    state = table([[card("Fisherman")], []], deck_top=[ration(1), ration(2)])
    events = act(state, moves.PlayAptitude(card("Fisherman")))
    assert kinds(events) == ["AptitudePlayed", "CardsDrawn"] and as_a(ev.CardsDrawn, events[1]).count == 2
    assert sorted(state.hands[0]) == [ration(1), ration(2)]


def test_trickster_takes_a_random_card_from_another_hand():
    state = table([[card("Trickster")], [ration(3), card("Maui")], []])
    act(state, moves.PlayAptitude(card("Trickster")))
    assert state.legal_actions(0) == [moves.TakeFrom(1)]  # seat 2 has no cards
    assert makes_barrier(state, 0, moves.TakeFrom(1))
    events = act(state, moves.TakeFrom(1))
    assert kinds(events) == ["CardTaken"]
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 1
    assert sorted(state.hands[0] + state.hands[1]) == sorted([ration(3), card("Maui")])
    assert "card" not in events[0].to_dict()  # which card stays between the two hands


def test_trickster_needs_someone_to_rob():
    state = table([[card("Trickster")], []])
    assert moves.PlayAptitude(card("Trickster")) not in state.legal_actions(0)
    assert "another player" in why_not(state, 0, moves.PlayAptitude(card("Trickster")))


def test_shaman_removes_an_aberration():
    state = table([[card("Shaman")], []])
    assert "Aberration in play" in why_not(state, 0, moves.PlayAptitude(card("Shaman")))
    lay(state, {4: [GREEN_MIST], 9: [CORAL_REEF]})
    act(state, moves.PlayAptitude(card("Shaman")))
    assert state.legal_actions(0) == [moves.RemoveAberration(GREEN_MIST), moves.RemoveAberration(CORAL_REEF)]
    events = act(state, moves.RemoveAberration(CORAL_REEF))
    assert kinds(events) == ["AberrationRemoved"] and state.aberrations == {4: [GREEN_MIST]}
    assert state.discard[-1] == CORAL_REEF


def test_ancestors_blessing_turns_a_spent_token_up():
    blessing = card("Ancestors' Blessing")
    state = table([[blessing], []])
    explored(state, 0, "Maui", token="spent")
    explored(state, 0, "Hawaii")
    act(state, moves.PlayAptitude(blessing))
    assert state.legal_actions(0) == [moves.Revive("Maui")]
    events = act(state, moves.Revive("Maui"))
    assert kinds(events) == ["TokenRevived"] and state.tokens_up(0) == 2
    assert blessing in state.discard and state.pending is None


def test_niihau_does_not_return_rations_paid_in_an_earlier_turn():
    state = table([[ration(2), ration(3)], [ration(1)]])
    explored(state, 0, "Niihau")
    act(state, moves.Trip((5,), (ration(2),)))
    for _ in range(2):
        act(state, moves.EndPlay())
        act(state, moves.Done())
    assert state.turn == 0 and ration(2) in state.discard
    events = act(state, moves.UsePower("Niihau"))
    assert as_a(ev.CardsReturned, events[1]).cards == () and ration(2) in state.discard
