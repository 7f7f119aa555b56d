"""Paradise Fallen at 1280x720 and 900x560 with four seats and sixteen-letter names (Greek and Japanese among them):
no text the table draws is cut ("…"), every island's name is whole on its explored card, and the raid's title
and Lanai's labels fit the room they are drawn in."""
from __future__ import annotations

import pygame
import pytest

from game.core import make_seats
from game.paradise_fallen import prompts
from game.paradise_fallen.cards import ABERRATIONS, ISLANDS
from game.record import GameRecord
from scenes.paradise_fallen.hand_view import deal_label_lines, prompt_rect
from sprites import text as drawn_text
from sprites.paradise_fallen.faces import MARK_NAME_ROOM, mark_name_lines, mini_name_lines
from sprites.paradise_fallen.layout import HAND_AREA, MINI_W
from sprites.text import font
from tests.kit.last_paradise_scene import press
from tests.kit.paradise_fallen_rules import ration
from tests.kit.paradise_fallen_scene import ben_picks, explorer_spec, open_hand, raid_table, set_table, step_until, table, with_power

LONG_NAMES = ["Wilhelmina-Grace", "山田太郎山田太郎山田太郎山田太郎", "Ἀλέξανδρος Παπαδ", "Dmitri Kowalsky"]
SIZES = [(1280, 720), (900, 560)]


def long_named_table(tmp_path, monkeypatch):
    """Four seats with the longest names; the human (seat 1) has Lanai's token and explored every island."""
    record = GameRecord.start(explorer_spec(), make_seats(LONG_NAMES, ["human", "easy", "easy", "easy"]), 3)
    set_table(record, [[ration(1), ration(2)], [ration(2)], [ration(3)], [ration(1, 1)]])
    with_power(record, "Lanai")
    for island in ("Kahoolawe", "Molokai", "Niihau", "Hawaii"):
        with_power(record, island)
    return record


@pytest.mark.parametrize("size", SIZES)
def test_nothing_the_table_draws_is_cut_with_four_long_names(tmp_path, monkeypatch, size) -> None:
    """The table with Lanai's deal waiting, its first card given to the Japanese name: every text drawn whole."""
    record = long_named_table(tmp_path, monkeypatch)
    app, scene = table(tmp_path, monkeypatch, record)
    app.resize(size)
    overlay = open_hand(app)
    press(app, pygame.K_1)  # Lanai's token, the first that glows
    step_until(app, lambda: not scene.busy and bool(overlay.deal_cards))
    press(app, pygame.K_2)  # the first card to seat 2
    scene.layer.forget()  # the still layer (names, status, panels) drawn afresh in the frame recorded
    drawn = drawn_text.start_recording()
    try:
        app.draw()
    finally:
        drawn_text.stop_recording()
    assert all(name in drawn for name in LONG_NAMES)  # the seats' panels
    cut = [line for line in drawn if "…" in line]
    assert not cut, f"cut at {size}: {cut}"
    labels = [pygame.Rect(rect.x - 3, rect.bottom + 2, rect.w + 6, 3 * 13) for rect in overlay.deal_rects()]
    assert not prompt_rect(overlay).collidelist(labels) >= 0
    assert all(HAND_AREA.contains(label) for label in labels)


def test_every_island_name_is_whole_on_its_explored_card() -> None:
    for island in ISLANDS:
        lines = mini_name_lines(island)
        assert "".join(line for line, _ in lines).replace("-", "") == island
        assert all(font(points, True).size(line)[0] <= MINI_W - 4 for line, points in lines), island


@pytest.mark.parametrize("size", SIZES)
def test_the_raid_title_is_whole_with_two_long_names(tmp_path, monkeypatch, size) -> None:
    """Ben picks one of Ana's cards on the table: with the Japanese and the Greek name, the title is drawn whole."""
    record = raid_table([LONG_NAMES[2], LONG_NAMES[1], LONG_NAMES[0]])
    app, scene = table(tmp_path, monkeypatch, record)
    app.resize(size)
    ben_picks(app, scene)
    scene.layer.forget()
    drawn = drawn_text.start_recording()
    try:
        app.draw()
    finally:
        drawn_text.stop_recording()
    title = prompts.raid_title(LONG_NAMES[1], LONG_NAMES[2])
    assert title in drawn, [line for line in drawn if "Raiding" in line]


@pytest.mark.parametrize("name", [*LONG_NAMES, None])
def test_lanais_labels_are_whole_and_clear_of_the_prompt(name) -> None:
    width = 92 + 6
    lines = deal_label_lines(name, width)
    assert all(font(points, True).size(line)[0] <= width and "…" not in line for line, points in lines)


def test_the_logs_lines_of_lanais_deal_fit_the_log_with_a_japanese_name(tmp_path, monkeypatch) -> None:
    """Lanai's deal given out, one card each to the four long names: every line the log wraps fits its width (the
    Japanese name, sixteen letters with no space, ran over the log's scrollbar and out of the panel)."""
    record = long_named_table(tmp_path, monkeypatch)
    app, scene = table(tmp_path, monkeypatch, record)
    overlay = open_hand(app)
    press(app, pygame.K_1)  # Lanai's token
    step_until(app, lambda: not scene.busy and bool(overlay.deal_cards))
    press(app, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
    step_until(app, lambda: not scene.busy)
    log = scene.log_panel
    assert any(LONG_NAMES[1][:4] in row.text for row in log.rows)
    wide = [row.text for row in log.rows if font(log.size, False).size(row.text)[0] > log.text_width]
    assert not wide, wide
    entries = {row.entry for row in log.rows if LONG_NAMES[1][:4] in row.text}
    for entry in entries:  # the name broken between letters reads whole (no space put in where it broke)
        assert LONG_NAMES[1] in "".join(row.text for row in log.rows if row.entry == entry)


def test_every_aberrations_name_is_whole_on_its_mark() -> None:
    """Each Aberration's name on the small mark it leaves on the table: its words whole, each line within the mark
    ("Driftwoo"/"d" was broken, and before that cut at the mark's edge)."""
    for aberration in ABERRATIONS:
        lines, size = mark_name_lines(aberration.name)
        assert " ".join(lines) == aberration.name, lines
        assert all(font(size, True).size(line)[0] <= MARK_NAME_ROOM for line in lines), aberration.name
