"""Where each table puts a computer's thinking sign: at its seat, beside the longest names setup allows, clear of
every word and mark on the seat's lines (issue 17)."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core import make_seats
from scenes.games import playable_games
from sprites.text import font
from sprites.thinking import GAP, sign_size, sign_spot


@pytest.fixture(autouse=True)
def fonts() -> None:
    """The fonts measure the words (no window is needed)."""
    pygame.font.init()


LONG_NAMES = ["山田太郎山田太郎山田太郎山田太郎", "WWWWWWWWWWWWWWWW", "Wilhelmina-Grace", "Ben"]
LOOK = ((217, 83, 79), "plain")


def public_view(game: str, players: int, name: str) -> dict[str, Any]:
    """The public view of a new game whose seat 0 is a computer called ``name`` (the others long-named too)."""
    names = [name] + [f"{LONG_NAMES[1][:15]}{i}" for i in range(1, players)]
    state = playable_games()[game].new_game(make_seats(names, ["expert"] * players), 3)
    return state.view(None)


def clear_of(spot: pygame.Rect | None, inside: pygame.Rect, taken: list[pygame.Rect]) -> None:
    assert spot is not None, "no room for the sign"
    assert inside.contains(spot), (spot, inside)
    assert spot.collidelist(taken) < 0, (spot, taken)


def test_the_sign_takes_the_first_line_with_room_for_its_word_else_for_its_dots() -> None:
    line = pygame.Rect(0, 0, 300, 22)
    worded, dots = sign_size(22, True)[0], sign_size(22, False)[0]
    assert dots < worded
    name = pygame.Rect(0, 0, 300 - worded - GAP, 22)
    assert sign_spot([(line, [name])]) == pygame.Rect(name.right + GAP, 0, worded, 22)
    second = pygame.Rect(0, 30, 300, 22)
    longer = name.inflate(8, 0).move(4, 0)
    assert sign_spot([(line, [longer]), (second, [])]) == pygame.Rect(0, 30, worded, 22)  # the word, a line below
    assert sign_spot([(line, [longer])]) == pygame.Rect(longer.right + GAP, 0, dots, 22)  # dots beside the name
    assert sign_spot([(line, [line])]) is None


@pytest.mark.parametrize("name", LONG_NAMES)
def test_paradisio_puts_it_in_the_tray_header(name) -> None:
    from sprites.paradisio.match_art import TOKEN_RADIUS, TRAYS, token_centre, tray_slot, tray_thinking_spot, tray_words

    view = public_view("paradisio", 2, name)
    header = pygame.Rect(TRAYS[0].x + 8, TRAYS[0].y + 8, TRAYS[0].w - 16, 92)  # down to the island tokens' row
    tokens = [pygame.Rect(0, 0, 2 * TOKEN_RADIUS, 2 * TOKEN_RADIUS) for _ in range(int(view["tokens_to_win"]))]
    for index, token in enumerate(tokens):
        token.center = token_centre(0, index)
    taken = [w[4] for w in tray_words(0, view["seats"][0])] + tokens + [tray_slot(0, 0)]
    clear_of(tray_thinking_spot(0, view["seats"][0]), header, taken)


@pytest.mark.parametrize("name", LONG_NAMES)
def test_the_last_paradise_puts_it_in_the_seats_row(name) -> None:
    from sprites.last_paradise.panels import seat_row, seat_row_texts, thinking_spot

    view = public_view("last-paradise", 3, name)
    clear_of(thinking_spot(view, 0), seat_row(0), [t[4] for t in seat_row_texts(view, view["seats"][0]).values()])


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", LONG_NAMES)
def test_paradise_fallen_puts_it_on_the_seats_panel(name, players) -> None:
    from sprites.paradise_fallen.layout import explored_rect, seat_panel
    from sprites.paradise_fallen.seats import explored_words, hand_spot, name_spot, thinking_spot

    view = public_view("paradise-fallen", players, name)
    view["hand_counts"][0] = 12  # the widest fan of backs
    view["explored"][0] = [{"island": "Kauai", "card": 0, "token": "up"}] * 3
    panel = seat_panel(0, players)
    taken = [name_spot(panel, name)[2], hand_spot(panel, 12), explored_words(panel, view, 0)[1]]
    taken += [explored_rect(0, players, i) for i in range(3)]
    clear_of(thinking_spot(view, [name] * players, 0), panel, taken)


@pytest.mark.parametrize("large", [True, False])
@pytest.mark.parametrize("name", LONG_NAMES)
def test_last_resort_puts_it_on_the_station_header(name, large) -> None:
    from sprites.last_resort.layout import LARGE_HEADER, mini_header_rect
    from sprites.last_resort.station import advert_card_rect, header_texts, thinking_spot

    seat = public_view("last-resort", 3, name)["seats"][0]
    rect = LARGE_HEADER if large else mini_header_rect(0)
    texts = header_texts(rect, seat, name, LOOK, large, False)
    taken = [t[4] for t in texts.values()] + [advert_card_rect(rect, large)]
    spot = thinking_spot(rect, seat, name, LOOK, large)
    assert texts["name"][0] == name or "…" in texts["name"][0] and font(12, True).size(name)[0] > rect.w - 26
    # beside the name, or (a name that leaves no room) under the header, in the corner of the station's last space
    clear_of(spot, pygame.Rect(rect.x, rect.y - 2, rect.w, rect.h + 28), taken)


def test_last_resort_puts_it_beside_a_computers_name_of_the_usual_length() -> None:
    """Beside the name on the header's first line for the computers' own names and names of up to fifteen letters
    (sixteen of Cyrillic on the large header); a longer name in a small header sends it under the header."""
    from sprites.last_resort.layout import LARGE_HEADER, mini_header_rect
    from sprites.last_resort.station import header_texts, thinking_spot

    for name, large in [("Hibiscus bot", True), ("Hibiscus bot", False), ("Cleopatra Vance", False),
                        ("Ариадна Светлова", True), ("Wilhelmina-Grace", True)]:
        seat = public_view("last-resort", 3, name)["seats"][0]
        rect = LARGE_HEADER if large else mini_header_rect(0)
        texts = header_texts(rect, seat, name, LOOK, large, False)
        spot = thinking_spot(rect, seat, name, LOOK, large)
        assert texts["name"][0] == name and spot is not None and rect.contains(spot), (name, large)


def test_last_resort_keeps_the_signs_room_only_beside_a_computers_name() -> None:
    from sprites.last_resort.layout import mini_header_rect
    from sprites.last_resort.station import header_texts

    seat = public_view("last-resort", 3, "Cleopatra Vance")["seats"][0]
    computer = header_texts(mini_header_rect(0), seat, "Cleopatra Vance", LOOK, False, False)["name"]
    human = header_texts(mini_header_rect(0), {**seat, "kind": "human"}, "Cleopatra Vance", LOOK, False, False)["name"]
    assert computer[0] == human[0] == "Cleopatra Vance" and computer[1] < human[1]
