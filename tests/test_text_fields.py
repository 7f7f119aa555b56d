"""Text fields take only what they can use, from any keyboard layout or input method, and never crash.

The amounts of the Last Paradise private screens and the setup seed take
decimal digits of any script (kept as ASCII); ``²`` and ``①`` (``isdigit()``
but not ``int()``) are ignored.  A key press pygame reports twice (KEYDOWN
``unicode`` and TEXTINPUT) types once.  Names take any script, but only
characters that draw something, bounded in length, and a save whose names or
header lines cannot be drawn counts as damaged instead of crashing the lists.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import CorruptSave, Seat, make_seats
from game.last_paradise import SPEC as LAST_PARADISE
from game.last_paradise import ChooseLot
from game.names import is_name
from game.paradisio import SPEC as PARADISIO
from game.record import GameRecord
from game.saves import new_save_path, read_summary, save_text
from scenes.games import saves_dir
from scenes.last_paradise.bid import BidScene
from scenes.last_paradise.offer import OfferScene
from scenes.last_paradise.private import PrivateScreen
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.saved_games import SavedGamesScene
from scenes.setup import NAME_LIMIT, SeatChoice, SetupScene, remembered_setup, seat_choices, settle_names
from sprites.typed_text import KeyText, decimal_digits, name_text
from tests.kit.app import make_app
from tests.kit.last_paradise_scene import last_paradise_state, open_private

FRAME = 1 / 60
NOT_INT = "²³¹①⑨⑳"
"""Characters ``str.isdigit()`` accepts and ``int()`` refuses."""


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless app with private folders."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    yield app
    app.shutdown()
    pygame.event.clear()


def key_press(text: str, key: int = 0) -> list[pygame.event.Event]:
    """One key press as pygame reports it with text input on: KEYDOWN with its text, then TEXTINPUT."""
    return [pygame.event.Event(pygame.KEYDOWN, key=key or (ord(text) if len(text) == 1 else 0), mod=0,
                               unicode=text, scancode=0),
            pygame.event.Event(pygame.TEXTINPUT, text=text)]


def input_method(text: str) -> list[pygame.event.Event]:
    """Text from an input method (or an on-screen keyboard): TEXTINPUT alone."""
    return [pygame.event.Event(pygame.TEXTINPUT, text=text)]


# digits -----------------------------------------------------------------------------
def test_decimal_digits_of_any_script_become_ascii_and_nothing_else_counts() -> None:
    assert decimal_digits("7²①٣۳३３x⑳") == "73333"
    assert decimal_digits(NOT_INT) == ""
    assert all(int(decimal_digits(ch)) == int(ch) for ch in "0123456789٠٩۰۹०९０９")


def test_a_key_press_reported_twice_types_once() -> None:
    keys = KeyText()
    down, text = key_press("4")
    assert keys.typed(down) == "4" and keys.typed(text) == ""
    assert keys.typed(input_method("５")[0]) == "５"  # an input method sends TEXTINPUT alone
    assert keys.typed(input_method("５")[0]) == "５"
    silent = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    assert keys.typed(silent) == "" and keys.typed(input_method("6")[0]) == "6"


def record_at(phase: str) -> GameRecord:
    """A Last Paradise game (humans in seats 0 and 2, 80 Paras each) where ``phase`` calls a human."""
    record = GameRecord.start(LAST_PARADISE, make_seats(["Anton", "Birgit", "Claus", "Dorte"],
                                                        ["human", "easy", "human", "easy"]), 5,
                              {"starting_money": 80})
    state = last_paradise_state(record)
    if phase == "bid":
        record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    while not (state.phase == phase and any(record.seats[s].is_human for s in state.to_move)):
        seat = state.to_move[0]
        bot = LAST_PARADISE.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    return record


def private_screen(app: App, phase: str) -> PrivateScreen:
    """The human's bid or offer screen, behind its lifted cover."""
    app.push(LastParadiseScene(app, record_at(phase)))
    screen = open_private(app, BidScene if phase == "bid" else OfferScene)
    assert isinstance(screen, PrivateScreen)
    return screen


@pytest.mark.parametrize("phase", ["bid", "offer"])
def test_characters_int_refuses_are_ignored_on_a_private_screen(app: App, phase: str) -> None:
    """'²' (its own key on French keyboards) or '①' crashed the bid and offer screens."""
    screen = private_screen(app, phase)
    app.step(FRAME, key_press("1"))
    for ch in NOT_INT:
        app.step(FRAME, key_press(ch))
        app.step(FRAME, input_method(ch + ch))
    assert app.stack.top is screen
    assert screen.amount == 1 and screen.typed == "1"


@pytest.mark.parametrize("phase", ["bid", "offer"])
def test_digits_of_any_script_type_the_amount_once_each(app: App, phase: str) -> None:
    screen = private_screen(app, phase)
    app.step(FRAME, key_press("٣"))  # Arabic-Indic three, from the keyboard
    assert screen.amount == 3
    app.step(FRAME, input_method("１"))  # fullwidth one, from an input method
    assert screen.amount == 31 and screen.typed == "31"
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)])
    app.step(FRAME, key_press("4"))
    assert screen.amount == 34


def test_the_typed_amount_stays_within_four_digits(app: App) -> None:
    screen = private_screen(app, "bid")
    app.step(FRAME, input_method("٩" * 12))
    assert screen.typed == "9999" and screen.amount == screen.high


# the setup screen --------------------------------------------------------------------
def open_setup(app: App) -> SetupScene:
    """The Last Paradise setup screen over the menu."""
    app.push(MenuScene(app))
    setup = SetupScene(app, LAST_PARADISE)
    app.push(setup)
    app.step(FRAME)
    return setup


def type_into(app: App, setup: SetupScene, key: str, *texts: str) -> None:
    """Focus a field of the setup screen and type ``texts`` (one TEXTINPUT each), drawing a frame after each."""
    assert setup.focus.focus_key(key)
    for text in texts:
        app.step(FRAME, input_method(text))
        app.step(FRAME)


def test_the_seed_field_keeps_digits_of_any_script_as_ascii(app: App) -> None:
    setup = open_setup(app)
    assert setup.seed_entry is not None
    type_into(app, setup, "seed", "٤", "2", *NOT_INT, "x", "३")
    assert setup.seed_entry.get_text() == "423"
    setup.read_entries()
    assert setup.seed_text == "423"


def test_a_remembered_seed_int_cannot_read_is_forgotten() -> None:
    for seed in ("²", "①", "12²"):
        assert remembered_setup(PARADISIO, {"seed": seed})[3] == ""
    assert remembered_setup(PARADISIO, {"seed": "0042"})[3] == "0042"


def test_a_name_holds_any_script_but_nothing_that_draws_nothing(app: App) -> None:
    """A lone zero width joiner typed into a name crashed pygame_gui ("Text has zero width")."""
    setup = open_setup(app)
    entry = setup.name_entries[0]
    entry.set_text("")
    type_into(app, setup, "name:0", "\u200d", "\u202e", "\ufe0f", "\u200b\u2066")
    assert entry.get_text() == ""
    type_into(app, setup, "name:0", "Zoë", "\u200d", " 漢", "م", "👍")
    assert entry.get_text() == "Zoë 漢م👍"
    with pytest.warns(UserWarning, match="invalid characters"):
        entry.set_text("\u200d")  # preset or pasted text that draws nothing is refused whole
    assert entry.get_text() == "Zoë 漢م👍"


def test_a_name_is_bounded_in_length(app: App) -> None:
    setup = open_setup(app)
    setup.name_entries[1].set_text("")
    type_into(app, setup, "name:1", "x" * 40, "ß" * 3)
    assert setup.name_entries[1].get_text() == "x" * NAME_LIMIT


def test_a_name_with_nothing_to_read_gets_the_default() -> None:
    seats = [SeatChoice("\u0301", 0), SeatChoice("\u200d\x00 ", 1), SeatChoice("e\u0301", 2), SeatChoice("", 3)]
    names, problem = settle_names(seats)
    assert names == ["Player 1", "Player 2", "e\u0301", "Player 4"] and problem is None
    assert all(is_name(name, NAME_LIMIT) for name in names)


def test_remembered_names_drop_what_draws_nothing() -> None:
    raw = [{"name": "\x00A\u200dna\n"}, {"name": "\ud800" + "y" * 30}]
    assert [s.name for s in seat_choices(raw, 2)] == ["Ana", "y" * NAME_LIMIT]
    assert name_text("\u202eevil\u2066", 10) == "evil"


# names and lines read from a save -----------------------------------------------------------
BAD_NAMES = ("a\x00b", "\u200d", "\ud800", "\u202e\u0301", " ", "tab\there", "x" * 41)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_seat_name_that_cannot_be_drawn_makes_the_save_damaged(name: str) -> None:
    with pytest.raises(CorruptSave, match="no proper name"):
        Seat.from_dict({"index": 0, "name": name, "colour": "#d9534f", "kind": "human"})


@pytest.mark.parametrize("name", ["Zoë", "漢字", "مريم", "👍", "e\u0301", "A\u200dB", "x" * 40])
def test_names_of_any_script_stay_good(name: str) -> None:
    assert Seat.from_dict({"index": 0, "name": name, "colour": "#d9534f", "kind": "human"}).name == name


def hand_edited(record: GameRecord, players: list[str] | None = None, progress: str | None = None,
                seat_name: str | None = None) -> str:
    """The save of ``record`` with its header's players or progress line (or its first seat's name) replaced."""
    data = json.loads(save_text(record))
    if players is not None:
        data["players"] = players
    if progress is not None:
        data["progress"] = progress
    if seat_name is not None:
        data["record"]["seats"][0]["name"] = seat_name
    return json.dumps(data)


@pytest.mark.parametrize("change", [{"players": ["a\x00b", "Bo"]}, {"players": ["\u200d", "Bo"]},
                                    {"progress": "Round \x00"}, {"progress": "x" * 5000},
                                    {"seat_name": "a\x00b"}, {"seat_name": "\u200d"}])
def test_the_menu_and_saved_games_list_survive_a_save_that_cannot_be_drawn(app: App, change: dict) -> None:
    """A NUL in a save's header crashed the menu's Continue button.

    The header's players and progress are not read at all now (the list reads
    the record's seats and table), so the game is offered as it is; a seat's
    name that cannot be drawn makes the save damaged.
    """
    record = GameRecord.start(PARADISIO, make_seats(["Ana", "Bo"], ["human", "easy"]), 3)
    saves_dir().mkdir(parents=True)
    path = new_save_path(saves_dir(), "paradisio")
    path.write_text(hand_edited(record, **change), encoding="utf-8")
    summary = read_summary(path)
    if "seat_name" in change:
        assert summary.problem is not None and "no proper name" in summary.problem
    else:
        assert summary.problem is None
        assert (summary.players, summary.progress) == (("Ana", "Bo"), record.state.progress())
    app.push(MenuScene(app))
    app.step(FRAME)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert (menu.resume is None) == ("seat_name" in change)
    app.push(SavedGamesScene(app))
    app.step(FRAME)
    assert isinstance(app.stack.top, SavedGamesScene)


@pytest.mark.parametrize("text", ["a\x00b", "\u200d", "x\ud800", "", "\u200b\u200d\ufe0f"])
def test_drawing_text_the_font_cannot_take_never_raises(text: str) -> None:
    from sprites.text import render_text

    pygame.font.init()
    image = render_text(text, 18, (0, 0, 0))
    assert image.get_height() > 0
