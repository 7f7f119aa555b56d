"""Every undo barrier of Last Resort, pinned in a real GameRecord with a human seat: undo never goes back across a
move that revealed something or drew at random (the last Advert turning them all over, a tile turned up to refill
an offer, a Malfunction turned up by 'Something's Gone Wrong', tourists drawn from the bag, a new Trend and new
offers at the End of Year, the Evil A.I.'s card), while a like move that shows nothing can be taken back.  The
tests look only at what undo allows, never at how barriers are worked out."""
from __future__ import annotations

from collections.abc import Callable

from game.core import Action, Event, SeatKind
from game.last_resort import events as ev
from game.last_resort.actions import Build, ChooseAdvert, PassBuild, PlaceMalfunction, Welcome
from game.record import GameRecord
from tests.kit.last_resort_scene import NAMES, new_record, play_until

REVEALED = "something has been revealed or dealt since then, so the moves before stay"
HUMAN_AND_COMPUTER: list[SeatKind] = ["human", "easy"]


def events_of(record: GameRecord, action: Action) -> list[Event]:
    """What seat 0 taking ``action`` now would make happen (on a copy of the table)."""
    return record.state.clone().apply(0, action)


def position(wanted: Callable[[GameRecord], Action | None], kinds: list[SeatKind] = HUMAN_AND_COMPUTER,
             something_wrong: bool = False, seeds: range = range(1, 80)) -> tuple[GameRecord, Action]:
    """A game played on by the rules until seat 0 (a human) may take the move ``wanted`` finds."""
    for seed in seeds:
        record = new_record(kinds, seed, something_wrong)
        found: list[Action] = []

        def there(record: GameRecord, found: list[Action] = found) -> bool:
            move = wanted(record) if 0 in record.state.to_move else None
            found[:] = [move] if move is not None else []
            return bool(found)

        if play_until(record, there, limit=600):
            return record, found[0]
    raise AssertionError("no seed reaches the wanted move")


def a_move(kind: type, makes: type, but_not: tuple[type, ...] = ()) -> Callable[[GameRecord], Action | None]:
    """Finds a legal move of ``kind`` for seat 0 whose events hold a ``makes`` and none of ``but_not``."""
    def wanted(record: GameRecord) -> Action | None:
        for action in record.state.legal_actions(0):
            if isinstance(action, kind):
                happened = {type(e) for e in events_of(record, action)}
                if makes in happened and not happened & set(but_not):
                    return action
        return None
    return wanted


def taken_back(record: GameRecord, action: Action) -> bool:
    """Seat 0 takes ``action``: True when undo may take it back (then it does, to the table before)."""
    before = record.state.to_json()
    moves = len(record.moves)
    record.apply(0, action)
    if record.undo_point() is None:
        assert record.undo_problem() == REVEALED
        return False
    assert record.undo_point() == moves and record.undo() == 0
    assert record.state.to_json() == before
    return True


def test_a_first_advert_can_be_taken_back_but_the_last_one_turns_them_all_over():
    record = new_record(HUMAN_AND_COMPUTER)
    assert taken_back(record, ChooseAdvert("berth"))  # the computer has not chosen: nothing is revealed
    record.apply(1, ChooseAdvert("amenity"))
    assert taken_back(record, ChooseAdvert("attraction")) is False  # the last Advert: all are turned over


def test_a_first_advert_waits_while_another_person_is_to_choose():
    """Between two people, an Advert played face down cannot be taken back while the other still chooses."""
    record = new_record(["human", "human"])
    record.apply(0, ChooseAdvert("berth"))
    assert record.undo_point() is None and record.undo_problem() == f"it is {NAMES[1]}'s turn now"


def test_a_build_that_turns_up_a_tile_from_the_pile_stays():
    record, build = position(a_move(Build, ev.OfferRefilled, but_not=(ev.TouristsArrived,)))
    assert taken_back(record, build) is False
    record, other = position(a_move(Build, ev.TileBuilt, but_not=(ev.OfferRefilled, ev.TouristsArrived)))
    assert taken_back(record, other)


def test_a_malfunction_turned_up_stays_and_one_face_down_does_not():
    record, place = position(a_move(PlaceMalfunction, ev.MalfunctionTurnedUp), something_wrong=True)
    assert taken_back(record, place) is False
    record, place = position(a_move(PlaceMalfunction, ev.MalfunctionPlaced))
    assert taken_back(record, place)


def test_the_move_that_brings_tourists_from_the_bag_stays():
    record, last = position(a_move(PassBuild, ev.TouristsArrived))
    assert taken_back(record, last) is False
    record, first = position(a_move(PassBuild, ev.BuildPassed, but_not=(ev.TouristsArrived,)))
    assert taken_back(record, first)


def test_the_move_that_ends_the_year_with_a_new_trend_and_new_offers_stays():
    record, last = position(a_move(Welcome, ev.TrendTurned))
    assert ev.OffersRenewed in {type(e) for e in events_of(record, last)}
    assert taken_back(record, last) is False
    record, welcome = position(a_move(Welcome, ev.TouristWelcomed, but_not=(ev.SeasonBegan,)))
    assert taken_back(record, welcome)


def test_solo_the_evil_ais_card_turned_with_the_advert_stays():
    record = new_record(["human"])
    happened = {type(e) for e in events_of(record, ChooseAdvert("berth"))}
    assert ev.AdvertsRevealed in happened
    revealed = next(e for e in events_of(record, ChooseAdvert("berth")) if isinstance(e, ev.AdvertsRevealed))
    assert revealed.evil_card is not None
    assert taken_back(record, ChooseAdvert("berth")) is False
