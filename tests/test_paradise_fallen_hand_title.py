"""Paradise Fallen: a card chosen to pay rises out of the hand without covering the band's title (with a
sixteen-letter name the title runs over the first cards, and the raised card's glow hid "Grace: your")."""
from __future__ import annotations

import pytest

from scenes.paradise_fallen.hand_view import hand_title, title_rect, title_room
from sprites.text import render_text
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import NAMES, drawn_after, new, open_hand, set_table, table


@pytest.mark.parametrize("name", [NAMES[0], "山田太郎山田太郎山田太郎山田太郎"])
def test_a_chosen_card_leaves_the_title_of_a_long_name_uncovered(tmp_path, monkeypatch, name) -> None:
    """A long-named player plans a trip to Maui and chooses her three rations one by one, the keyboard's focus on
    each as it rises: the title's letters stay as they were."""
    record = new(["human", "easy"], [name, "Ben"])
    set_table(record, [[ration(1), ration(2), ration(3), card("Oahu")], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    monkeypatch.setattr(app, "mouse_position", lambda: (5, 715))
    overlay.plan_trip(5)
    overlay.focus = 3
    before = snapshot(app)
    title = title_rect(render_text(hand_title(overlay, title_room(overlay)), 18, (0, 0, 0), True).get_size())
    assert title.right > overlay.hand_rects()[2].right  # the title runs over the first three cards
    for index, value in enumerate((1, 2, 3)):
        overlay.focus = index
        overlay.input.click_card(ration(value))
        assert_uncovered(before, snapshot(app), {"title": title})


def test_the_title_of_a_long_name_is_shortened_whole_beside_the_trips_buttons(tmp_path, monkeypatch) -> None:
    """山田太郎… plans a trip: with Pay cheapest, Cancel and Hide beside it, the title drops "Private to" rather than
    being cut ("…: your ha…"), and still names the player and the count."""
    record = new(["human", "easy"], ["山田太郎山田太郎山田太郎山田太郎", "Ben"])
    set_table(record, [[ration(1), ration(2), ration(3), card("Oahu"), card("Maui"), card("Lanai")], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    overlay.plan_trip(5)
    drawn = drawn_after(app, lambda: None)
    assert "山田太郎山田太郎山田太郎山田太郎's hand, 6 cards" in drawn
    assert not [line for line in drawn if "…" in line], [line for line in drawn if "…" in line]
