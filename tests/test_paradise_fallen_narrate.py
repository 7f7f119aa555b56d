"""Paradise Fallen's game log: a sentence for every kind of event, none naming a hidden card."""
from __future__ import annotations

import inspect
import random

import pytest

import game.paradise_fallen.events as pf_events
from game.core import Event
from game.paradise_fallen import SPEC, describe, new_game
from game.paradise_fallen.actions import card_name
from game.paradise_fallen.events import (
    AberrationMoved,
    AberrationPlayed,
    AberrationRemoved,
    AptitudePlayed,
    CardDiscarded,
    CardsDrawn,
    CardsGiven,
    CardsReturned,
    CardTaken,
    DeckReshuffled,
    EndTriggered,
    Explored,
    GameOver,
    PlayEnded,
    PowerUsed,
    Raided,
    SailedFree,
    SpotsSwapped,
    TokenRevived,
    TripMade,
    TurnEnded,
    TurnStarted,
)

NAMES = ["Ana", "Ben", "Cy"]
CASES: list[tuple[Event, list[str]]] = [
    (TurnStarted(1, 4), ["Turn 4: Ben plays"]),
    (CardsDrawn(0, 2, "Maui"), ["Ana draws 2 cards", "Maui's power"]),
    (CardsDrawn(2, 1, "refill"), ["Cy draws 1 card", "end of the turn"]),
    (TripMade(1, 4, (5, 2), 5, (48, 58), 0, ("Maui", "Niihau")), ["Ben sails to Niihau by way of Maui for 5 rations",
                                                                  "a 2 Ration, a 3 Ration"]),
    (TripMade(0, 4, (7,), 2, (58,), 1, ("Kahoolawe",)), ["1 left over and lost"]),
    (TripMade(0, 4, (7,), 1, (36,), 0, ("Kahoolawe",)), ["sails to Kahoolawe for 1 ration, paying"]),
    (TripMade(0, 4, (3,), 0, (), 0, ("Hawaii",)), ["paying nothing"]),
    (Explored(0, "Hawaii", 0, True), ["Ana explores Hawaii and takes a Kanaloa token"]),
    (Explored(0, "Maui", 8, False), ["Molokai's power (no Kanaloa token)"]),
    (PowerUsed(1, "Oahu"), ["Ben spends the token of Oahu", "one power a turn"]),
    (AptitudePlayed(2, 76), ["Cy plays the Aptitude Navigator"]),
    (AberrationPlayed(0, 64, 4, "Molokai"), ["Ana lays Green Mist on Molokai: +2 to enter"]),
    (AberrationPlayed(0, 70, 12, "between Molokai and Maui"), ["Raiding Tribe in the gap between Molokai and Maui"]),
    (AberrationMoved(0, 64, 4, 3, "Hawaii"), ["Kauai: Ana moves Green Mist on Hawaii"]),
    (SpotsSwapped(1, 3, 4, ("Hawaii", "Molokai")), ["Kahoolawe: Ben swaps the Aberrations on Hawaii and on Molokai"]),
    (AberrationRemoved(2, 72, 9, "between Kauai and Oahu"), ["Shaman: Cy sends Coral Reef from the gap between"]),
    (Raided(1, 2, 8), ["Raiding Tribe: Cy picks one of Ben's cards face down", "a Maui card goes to the discard"]),
    (CardTaken(0, 1), ["Trickster: Ana takes a card at random from Ben's hand"]),
    (CardsGiven(0, (1, 1, 1)), ["Lanai: Ana gives out the drawn cards", "Ana 1, Ben 1, Cy 1"]),
    (CardsReturned(0, (58,)), ["Niihau: Ana takes back", "a 3 Ration"]),
    (CardsReturned(0, ()), ["Niihau: none of the Ration cards"]),
    (CardDiscarded(1, 36, "end of turn"), ["Ben discards a 1 Ration"]),
    (CardDiscarded(1, 36, "Nihoa"), ["for Nihoa's power"]),
    (SailedFree(0, 4, 8, "Oahu", "Nihoa"), ["Oahu: Ana's canoe sails free to Nihoa"]),
    (DeckReshuffled(40), ["new deck of 40 cards"]),
    (TokenRevived(2, "Maui"), ["Ancestors' Blessing: Cy's token on Maui is face up again"]),
    (PlayEnded(0), ["Ana ends the play phase"]),
    (EndTriggered(1, 7), ["Ben has explored 7 islands", "one more turn"]),
    (TurnEnded(0, (76,)), ["Ana's turn ends; Navigator goes to"]),
    (TurnEnded(0, (76, 77)), [" go to the discard pile"]),
    (TurnEnded(0, ()), ["Ana's turn ends"]),
    (GameOver((1,), (7, 7, 5), (2, 3, 0)), ["Ben wins the tie at 7 islands with the most face-up Kanaloa tokens (3)"]),
    (GameOver((0, 1), (7, 7, 5), (2, 2, 0)), ["Ana and Ben share the victory"]),
    (GameOver((2,), (5, 4, 7), (2, 2, 0)), ["Cy wins with 7 explored islands"]),
]


def event_kinds() -> set[type]:
    return {obj for _, obj in inspect.getmembers(pf_events, inspect.isclass)
            if issubclass(obj, Event) and obj is not Event and obj.__module__ == pf_events.__name__}


def test_every_event_kind_has_a_case() -> None:
    assert {type(event) for event, _ in CASES} == event_kinds()
    assert SPEC.narration.event is describe


@pytest.mark.parametrize("event, words", CASES)
def test_each_event_reads_as_its_rule(event: Event, words: list[str]) -> None:
    line = describe(event, NAMES)
    assert line is not None and "\n" not in line and line[0].isupper()
    for part in words:
        assert part in line, (part, line)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_line_of_a_random_game_is_a_sentence_that_names_no_hidden_card(players: int) -> None:
    rng = random.Random(players)
    state = new_game(players, players)
    faces = {card_name(c) for c in range(85)} - {"Trickster", "Fisherman", "Driftwood"}  # the cards that draw or take
    while not state.is_over:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        for event in state.apply(seat, legal[0] if rng.random() < 0.3 else rng.choice(legal)):
            line = describe(event, [f"P{i}" for i in range(players)])
            assert line is not None and 3 < len(line) <= 300
            if isinstance(event, (CardsDrawn, CardTaken, CardsGiven)):
                assert not any(face in line for face in faces), line
