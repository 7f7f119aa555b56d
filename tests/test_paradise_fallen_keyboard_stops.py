"""Paradise Fallen by keys: the cursor stops only where Enter can act (one press an island, never an empty gap),
number keys pick the token showing that number, the focus is a dashed frame unlike a chosen card's glow, and a
click on the board while the hand is folded away says how to show it."""
from __future__ import annotations

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.actions import UsePower
from scenes.paradise_fallen import choices
from scenes.paradise_fallen.hand_view import focus_frame
from sprites import palette
from tests.kit.cover import snapshot
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import centre, click, drawn_after, new, open_hand, set_table, table, with_power


def test_one_arrow_press_reaches_the_next_island(tmp_path, monkeypatch) -> None:
    """From the centre, each arrow reaches the neighbouring island in one press (the gaps between are empty)."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    for key, island in ((pygame.K_UP, 1), (pygame.K_DOWN, 4), (pygame.K_LEFT, 3), (pygame.K_RIGHT, 4),
                        (pygame.K_RIGHT, 5), (pygame.K_DOWN, 8)):
        press(app, key)
        assert overlay.cursor == island, (key, island)


def test_with_an_island_aberration_in_hand_the_cursor_lands_only_on_its_places(tmp_path, monkeypatch) -> None:
    """Green Mist picked up: every arrow press lands where it may be played (islands), never in a gap."""
    record = new(["human", "easy"])
    mist = card("Green Mist")
    set_table(record, [[mist, ration(1)], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    overlay.focus = overlay.hand.index(mist)
    press(app, pygame.K_SPACE)
    assert overlay.choosing.held == mist
    targets = set(choices.card_targets(overlay.legal, mist, overlay.view, 0))
    assert targets and all(spot < 9 for spot in targets)
    for key in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT,
                pygame.K_UP, pygame.K_UP):
        press(app, key)
        assert overlay.cursor in targets, key


def kauai_then_nihoa(tmp_path, monkeypatch):
    """Ana explored Kauai (nothing to move: its token shows no number), then Nihoa (its token shows 1)."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    with_power(record, "Kauai")
    with_power(record, "Nihoa")
    app, _ = table(tmp_path, monkeypatch, record)
    open_hand(app)
    return record, app


def test_a_number_key_uses_the_token_that_shows_it(tmp_path, monkeypatch) -> None:
    """Key 1 uses Nihoa's token, the one showing 1, not Kauai's, first in the row."""
    record, app = kauai_then_nihoa(tmp_path, monkeypatch)
    press(app, pygame.K_1)
    assert record.moves[-1].action == UsePower("Nihoa")


def test_a_number_no_token_shows_says_which_do(tmp_path, monkeypatch) -> None:
    record, app = kauai_then_nihoa(tmp_path, monkeypatch)
    drawn = drawn_after(app, lambda: press(app, pygame.K_2))
    assert not record.moves
    assert prompts.no_token_numbered(2, 1) in drawn


def test_the_focused_card_is_framed_in_dashes_not_in_a_chosen_cards_glow(tmp_path, monkeypatch) -> None:
    """Along the top of the focus frame, white dashes alternate with the band: no gold, and not one solid line."""
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    frame = focus_frame(overlay.hand_rects()[overlay.focus])
    picture = snapshot(app)
    top = [tuple(picture.get_at((x, frame.y)))[:3] for x in range(frame.x + 2, frame.right - 2)]
    white = sum(1 for colour in top if colour == palette.PAPER[:3])
    assert palette.GLOW[:3] not in top
    assert 0.2 * len(top) < white < 0.8 * len(top)


def test_a_click_on_an_island_with_the_hand_folded_away_says_how_to_show_it(tmp_path, monkeypatch) -> None:
    record = new(["human", "easy"])
    set_table(record, [[ration(1), ration(2)], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    open_hand(app)
    press(app, pygame.K_h)
    drawn = drawn_after(app, lambda: click(app, centre(1)))
    assert not record.moves
    assert prompts.HAND_FOLDED_CLICK in drawn
