"""The Paradisio match: rounds, tokens, who starts, winning, errors, saves and views."""
import json

import pytest

from game.core import CorruptSave, IllegalAction, make_seats
from game.paradisio import SPEC, ParadisioState, new_game
from game.paradisio.actions import Place
from game.paradisio.events import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from game.paradisio.state import state_from_view
from tests.kit.paradisio_rules import solved

SEA, INTERIOR, COAST = 0, 15, 5


def _match(seed=1):
    return new_game(make_seats(["Ana", "Bo"]), seed)


def _set_table(state, placed, hands, player, starter=None):
    state.placed = dict(placed)
    state.hands = [list(h) for h in hands]
    state.player = player
    state.starter = player if starter is None else starter


def test_spec_describes_a_two_player_game():
    assert (SPEC.id, SPEC.title, SPEC.min_players, SPEC.max_players) == ("paradisio", "Paradisio", 2, 2)
    assert SPEC.load == ParadisioState.from_json and "<b>" in SPEC.rules_text
    state = SPEC.new_game(make_seats(["a", "b"]), 3)
    bot = SPEC.make_bot("hard", 1)
    action = bot.choose(state.view(state.to_move[0]), state.legal_actions(state.to_move[0]), state.to_move[0])
    assert action in state.legal_actions(state.to_move[0])


def test_two_players_only():
    with pytest.raises(ValueError):
        new_game(make_seats(["a", "b", "c"]), 1)


def test_deal_is_eight_and_eight_face_up_and_the_starter_is_random():
    starters = set()
    for seed in range(20):
        state = _match(seed)
        assert sorted(state.hands[0] + state.hands[1]) == list(range(16))
        assert len(state.hands[0]) == len(state.hands[1]) == 8
        for seat in (0, 1):
            assert state.view(seat)["hands"] == state.view(1 - seat)["hands"] == state.view(None)["hands"]
        assert state.to_move == (state.starter,) and state.round == 1
        starters.add(state.starter)
    assert starters == {0, 1}


def test_new_game_is_deterministic_for_a_seed():
    assert _match(7).to_json() == _match(7).to_json()


def test_the_first_tile_goes_in_the_middle_in_any_turn():
    state = _match(2)
    seat = state.to_move[0]
    actions = state.legal_actions(seat)
    assert {a.cell for a in actions} == {(0, 0)}
    assert {a.tile_id for a in actions} == set(state.hands[seat])
    assert state.legal_actions(1 - seat) == []


def test_round_ends_when_the_next_player_cannot_place_and_the_last_placer_scores():
    state = _match(3)
    _set_table(state, {}, [[SEA], [INTERIOR]], player=0)
    events = state.apply(0, Place(SEA, (0, 0), 0))  # interior can't touch open sea anywhere
    assert isinstance(events[0], TilePlaced)
    assert events[1] == RoundWon(1, winner=0, loser=1, tokens=(1, 0))
    assert isinstance(events[2], RoundStarted) and events[2].starter == 1  # the loser starts next
    assert state.tokens == [1, 0] and state.round == 2 and state.to_move == (1,)
    assert state.placed == {} and sorted(state.hands[0] + state.hands[1]) == list(range(16))


def test_all_sixteen_placed_is_a_tie_and_the_other_player_starts():
    square = solved(1, seed=4)
    last = (3, 3)
    for starter in (0, 1):
        state = _match(4)
        placed = {c: v for c, v in square.items() if c != last}
        _set_table(state, placed, [[square[last][0]], []], player=0, starter=starter)
        events = state.apply(0, Place(square[last][0], last, square[last][1]))
        assert events[1] == RoundTied(1, (0, 0))
        assert state.tokens == [0, 0]
        assert events[2].starter == 1 - starter == state.to_move[0]


def test_first_to_three_tokens_wins_the_match():
    state = _match(5)
    state.tokens, state.rounds, state.round = [2, 1], [0, 1, 0], 4
    _set_table(state, {}, [[SEA], [INTERIOR]], player=0)
    events = state.apply(0, Place(SEA, (0, 0), 0))
    assert events[-1] == MatchWon(0, (3, 1))
    assert state.is_over and state.to_move == () and state.legal_actions(0) == []
    result = state.result()
    assert result.winners == [0]
    assert [(s.seat, s.rank, s.score, s.breakdown) for s in result.standings] == \
        [(0, 1, 3, {"Round 1": 1, "Round 2": 0, "Round 3": 1, "Round 4": 1}),
         (1, 2, 1, {"Round 1": 0, "Round 2": 1, "Round 3": 0, "Round 4": 0})]
    with pytest.raises(IllegalAction, match="over"):
        state.apply(1, Place(INTERIOR, (0, 0), 0))


def test_result_before_the_end_is_an_error():
    with pytest.raises(ValueError):
        _match().result()


@pytest.mark.parametrize("seat, action, message", [
    (1, Place(COAST, (1, 0), 0), "It is not your turn."),
    (0, Place(INTERIOR, (1, 0), 0), "That is not your tile."),
    (0, Place(COAST, (0, 0), 0), "That cell is taken."),
    (0, Place(COAST, (2, 2), 0), "That tile must touch a tile already on the table."),
    (0, Place(SEA, (1, 0), 0), "This tile's left edge is sea at the top, but the tile to its left is land there."),
    (0, Place(COAST, (0, 1), 0), "This tile's top edge is land, but the tile above it is sea there."),
])
def test_illegal_moves_are_refused_in_words_and_change_nothing(seat, action, message):
    state = _match(6)
    _set_table(state, {(0, 0): (COAST + 1, 0)}, [[COAST, SEA], [INTERIOR]], player=0)
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert str(error.value) == message
    assert state.to_json() == before


def test_the_box_rule_is_refused_in_words():
    state = _match(6)
    _set_table(state, {(c, 0): (COAST + c, 0) for c in range(3)}, [[SEA, COAST + 3], [INTERIOR]], player=0)
    state.apply(0, Place(COAST + 3, (3, 0), 0))
    state.player = 0
    with pytest.raises(IllegalAction, match="wider than 4"):
        state.apply(0, Place(SEA, (4, 0), 0))


def test_save_and_load_round_trip_and_clone_is_independent():
    state = _match(8)
    seat = state.to_move[0]
    state.apply(seat, state.legal_actions(seat)[0])
    again = ParadisioState.from_json(state.to_json())
    assert again.to_json() == state.to_json() and again.view(0) == state.view(0)
    twin = state.clone()
    seat = twin.to_move[0]
    twin.apply(seat, twin.legal_actions(seat)[0])
    assert twin.to_json() != state.to_json()
    assert SPEC.load(state.to_json()).to_json() == state.to_json()


@pytest.mark.parametrize("text", ["not json", '{"game":"other","version":1,"state":{}}',
                                  '{"game":"paradisio","version":9,"state":{}}',
                                  '{"game":"paradisio","version":1,"state":{"seats":[]}}'])
def test_damaged_saves_raise_corrupt_save(text):
    with pytest.raises(CorruptSave):
        ParadisioState.from_json(text)


def test_a_save_whose_tiles_do_not_add_up_is_corrupt():
    data = json.loads(_match(9).to_json())
    data["state"]["hands"][0].append(data["state"]["hands"][1][0])
    with pytest.raises(CorruptSave):
        ParadisioState.from_json(json.dumps(data))


def test_view_holds_everything_and_is_json_safe():
    state = _match(10)
    seat = state.to_move[0]
    state.apply(seat, state.legal_actions(seat)[0])
    view = state.view(None)
    assert set(view) >= {"hands", "placed", "tokens", "to_move", "round", "starter", "tokens_to_win",
                         "is_over", "winner", "last_placer", "seats"}
    assert json.loads(json.dumps(view)) == view
    (tile,) = view["placed"]
    assert set(tile) == {"cell", "tile_id", "turn", "kind", "corners"} and tile["cell"] == [0, 0]
    rebuilt = state_from_view(state.view(1))
    assert rebuilt.legal_actions(state.to_move[0]) == state.legal_actions(state.to_move[0])


def test_actions_and_events_read_well():
    assert str(Place(COAST, (1, -2), 1)) == "place coast #5 at column 1, row -2, turned 90°"
    assert Place(COAST, (1, 0), 0).to_dict() == {"type": "Place", "tile_id": 5, "cell": [1, 0], "turn": 0}
    assert RoundWon(1, 0, 1, (1, 0)).to_dict()["type"] == "RoundWon"


def test_the_view_keeps_the_table_of_the_last_finished_round() -> None:
    """A scene draws the table a round ended with from the view, after the next deal."""
    state = _match(3)
    assert state.view(None)["last_round"] is None
    _set_table(state, {}, [[SEA, COAST], [INTERIOR]], player=0)
    state.apply(0, Place(SEA, (0, 0), 0))  # the interior is stranded: round 1 is won, round 2 dealt
    last = state.view(None)["last_round"]
    assert last == {"round": 1, "placed": [{"cell": [0, 0], "tile_id": SEA, "turn": 0, "kind": "open sea",
                                            "corners": [False, False, False, False]}],
                    "hands": [[COAST], [INTERIOR]]}
    assert state.view(None)["round"] == 2 and state.placed == {}
    again = ParadisioState.from_json(state.to_json())
    assert again.view(None) == state.view(None) and state.clone().view(None) == state.view(None)
    assert state_from_view(state.view(None)).view(None)["last_round"] == last
    old_save = json.loads(state.to_json())
    del old_save["state"]["last_round"]  # saved before the last round was kept
    assert ParadisioState.from_json(json.dumps(old_save)).view(None)["last_round"] is None


def _play_out(state, seed):
    """Finish a match with two easy bots."""
    bots = [SPEC.make_bot("easy", seed), SPEC.make_bot("easy", seed + 1)]
    while not state.is_over:
        seat = state.to_move[0]
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat), seat))
    return state


def test_the_result_tells_who_won_each_round_and_which_were_tied() -> None:
    state = _match(6)
    square, last = solved(1, seed=4), (3, 3)
    tile_id, turn = square[last]
    _set_table(state, {c: v for c, v in square.items() if c != last}, [[tile_id], []], player=0)
    state.apply(0, Place(tile_id, last, turn))  # the 16th tile: round 1 is tied
    _play_out(state, 6)
    rounds = state.rounds
    assert rounds[0] is None and len(rounds) == state.round
    assert [rounds.count(0), rounds.count(1)] == state.tokens
    result = state.result()
    for standing in result.standings:
        assert "Round 1" not in standing.breakdown  # tied: no token, no part
        per_round = [standing.breakdown[f"Round {n}"] for n in range(2, len(rounds) + 1)]
        assert per_round == [int(taker == standing.seat) for taker in rounds[1:]]
        assert sum(standing.breakdown.values()) == standing.score
        assert "round 1 tied" in standing.note and standing.note.startswith(("won round", "round 1 tied"))
    assert f"({len(rounds)} rounds, 1 tied)" in result.summary
    assert state.view(None)["rounds"] == rounds


def test_rounds_save_load_and_refuse_damage() -> None:
    state = _play_out(_match(11), 11)
    again = ParadisioState.from_json(state.to_json())
    assert again.rounds == state.rounds and again.result() == state.result()
    assert state_from_view(state.view(None)).rounds == state.rounds
    data = json.loads(state.to_json())
    data["state"]["rounds"] = [1 - t if t is not None else None for t in data["state"]["rounds"]]
    with pytest.raises(CorruptSave, match="rounds do not add up"):
        ParadisioState.from_json(json.dumps(data))
    data["state"]["rounds"] = "010"
    with pytest.raises(CorruptSave):
        ParadisioState.from_json(json.dumps(data))


def test_a_long_match_has_a_part_for_each_round_won_and_tells_the_tied_ones_in_the_notes() -> None:
    """However many rounds were tied, the results show at most five round columns (3 + 2 rounds won)."""
    state = _match(12)
    state.rounds = [None] * 7 + [0, 1, 0, 0]
    state.tokens, state.winner = [3, 1], 0
    winner, loser = state.result().standings
    assert winner.breakdown == {"Round 8": 1, "Round 9": 0, "Round 10": 1, "Round 11": 1}
    assert loser.breakdown == {"Round 8": 0, "Round 9": 1, "Round 10": 0, "Round 11": 0}
    assert winner.note == "won rounds 8, 10 and 11 · rounds 1, 2, 3, 4, 5, 6 and 7 tied"


def test_a_view_tells_why_its_round_was_started_as_the_deal_said() -> None:
    """What a resumed table says of its round's starter, read back from the view alone."""
    import random

    from game.paradisio.snapshot import start_rule_of

    seen: set[str] = set()
    for seed in range(40):
        state, rng = _match(seed), random.Random(seed)
        assert start_rule_of(state.view(None)) == "drawn"
        while not state.is_over and seen != {"lost", "tied"}:
            seat = state.to_move[0]
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                if isinstance(event, RoundStarted):
                    assert start_rule_of(state.view(0)) == event.because
                    seen.add(event.because)
    assert seen == {"lost", "tied"}
