"""The setup screen's name field shows a whole name of sixteen letters in any script (issue 16: "山田太郎山田太郎
山田太郎山田太郎" was cut at 1280×720), and the seat's other buttons still sit beside it on the card."""
from __future__ import annotations

import pygame

from tests.kit.ui import app, click_widget, fake_games, press, widget  # noqa: F401
from tests.test_ui_setup import open_setup

LONG_NAMES = ["山田太郎山田太郎山田太郎山田太郎", "WWWWWWWWWWWWWWWW", "Wilhelmina-Grace"]


def test_a_sixteen_letter_name_shows_whole_in_its_field(app, fake_games) -> None:  # noqa: F811
    """The name as drawn fits the field's text area, so the field shows it from its first letter with the cursor
    at its end (it scrolled the first letters out)."""
    setup = open_setup(app, fake_games["fake-isle"])
    assert app.canvas.get_size() == (1280, 720)
    entry = setup.name_entries[0]
    for name in LONG_NAMES:
        entry.set_text(name)
        click_widget(app, entry)
        press(app, pygame.K_END)
        app.step(1 / 60)
        shape, face = entry.drawable_shape, entry.font
        assert shape is not None and face is not None
        assert face.size(name)[0] + 2 <= shape.text_view_rect.w, name
        assert entry.start_text_offset == 0 and entry.edit_position == len(name), name


def test_the_seat_row_keeps_its_buttons_apart_on_the_card(app, fake_games) -> None:  # noqa: F811
    """The wider field leaves the colour and kind buttons beside it, apart and inside the seats' card."""
    setup = open_setup(app, fake_games["fake-isle"])
    for i, entry in enumerate(setup.name_entries):
        colour, kind = widget(setup, f"colour:{i}").rect, widget(setup, f"kind:{i}").rect
        assert entry.rect.right < colour.x and colour.right < kind.x and kind.right <= 840
