"""Paradise Fallen's Expert: its judgement ranks a lead above a deficit, its candidates start with the hard
bot's move, it plays whole games at 3 and 4 seats, and it decides the same whatever lies hidden."""
from __future__ import annotations

import random
from dataclasses import replace

from game.bots import ExpertBot, decide
from game.core import derived_seed
from game.paradise_fallen import expert, new_game
from game.paradise_fallen.actions import Explore
from game.paradise_fallen.bot import HardBot
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.state import TOKEN_UP, ParadiseFallenState
from game.search import Decision, search


def _explore(state: ParadiseFallenState, seat: int, islands: list[str]) -> None:
    """Give ``seat`` these explored islands (their first Island cards taken from wherever they lay)."""
    for island in islands:
        card = next(c.id for c in CARDS if c.kind == "island" and c.name == island)
        for pile in (state.deck, state.discard, *state.hands):
            if card in pile:
                pile.remove(card)
        state.explored[seat].append({"island": island, "card": card, "token": TOKEN_UP})


def _rivals_turn(islands: tuple[list[str], list[str]]) -> ParadiseFallenState:
    """A 2-seat game at the start of seat 1's turn, with these islands explored by seats 0 and 1."""
    state = new_game(2, 5)
    state.turn = 1
    for seat, row in enumerate(islands):
        _explore(state, seat, row)
    return state


def test_value_ranks_a_lead_above_a_deficit() -> None:
    ahead = _rivals_turn((["Maui", "Oahu", "Lanai"], ["Nihoa"]))
    behind = _rivals_turn((["Nihoa"], ["Maui", "Oahu", "Lanai"]))
    assert expert.value(ahead.clone(), 0) > 0.8 > 0.2 > expert.value(behind.clone(), 0)
    assert expert.value(ahead.clone(), 1) < expert.value(behind.clone(), 1)


def test_a_finished_game_is_worth_its_win_share() -> None:
    state = _rivals_turn((["Maui", "Oahu"], ["Nihoa"]))
    state.phase = "over"
    assert (expert.value(state.clone(), 0), expert.value(state.clone(), 1)) == (1.0, 0.0)


def test_candidates_start_with_the_hard_move_and_explore_when_it_can() -> None:
    state = new_game(2, 11)
    seat = state.to_move[0]
    legal = state.legal_actions(seat)
    found = expert.candidates(state, seat, legal)
    assert found[0] == HardBot(0).choose(state.view(seat), legal, seat)
    assert set(found) <= set(legal) and len(found) == len(set(found)) and len(found) < len(legal)
    card = next(c for c in state.hands[seat] if CARDS[c].kind == "island")
    island = CARDS[card].name
    state.canoes[seat] = state.grid.index(island)
    legal = state.legal_actions(seat)
    assert Explore(card) in legal
    found = expert.candidates(state, seat, legal)
    assert all(isinstance(a, Explore) for a in found[1:]) and Explore(card) in found


def test_a_lone_candidate_is_taken_without_searching() -> None:
    state = new_game(2, 11)
    seat = state.to_move[0]
    for card in [c for c in state.hands[seat] if CARDS[c].kind == "aptitude"]:  # an Aptitude may come first
        state.hands[seat].remove(card)
        state.deck.insert(0, card)
        state.hands[seat].append(next(c for c in reversed(state.deck) if CARDS[c].kind == "ration"))
        state.deck.remove(state.hands[seat][-1])
    card = next(c for c in state.hands[seat] if CARDS[c].kind == "island")
    state.canoes[seat] = state.grid.index(CARDS[card].name)
    decision = search(state, seat, expert.plan(), random.Random(1))
    assert decision.action == Explore(card) and decision.visits == {Explore(card): 0}


def _game(players: int, seed: int) -> ParadiseFallenState:
    """A whole game, the Expert (on a small budget) in seat 0 and hard bots elsewhere."""
    quick = replace(expert.plan(), iterations=6)
    state = new_game(players, seed)
    while not state.is_over:
        seat = state.to_move[0]
        bot_seed = derived_seed("pf-expert-test", seed, seat, state.turn_number)
        bot = ExpertBot(quick, bot_seed) if seat == 0 else HardBot(bot_seed)
        action = decide(bot, state, seat, bot_seed)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    return state


def test_the_expert_finishes_games_at_three_and_four_seats() -> None:
    for players in (3, 4):
        assert _game(players, 3).result().winners


def test_the_expert_decides_the_same_whatever_lies_hidden() -> None:
    state = new_game(2, 21)
    seat = state.to_move[0]
    quick = replace(expert.plan(), iterations=12)
    mine = decide(ExpertBot(quick, 4), state, seat, 4)
    for seed in (1, 2):
        assert decide(ExpertBot(quick, 4), state.resample(seat, seed), seat, 4) == mine


def test_the_hard_move_is_played_unless_another_is_clearly_better() -> None:
    state = new_game(2, 11)
    seat = state.to_move[0]
    hard, other = expert.candidates(state, seat, state.legal_actions(seat))[:2]
    rng = random.Random(0)

    def played(gain: float, visits: int) -> object:
        decision = Decision(other, {hard: 10, other: visits}, {hard: 0.5, other: 0.5 + gain})
        return expert.final(state, seat, decision, rng)

    assert played(expert.MARGIN / 2, 20) == hard
    assert played(expert.MARGIN * 2, expert.MIN_VISITS - 1) == hard
    assert played(expert.MARGIN * 2, expert.MIN_VISITS) == other
