"""Paradise Fallen: exploring, Aberrations, the end phase, the deck, the end of the game and its tie rules."""
from __future__ import annotations

import json

import pytest

from game.core import CorruptSave, IllegalAction, TieBreak
from game.paradise_fallen import SPEC, new_game
from game.paradise_fallen.actions import Discard, Done, EndPlay, Explore, PlayAberration, Trip, UsePower
from game.paradise_fallen.cards import ISLANDS
from game.paradise_fallen.events import EndTriggered, Explored
from game.paradise_fallen.state import ParadiseFallenState
from tests.kit.paradise_fallen_rules import act, card, explored, give, kinds, lay, ration, table
from tests.kit.typed import as_a, why_not

GREEN_MIST, RAIDING_TRIBE = 64, 70
ISLANDS_BUT = ["Hawaii", "Kauai", "Maui", "Oahu", "Niihau", "Lanai", "Nihoa", "Kahoolawe"]


def end_turn(state):
    act(state, EndPlay())
    return act(state, Done())


def test_a_new_game_deals_five_each_and_starts_every_canoe_in_the_centre():
    for players in (2, 3, 4):
        state = new_game(players, 9)
        assert [len(h) for h in state.hands] == [5] * players and state.canoes == [4] * players
        assert len(state.deck) == 85 - 5 * players and state.turn == 0 and state.to_move == (0,)
        assert sorted(state.grid) == sorted(ISLANDS_BUT + ["Molokai"])
    assert new_game(2, 3).to_json() == new_game(2, 3).to_json() != new_game(2, 4).to_json()
    with pytest.raises(ValueError):
        new_game(5, 1)


def test_explore_only_the_island_under_the_canoe_and_each_once():
    molokai, molokai2 = card("Molokai"), card("Molokai", 1)
    state = table([[molokai, molokai2, card("Maui")], [card("Molokai", 2)]])
    legal = state.legal_actions(0)
    assert Explore(molokai) in legal and Explore(card("Maui")) not in legal
    assert "must be on Maui" in why_not(state, 0, Explore(card("Maui")))
    events = act(state, Explore(molokai))
    assert kinds(events) == ["Explored"] and as_a(Explored, events[0]).token
    assert Explore(molokai2) not in state.legal_actions(0)
    assert "already explored Molokai" in why_not(state, 0, Explore(molokai2))
    end_turn(state)
    act(state, Explore(card("Molokai", 2)))  # another player explores it too
    assert state.explored[1][0]["island"] == "Molokai"


def test_aberrations_are_laid_on_islands_or_in_gaps_as_their_face_says():
    state = table([[GREEN_MIST, RAIDING_TRIBE], []])
    legal = state.legal_actions(0)
    assert {a.spot for a in legal if isinstance(a, PlayAberration) and a.card == GREEN_MIST} == set(range(9))
    assert {a.spot for a in legal if isinstance(a, PlayAberration) and a.card == RAIDING_TRIBE} == set(range(9, 21))
    assert "laid on an island" in why_not(state, 0, PlayAberration(GREEN_MIST, 10))
    assert "laid in a gap" in why_not(state, 0, PlayAberration(RAIDING_TRIBE, 4))
    act(state, PlayAberration(GREEN_MIST, 4))
    act(state, PlayAberration(RAIDING_TRIBE, 12))
    assert state.view(None)["aberrations"] == {"4": [GREEN_MIST], "12": [RAIDING_TRIBE]}


def test_the_end_phase_discards_then_refills_to_five_and_passes_left():
    state = table([[ration(1), ration(2), ration(3)], [], []])
    act(state, EndPlay())
    assert state.legal_actions(0)[0] == Done() and Discard(ration(2)) in state.legal_actions(0)
    assert "end phase" in why_not(state, 0, Trip((5,), (ration(2),)))
    events = act(state, Discard(ration(2)))
    assert kinds(events) == ["CardDiscarded"] and state.discard[-1] == ration(2)
    events = act(state, Done())
    assert kinds(events) == ["CardsDrawn", "TurnEnded", "TurnStarted"]
    assert len(state.hands[0]) == 5 and state.turn == 1 and state.turn_number == 2
    assert "Discarding comes in the end phase" in why_not(state, 1, Discard(0))


def test_a_hand_bigger_than_five_keeps_its_size():
    hand = [ration(1, i) for i in range(7)]
    state = table([hand, []])
    events = end_turn(state)
    assert "CardsDrawn" not in kinds(events) and len(state.hands[0]) == 7


def test_the_discard_pile_becomes_the_deck_when_it_runs_out():
    rest = list(range(20, 85))
    state = table([[], list(range(3, 20))], deck_top=[0, 1, 2], discard=rest)
    assert state.deck == [2, 1, 0]
    events = end_turn(state)
    assert kinds(events)[:2] == ["DeckReshuffled", "CardsDrawn"]
    assert len(state.hands[0]) == 5 and len(state.deck) == len(rest) - 2 and state.discard == []
    assert sorted(state.all_cards()) == list(range(85))


def test_a_card_discarded_while_the_deck_is_empty_becomes_the_new_deck_at_once():
    """The rulebook: "If at any point the deck is empty, immediately shuffle the discard pile" (not at the next draw)."""
    state = table([[ration(1), ration(2)], []])
    state.hands[1], state.deck = list(state.deck), []
    act(state, EndPlay())
    events = act(state, Discard(ration(1)))
    assert kinds(events) == ["CardDiscarded", "DeckReshuffled"]
    assert state.deck == [ration(1)] and state.discard == []
    events = act(state, Discard(ration(2)))  # the deck is not empty now: the card stays on the pile
    assert kinds(events) == ["CardDiscarded"] and state.discard == [ration(2)]


def test_draws_stop_short_when_deck_and_discard_are_empty():
    state = table([[], []])
    state.hands[1] = list(state.deck[1:])
    state.deck = state.deck[:1]
    events = end_turn(state)
    assert events[0].count == 1 and state.hands[0] and state.deck == []


def _near_the_end(players: int) -> ParadiseFallenState:
    """Seat 0 has explored one island fewer than the target and holds the card for the canoe's island."""
    state = table([[card("Molokai")], *([[]] * (players - 1))])
    for island in ISLANDS_BUT[:state.target - 1]:
        explored(state, 0, island)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_end_gives_every_other_player_one_more_turn(players):
    state = _near_the_end(players)
    events = act(state, Explore(card("Molokai")))
    assert kinds(events) == ["Explored", "EndTriggered"] and as_a(EndTriggered, events[1]).target == {2: 8, 3: 7, 4: 6}[players]
    assert state.view(None)["end_triggered_by"] == 0 and state.turns_left == players
    end_turn(state)
    for seat in range(1, players):
        assert not state.is_over and state.turn == seat
        events = end_turn(state)
    assert state.is_over and kinds(events)[-1] == "GameOver" and state.to_move == ()
    assert state.result().winners == [0] and state.result().standings[0].score == state.target
    assert "wins" in state.progress()


def test_the_end_is_triggered_once():
    state = _near_the_end(2)
    act(state, Explore(card("Molokai")))
    end_turn(state)
    for island in ISLANDS_BUT[:8]:
        explored(state, 1, island)
    give(state, 1, card("Molokai", 1))
    events = act(state, Explore(card("Molokai", 1)))
    assert kinds(events) == ["Explored"]
    events = end_turn(state)
    assert state.is_over and state.result().winners == [1]  # nine islands beat eight


def test_molokai_explorations_count_for_the_end():
    state = table([[card("Oahu")], []])
    for island in ["Hawaii", "Kauai", "Maui", "Niihau", "Lanai", "Nihoa", "Kahoolawe"]:
        explored(state, 0, island)
    explored(state, 0, "Molokai")
    events = act(state, UsePower("Molokai"))
    events = act(state, Explore(card("Oahu")))
    assert kinds(events) == ["Explored", "EndTriggered"]


def test_a_tie_goes_to_the_most_face_up_tokens_then_is_shared():
    state = table([[], [], []])
    for seat in range(3):
        for island in ISLANDS_BUT[:5]:
            explored(state, seat, island, token="up" if seat != 2 else "spent")
    state.explored[0][0]["token"] = "spent"
    state.phase, state.winners = "over", [1]
    result = state.result()
    assert result.winners == [1] and [s.rank for s in result.standings] == [1, 2, 3]
    assert result.standings[0].breakdown == {island: 1 for island in ISLANDS if island in ISLANDS_BUT[:5]}
    assert result.standings[0].tie_breaks == [TieBreak("Face-up Kanaloa tokens", 5)]
    assert [s.note for s in result.standings] == [f"Tie-break: {n} face-up Kanaloa tokens" for n in (5, 4, 0)]
    assert result.summary == "Player 2 wins with 5 explored islands and 5 face-up tokens."
    state.explored[1][0]["token"] = "spent"
    assert state.result().winners == [0, 1] and "share" in state.result().summary
    assert state.result_winners() == [0, 1]


def test_game_over_tells_the_tie_rule():
    state = _near_the_end(2)
    explored(state, 1, "Hawaii", token="spent")
    for island in ISLANDS_BUT[1:7]:
        explored(state, 1, island)
    give(state, 1, card("Molokai", 1))
    act(state, Explore(card("Molokai")))
    end_turn(state)
    act(state, Explore(card("Molokai", 1)))
    events = end_turn(state)
    over = events[-1]
    assert over.explored == (7 + 1, 7 + 1) and over.winners == (0,) and over.tokens == (8, 7)
    assert "tokens" in (SPEC.narrate(over, ["Ana", "Ben"]) or "")


def test_views_keep_hands_secret_and_the_deck_order_hidden():
    state = new_game(3, 5)
    public, mine = state.view(None), state.view(1)
    assert "hand" not in public and mine["hand"] == sorted(state.hands[1])
    assert public["hand_counts"] == [5, 5, 5] and public["deck_count"] == 70
    assert not {k for k in mine if "deck" in k} - {"deck_count"}
    twin = state.clone()  # other hands and the deck order planted differently: view(1) stays the same
    twin.hands[0], twin.hands[2] = twin.hands[2], twin.deck[:5]
    twin.deck = twin.deck[5:] + state.hands[0]
    twin.deck.reverse()
    assert twin.view(1) == mine and twin.view(None) == public


def test_a_save_loads_back_and_damage_is_refused():
    state = new_game(4, 11)
    act(state, state.legal_actions(0)[-1])
    text = state.to_json()
    loaded = ParadiseFallenState.from_json(text)
    assert loaded.to_json() == text and loaded.view(2) == state.view(2)
    data = json.loads(text)
    data["state"]["hands"][0].append(data["state"]["deck"][0])
    with pytest.raises(CorruptSave):
        ParadiseFallenState.from_json(json.dumps(data))
    for key, bad in (("phase", "lunch"), ("turn", 7), ("canoes", [4, 4, 4, 99]), ("pending", {"kind": "x"})):
        data = json.loads(text)
        data["state"][key] = bad
        with pytest.raises(CorruptSave):
            ParadiseFallenState.from_json(json.dumps(data))
    with pytest.raises(CorruptSave):
        ParadiseFallenState.from_json("{]")


def test_an_illegal_action_changes_nothing():
    state = table([[ration(1)], []])
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, Trip((3,), (ration(1),)))
    with pytest.raises(IllegalAction):
        state.apply(1, EndPlay())
    assert state.to_json() == before
    assert state.problem(1, EndPlay()) == "It is Player 1's turn."


def test_a_save_waiting_for_an_impossible_choice_is_refused():
    state = table([[ration(3), ration(1)], []])
    lay(state, {12: [RAIDING_TRIBE]})  # between Molokai and Maui
    act(state, Trip((5,), (ration(3),)))
    assert state.pending == {"kind": "raid", "seat": 1, "victim": 0}
    text = state.to_json()
    assert ParadiseFallenState.from_json(text).to_json() == text
    for change in ({"seat": 0}, {"victim": 1}, {"kind": "oahu"}):
        data = json.loads(text)
        data["state"]["pending"].update(change)
        with pytest.raises(CorruptSave):
            ParadiseFallenState.from_json(json.dumps(data))
    data = json.loads(text)
    data["state"]["discard"].extend(data["state"]["hands"][0])
    data["state"]["hands"][0] = []  # a raid on an empty hand: nobody could pick
    with pytest.raises(CorruptSave):
        ParadiseFallenState.from_json(json.dumps(data))
