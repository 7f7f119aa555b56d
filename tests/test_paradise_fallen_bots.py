"""Paradise Fallen's computer players: legal, deterministic, blind to what their seat cannot see, and
the hard one beats the easy one."""
from __future__ import annotations

import pytest

from game.core import Action, derived_seed
from game.paradise_fallen import new_game
from game.paradise_fallen.actions import Deal, Discard, Done, EndPlay, Explore, Trip
from game.paradise_fallen.bot import EasyBot, HardBot, make_bot
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.state import ParadiseFallenState


def _island_card(island: str, nth: int = 0) -> int:
    return [c.id for c in CARDS if c.kind == "island" and c.name == island][nth]


def _rations(*values: int) -> list[int]:
    pool = {v: [c.id for c in CARDS if c.kind == "ration" and c.value == v] for v in (1, 2, 3)}
    return [pool[v].pop(0) for v in values]


def _lift(state: ParadiseFallenState, *cards: int) -> None:
    """Take ``cards`` out of the deck, the discard pile and the hands (to put them somewhere else)."""
    for card in cards:
        for pile in (state.deck, state.discard, *state.hands):
            if card in pile:
                pile.remove(card)


def _set_hand(state: ParadiseFallenState, seat: int, cards: list[int]) -> None:
    """Give ``seat`` exactly ``cards``, the old hand going back into the deck (every card stays somewhere)."""
    _lift(state, *cards)
    state.deck += state.hands[seat]
    state.hands[seat] = list(cards)


def play_game(levels: list[str], seed: int, limit: int = 4000) -> tuple[ParadiseFallenState, list[tuple[int, Action]]]:
    """A whole game between these bots (a fresh bot per decision, as the app makes them)."""
    state = new_game(len(levels), seed)
    moves: list[tuple[int, Action]] = []
    while not state.is_over:
        assert len(moves) < limit, "the game does not end"
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        action = make_bot(levels[seat], derived_seed("pf-test", seed, seat, len(moves))).choose(
            state.view(seat), legal, seat)
        assert action in legal, f"{levels[seat]} bot chose {action}, not a legal move"
        state.apply(seat, action)
        moves.append((seat, action))
    return state, moves


@pytest.mark.parametrize("levels", [["hard", "easy"], ["easy", "hard", "hard"], ["hard", "easy", "hard", "easy"],
                                    ["hard", "hard", "hard", "hard"]])
def test_bots_choose_only_legal_moves_and_finish(levels: list[str]) -> None:
    for seed in range(3):
        state, _ = play_game(levels, seed)
        assert state.winners
        assert state.card_count() == 85


def test_a_bot_is_deterministic_for_its_seed() -> None:
    first = play_game(["hard", "easy", "hard"], 11)[1]
    again = play_game(["hard", "easy", "hard"], 11)[1]
    assert first == again
    other = play_game(["hard", "easy", "hard"], 12)[1]
    assert first != other


def _mid_game_states(seats: int, seed: int, count: int) -> list[ParadiseFallenState]:
    """States met along a game of hard bots, every few moves."""
    state = new_game(seats, seed)
    found: list[ParadiseFallenState] = []
    moves = 0
    while not state.is_over and len(found) < count:
        seat = state.to_move[0]
        if moves % 3 == 0:
            found.append(state.clone())
        state.apply(seat, HardBot(moves).choose(state.view(seat), state.legal_actions(seat), seat))
        moves += 1
    return found


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_bots_see_only_their_own_view(level: str) -> None:
    """Another seat's hand and the deck order swapped in a twin state change nothing the bot does."""
    checked = 0
    for state in _mid_game_states(3, 4, 40):
        seat = state.to_move[0]
        other = (seat + 1) % 3
        twin = state.clone()
        if not twin.hands[other] or not twin.deck:
            continue
        swap = min(len(twin.hands[other]), len(twin.deck))
        twin.hands[other][:swap], twin.deck[-swap:] = twin.deck[-swap:], twin.hands[other][:swap]
        twin.rng.shuffle(twin.deck)
        assert twin.hands[other] != state.hands[other]
        assert twin.view(seat) == state.view(seat)
        legal = state.legal_actions(seat)
        assert twin.legal_actions(seat) == legal
        picks = {make_bot(level, 99).choose(s.view(seat), legal, seat) for s in (state, twin)}
        assert len(picks) == 1
        checked += 1
    assert checked > 20


def test_make_bot_knows_its_levels() -> None:
    assert isinstance(make_bot("easy", 1), EasyBot)
    assert isinstance(make_bot("hard", 1), HardBot)
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


def test_hard_bot_sails_to_explore_what_it_holds() -> None:
    state = new_game(2, 3)
    target = next(p for p in (1, 3, 5, 7) if state.grid[p] in ("Molokai", "Lanai", "Nihoa", "Maui", "Oahu"))
    island = state.grid[target]
    _set_hand(state, 0, [_island_card(island), *_rations(3, 3)])
    seen: list[Action] = []
    while state.turn == 0 and state.phase == "play" and len(seen) < 10:
        action = HardBot(1).choose(state.view(0), state.legal_actions(0), 0)
        seen.append(action)
        state.apply(0, action)
    assert isinstance(seen[0], Trip) and seen[0].path[-1] == target
    assert Explore(_island_card(island)) in seen
    assert state.explored_islands(0) == [island]


def test_hard_bot_keeps_island_cards_it_needs_and_drops_the_others() -> None:
    state = new_game(2, 8)
    here = state.grid[4]
    kept, spent = _island_card(state.grid[1]), _island_card(here)  # grid[1] is one step away: 6 rations reach it
    _lift(state, _island_card(here, 1))
    state.explored[0].append({"island": here, "card": _island_card(here, 1), "token": "up"})
    _set_hand(state, 0, [kept, spent, *_rations(3, 3)])
    state.apply(0, EndPlay())
    dropped: list[int] = []
    while state.phase == "end" and state.turn == 0:
        action = HardBot(2).choose(state.view(0), state.legal_actions(0), 0)
        if isinstance(action, Discard):
            dropped.append(action.card)
        state.apply(0, action)
        if isinstance(action, Done):
            break
    assert spent in dropped and kept not in dropped


def test_hard_bot_gives_lanai_s_worst_card_to_the_leader() -> None:
    state = new_game(2, 5)
    lanai = state.grid.index("Lanai")
    state.canoes[0] = lanai
    done_by_rival = next(i for i in state.grid if i != "Lanai")
    junk, treasure = _island_card(done_by_rival, 1), _rations(3)[0]
    _lift(state, _island_card("Lanai"), _island_card(done_by_rival), junk, treasure)
    state.explored[0].append({"island": "Lanai", "card": _island_card("Lanai"), "token": "spent"})
    state.explored[1].append({"island": done_by_rival, "card": _island_card(done_by_rival), "token": "up"})
    state.pending = {"kind": "lanai", "seat": 0, "cards": [junk, treasure]}
    action = HardBot(3).choose(state.view(0), state.legal_actions(0), 0)
    assert action == Deal((1, 0))


def test_hard_bot_beats_easy_bot() -> None:
    """Over 40 two-seat games, seats alternated, the hard bot wins most (it wins about 3 in 4)."""
    wins = 0
    for game in range(40):
        hard = game % 2
        levels = ["easy", "easy"]
        levels[hard] = "hard"
        state, _ = play_game(levels, 500 + game)
        wins += state.winners == [hard]
    assert wins >= 24
