"""Last Resort's sentences: every move and every event said whole from ``game.last_resort.narrate``, over random
games of every player count; an Advert stays secret in what the table saw of it; a space is named in words a
player can find on the station."""
from __future__ import annotations

import inspect
import random
import re

import pytest

from game.core import Action, Event, make_seats
from game.last_resort import SPEC, narrate
from game.last_resort import actions as actions_module
from game.last_resort import events as ev
from game.last_resort.actions import (
    ACTIONS,
    Build,
    CheckOut,
    ChooseAdvert,
    Eject,
    PassBuild,
    PlaceMalfunction,
    RemoveMalfunction,
    Welcome,
)
from game.last_resort.boards import ADVERT_KINDS, SPACES
from game.record import GameRecord
from scenes.last_resort.wording import status_line

NAMES = ["Ana", "Bartholomew Oxx", "Cleo", "Dmitri"]
CODE_WORDS = re.compile(r"\b[a-z]+_[a-z_]+\b|\bNone\b|[()]\s*\)|\[|\]|\{|\}")
"""Leftovers of code: snake_case names, None, brackets."""
CLASS_NAMES = {name for module in (ev, actions_module) for name, cls in inspect.getmembers(module, inspect.isclass)
               if cls.__module__ == module.__name__}
SILENT = {"AdvertChosen"}
"""Events the log leaves out on purpose: the move says it (in secret)."""


def assert_whole(sentence: str | None, names: list[str]) -> None:
    """Starts with a capital or a name, ends a sentence, and holds no code leftovers or class names."""
    assert sentence, "no sentence"
    assert sentence[0].isupper() or any(sentence.startswith(n) for n in names), sentence
    assert sentence.endswith((".", "!", "?")), sentence
    assert not CODE_WORDS.search(sentence), sentence
    assert not {w.strip(".,;:'") for w in sentence.split()} & CLASS_NAMES - {"Build"}, sentence


def test_every_action_kind_says_what_was_done_and_an_advert_stays_secret() -> None:
    examples: list[Action] = [ChooseAdvert("attraction"), CheckOut("berth"), Build(0, 2), PassBuild(),
                              PlaceMalfunction(4), RemoveMalfunction(15), Welcome("red", 9, 1), Eject("blue")]
    assert {type(a) for a in examples} == set(ACTIONS)
    for action in examples:
        assert_whole(narrate.move(0, action, NAMES), NAMES)
        assert_whole(narrate.sealed(0, action, NAMES), NAMES)
    for advert in ADVERT_KINDS:
        told, seen = narrate.move(1, ChooseAdvert(advert), NAMES), narrate.sealed(1, ChooseAdvert(advert), NAMES)
        assert told.endswith("Advert in secret.") and narrate.advert_name(advert) in told
        assert seen == "Bartholomew Oxx chooses an Advert in secret."
    assert narrate.move(0, Build(0, 2), NAMES) == "Ana builds the VRcade on the third space from the left in the top row."


def test_every_space_has_words_of_its_own() -> None:
    words = [narrate.space_words(space) for space in range(SPACES)]
    assert len(set(words)) == SPACES and not any(re.search(r"\d", w) for w in words)
    assert narrate.space_words(4) == "the Viewing Platform in the top row"


EXAMPLES: list[Event] = [
    ev.SeasonBegan(1, 2), ev.AdvertChosen(0),
    ev.AdvertsRevealed(("amenity", "berth"), None, None), ev.AdvertsRevealed(("improvement",), 1, "attraction"),
    ev.MalfunctionPlaced(0, 9, "advert"), ev.MalfunctionPlaced(1, 4, "extra"), ev.MalfunctionTurnedUp(0, 9, 3),
    ev.MalfunctionStruck(0, 9, 3), ev.CashPaid(1, 2, 9), ev.MalfunctionMissed(0, "advert", "pile short"),
    ev.MalfunctionMissed(1, "extra", "no space"), ev.MalfunctionRemoved(0, 15),
    ev.CheckedOut(0, "attraction", ((8, 2, 3), (9, 1, 4)), 7), ev.CheckedOut(1, "all", ((14, 1, 1),), 1),
    ev.NothingToCheckOut(2), ev.CashGained(-1, 15, "evil card"), ev.CashGained(0, 1, "overflow", "thrill"),
    ev.CashGained(1, 4, "grant"), ev.CashGained(2, 8, "investor"), ev.TileBuilt(0, 0, 2, 8), ev.BuildPassed(1, True),
    ev.BuildPassed(1, False), ev.OfferRefilled("amenity", 30),
    *[ev.PrestigeMoved(0, "relax", 3, 4, reason, about) for reason, about in
      (("lights", 0), ("press", 66), ("evil card", -1), ("ejection", -1), ("platforms", -1), ("malfunction", 0))],
    ev.TouristsArrived(3, "thrill", (4, 3, 0, 4), (-1, 0)), ev.TouristWelcomed(0, "red", 9, 0, 0),
    ev.TouristEjected(1, "pink"), ev.EvilDrafted(-1, "green"), ev.YearEnded(1), ev.TrendTurned(2),
    ev.OffersRenewed(2, (8, 9), (32, 33)), ev.BonusPaid(0, "inspire", 2, 6), ev.GameOver((0,), "Ana wins with 52 in cash."),
]
"""At least one event of every kind (and of every reason an event may give)."""


def test_every_event_kind_is_told_or_kept_out_on_purpose() -> None:
    classes = {cls for _, cls in inspect.getmembers(ev, inspect.isclass) if issubclass(cls, Event) and cls is not Event}
    kinds = {cls for cls in classes if not any(other is not cls and issubclass(other, cls) for other in classes)}
    assert {type(e) for e in EXAMPLES} == kinds
    for event in EXAMPLES:
        line = narrate.event(event, NAMES)
        if type(event).__name__ in SILENT:
            assert line is None
        else:
            assert_whole(line, NAMES)


def random_game(players: int, seed: int, something_wrong: bool):  # noqa: ANN201 - a generator of steps
    """(the move, its seat, its events) for each move of a seeded random game."""
    rng = random.Random(f"narrate/{players}/{seed}")
    record = GameRecord.start(SPEC, make_seats(NAMES[:players]), seed, {"something_wrong": something_wrong})
    while not record.state.is_over:
        state = record.state
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        action = rng.choice(legal) if rng.random() < 0.3 else \
            SPEC.make_bot(rng.choice(["easy", "hard"]), rng.randrange(1 << 30)).choose(state.view(seat), legal, seat)
        yield action, seat, record.apply(seat, action)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_line_of_a_random_game_is_a_whole_sentence(players: int) -> None:
    names = NAMES[:players]
    for seed in range(2):
        for action, seat, events in random_game(players, seed, seed == 1):
            assert_whole(SPEC.narration.move(seat, action, names), names)
            assert_whole(SPEC.narration.sealed(seat, action, names), names)
            for event in events:
                line = SPEC.narrate(event, names)
                if type(event).__name__ not in SILENT:
                    assert_whole(line, names)
            if isinstance(action, ChooseAdvert):
                secret = narrate.advert_name(action.advert)
                assert secret not in SPEC.narration.sealed(seat, action, names)


@pytest.mark.parametrize("adverts, evil, shared", [
    (("amenity", "attraction", "berth", "improvement"), None, None),
    (("berth", "berth", "amenity"), None, None),
    (("amenity", "amenity", "berth", "berth"), None, "Ana and Bartholomew Oxx both played Amenity"),
    (("attraction", "attraction", "attraction"), None, "Ana, Bartholomew Oxx and Cleo all played Attraction"),
    (("improvement",), "improvement", "Ana and the Evil A.I. both played Improvements"),
    (("amenity",), "berth", None),
])
def test_the_reveal_names_a_shared_advert_only_when_there_is_one(adverts: tuple[str, ...], evil: str | None,
                                                                  shared: str | None) -> None:
    """The reveal says that a shared Advert brings a Malfunction only when one was shared (it said so after
    every reveal, even when every Advert differed), and names who shared which."""
    line = SPEC.narrate(ev.AdvertsRevealed(adverts, 0 if evil else None, evil), NAMES[:len(adverts)])
    assert line is not None
    rule = "a shared Advert other than Berths brings a Malfunction"
    if shared is None:
        assert rule.lower() not in line.lower()
    else:
        assert f"{shared}: {rule}." in line


def test_a_lone_tourist_arrives_and_a_lone_tourist_is_in_the_bag() -> None:
    one = narrate.event(ev.TouristsArrived(9, "relax", (0, 1, 0, 0), (0,)), NAMES)
    assert one is not None and "tourist arrives;" in one and "tourists" not in one
    many = narrate.event(ev.TouristsArrived(1, "relax", (1, 1, 0, 0), (0,)), NAMES)
    assert many is not None and "tourists arrive;" in many and "tourists arrives" not in many
    assert (narrate.bag_words(1), narrate.bag_words(57)) == ("Bag: 1 tourist", "Bag: 57 tourists")


@pytest.mark.parametrize("season, within", [(1, 1), (4, 1), (6, 3), (9, 3)])
def test_the_status_line_and_the_log_count_the_season_alike(season: int, within: int) -> None:
    year = (season - 1) // 3 + 1
    begins = narrate.event(ev.SeasonBegan(year, season), NAMES)
    assert begins is not None and begins.startswith(f"Year {year}, season {within} begins")
    line = status_line({"phase": "checkout", "year": year, "season": season, "queue": []}, NAMES)
    assert line.startswith(f"Year {year} of 3 · season {within} of 3 · ")
    assert narrate.season_heading(year, season, short=True) == f"Year {year}/3 · season {within}/3"


@pytest.mark.parametrize("arrivals, said", [(1, "Year 1, season 1"), (4, "Year 2, season 1"), (9, "Year 3, season 3")])
def test_arrivals_are_counted_in_the_season_the_status_line_shows(arrivals: int, said: str) -> None:
    """The log named Arrivals along the whole round track ("Arrivals 9 of 9") beside the status line's
    "Year 3 of 3 · season 3 of 3"; it says the Year and season as the status line counts them."""
    line = SPEC.narrate(ev.TouristsArrived(arrivals, "attraction", (1, 0, 2, 0), (0, 1)), NAMES[:2])
    assert line is not None
    assert line.startswith(f"Arrivals, {said}:"), line
    assert narrate.season_heading((arrivals - 1) // 3 + 1, arrivals).replace(" of 3", "").replace(" ·", ",") == said
