"""Paradise Fallen in whole sentences: every kind of event and of move has one, none names a hidden card, and
over random games of every player count each sentence is whole (a capital or a name first, a full stop
last, no code name, no island id)."""
from __future__ import annotations

import inspect
import random
import re
from types import ModuleType

import pytest

import game.paradise_fallen.actions as pf_actions
import game.paradise_fallen.events as pf_events
from game.core import Action, Event
from game.paradise_fallen import SPEC, narrate, new_game
from game.paradise_fallen import actions as moves
from game.paradise_fallen import events as ev
from tests.kit.paradise_fallen_events import CASES, NAMES
from tests.kit.paradise_fallen_rules import card, ration

"""Each kind of event (some twice), with words its sentence holds."""

MOVES: list[tuple[int, Action, str]] = [
    (0, moves.Trip((1, 0), (58, 8)), "Ana sails 2 steps to the top-left island, paying a Ration worth 3 and a Maui card."),
    (0, moves.Trip((3,), ()), "Ana sails one step to the middle-left island, paying nothing."),
    (1, moves.Explore(8), "Ben plays a Maui card to explore Maui."),
    (1, moves.PlayAberration(64, 4), "Ben lays Green Mist on the centre island."),
    (1, moves.PlayAberration(70, 11), "Ben lays Raiding Tribe in the gap between the middle-left and centre islands."),
    (2, moves.PlayAptitude(76), "Cy plays the Aptitude Navigator."),
    (2, moves.UsePower("Kauai"), "Cy uses the power of Kauai: Move up to two Aberrations in play, each to a like location."),
    (0, moves.SailTo(8), "Ana sails free to the bottom-right island."),
    (0, moves.MoveAberration(64, 3), "Ana moves Green Mist on the middle-left island."),
    (0, moves.SwapSpots(0, 8), "Ana swaps the Aberrations of the top-left island and the bottom-right island."),
    (0, moves.RemoveAberration(72), "Ana sends Coral Reef to the discard pile."),
    (0, moves.TakeFrom(2), "Ana takes a card at random from Cy's hand."),
    (0, moves.Revive("Maui"), "Ana turns the Kanaloa token of Maui face up again."),
    (0, moves.Deal((2, 0, 1)), "Ana gives out Lanai's cards face down, one each to Ana, Ben and Cy."),
    (1, moves.RaidPick(2), "Ben picks one of Ana's face-down cards."),
    (0, moves.RaidPick(0), "Ana picks one of Cy's face-down cards."),
    (1, moves.Discard(36), "Ben discards a Ration worth 1."),
    (0, moves.EndPlay(), "Ana ends the play phase."),
    (0, moves.Done(), "Ana is done."),
]
"""Each kind of move (some twice) and its whole sentence."""

CODE_WORDS = re.compile(r"\b[a-z]+_[a-z_]+\b|\bNone\b|\w\(|\(\w+\)|=|\bposition \d|\bseat \d|\bspot \d")
"""What a sentence built from code would show: snake_case, None, a call or an id in brackets, a number for a place."""
CLASS_NAMES = {name for name, obj in [*inspect.getmembers(pf_actions, inspect.isclass),
                                      *inspect.getmembers(pf_events, inspect.isclass)]
               if issubclass(obj, (Action, Event)) and re.fullmatch(r"(?:[A-Z][a-z]+){2,}", name)}
"""The actions' and events' class names of two words or more ("PlayAberration"; "Discard" is plain English)."""


def kinds_of(module: ModuleType, base: type) -> set[type]:
    """The concrete classes of ``base`` a module defines (not the shared bases that others of them extend)."""
    found = {obj for _, obj in inspect.getmembers(module, inspect.isclass)
             if issubclass(obj, base) and obj.__module__ == module.__name__}
    return {kind for kind in found if not any(other is not kind and issubclass(other, kind) for other in found)}


def assert_whole(line: str | None, names: list[str]) -> str:
    """``line`` is one whole sentence: it starts with a capital or a seat's name and ends with a full stop,
    with no code name in it (returned, so a caller reads it as a str)."""
    assert line is not None and "\n" not in line and 3 < len(line) <= 300, line
    assert line[0].isupper() or any(line.startswith(n) for n in names), line
    assert line[-1] in ".!?", line
    assert not CODE_WORDS.search(line), line
    assert not [w for w in re.findall(r"[A-Za-z]+", line) if w in CLASS_NAMES], line
    return line


def test_every_event_kind_has_a_case_and_the_spec_tells_them() -> None:
    assert {type(event) for event, _ in CASES} == kinds_of(pf_events, Event)
    assert SPEC.narration.event is narrate.event and SPEC.narration.move is narrate.move
    assert SPEC.narration.sealed is narrate.sealed


def test_every_move_kind_has_a_case() -> None:
    assert {type(action) for _, action, _ in MOVES} == kinds_of(pf_actions, Action)


@pytest.mark.parametrize("event, words", CASES)
def test_each_event_reads_as_its_rule(event: Event, words: list[str]) -> None:
    line = assert_whole(narrate.event(event, NAMES), NAMES)
    for part in words:
        assert part in line, (part, line)


@pytest.mark.parametrize("seat, action, sentence", MOVES)
def test_each_move_reads_whole(seat: int, action: Action, sentence: str) -> None:
    assert narrate.move(seat, action, NAMES) == sentence
    assert narrate.sealed(seat, action, NAMES) == sentence  # no move is secret: the table saw it all
    assert_whole(sentence, NAMES)
    phrase = str(action)  # the action's own words, with no mover
    assert phrase and not CODE_WORDS.search(phrase) and not [w for w in re.findall(r"[A-Za-z]+", phrase) if w in CLASS_NAMES]


def test_the_lanai_deal_names_who_got_a_card_never_which() -> None:
    """The table did not see Lanai's cards: the deal's sentence is the same whichever card went to whom."""
    assert len({narrate.move(0, moves.Deal(order), NAMES) for order in [(0, 1, 2), (2, 1, 0), (1, 0, 2)]}) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_sentence_of_a_random_game_is_whole_and_names_no_hidden_card(players: int) -> None:
    """Every event, move and sealed sentence of random games; a card drawn, taken or dealt is never named."""
    rng = random.Random(players)
    names = ["Ana", "Bartholomew Oxx", "Cy", "Dmitri"][:players]
    faces = {narrate.card_name(c) for c in range(85)} - {"Trickster", "Fisherman", "Driftwood"}  # the cards that draw or take
    for game in range(3):
        state = new_game(players, players * 10 + game)
        while not state.is_over:
            seat = state.to_move[0]
            legal = state.legal_actions(seat)
            action = legal[0] if rng.random() < 0.3 else rng.choice(legal)
            for said in (narrate.move(seat, action, names), narrate.sealed(seat, action, names)):
                assert_whole(said, names)
                if isinstance(action, (moves.Deal, moves.RaidPick, moves.TakeFrom, moves.Done)):
                    assert not any(face in said for face in faces), said
            for event in state.apply(seat, action):
                line = assert_whole(narrate.event(event, names), names)
                if isinstance(event, (ev.CardsDrawn, ev.CardTaken, ev.CardsGiven)):
                    assert not any(face in line for face in faces), line


def test_an_island_card_takes_the_article_its_name_asks_for() -> None:
    assert narrate.card_name(card("Oahu")) == "an Oahu card"
    assert narrate.card_name(card("Maui")) == "a Maui card" and narrate.card_name(ration(2)) == "a Ration worth 2"


def test_a_finished_games_progress_names_the_winner_not_a_cut_sentence_of_who_ended_it() -> None:
    summary = ("Maximilianus Aba wins with 6 explored islands. Maximilianus Aba reached the goal first; "
               "Ben and Cy played their last turns.")
    assert narrate.progress(30, 0, summary) == "Maximilianus Aba wins with 6 explored islands"
