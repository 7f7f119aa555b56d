"""Paradise Fallen: a card chosen to pay rises out of the hand without covering the band's title (with a
sixteen-letter name the title runs over the first cards, and the raised card's glow hid "Grace: your")."""
from __future__ import annotations

from scenes.paradise_fallen.hand_view import hand_title, title_rect
from sprites.text import render_text
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.paradise_fallen_rules import card, ration
from tests.kit.paradise_fallen_scene import NAMES, new, open_hand, set_table, table


def test_a_chosen_card_leaves_the_title_of_a_long_name_uncovered(tmp_path, monkeypatch) -> None:
    """Wilhelmina-Grace plans a trip to Maui and chooses her three rations one by one: the title's letters stay as
    they were."""
    record = new(["human", "easy"], NAMES)
    set_table(record, [[ration(1), ration(2), ration(3), card("Oahu")], [ration(2)]])
    app, _ = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    monkeypatch.setattr(app, "mouse_position", lambda: (5, 715))
    overlay.plan_trip(5)
    before = snapshot(app)
    title = title_rect(render_text(hand_title(overlay), 18, (0, 0, 0), True).get_size())
    assert title.right > overlay.hand_rects()[2].right  # the title runs over the first three cards
    for value in (1, 2, 3):
        overlay.input.click_card(ration(value))
        assert_uncovered(before, snapshot(app), {"title": title})
