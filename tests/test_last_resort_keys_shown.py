"""Last Resort's keys as the screen shows them (issue 16): the Advert panel's key hint is whole at 1280×720 and
900×560; R over the Advert panel reads the station's tiles as on the table; number keys pick the offered tile or
lounge slot whose badge shows that digit; the thin old keyboard cursor is gone from the still table; an offered
Improvement says what it does in two whole lines."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import make_seats
from game.last_resort import SPEC, prompts
from game.last_resort.actions import Build, CheckOut, Welcome
from game.last_resort.narrate import IMPROVEMENT_GISTS, tile_words
from game.last_resort.tiles import COLOURS, TILES
from game.record import GameRecord
from scenes.last_resort.adverts import HINT_SIZE, PANEL
from scenes.last_resort.view import draw_table
from scenes.last_resort.wording import human_prompt
from sprites import palette
from sprites import text as drawn_text
from sprites.last_resort.board import draw_key, offer_tiles
from sprites.last_resort.faces import GIST_SIZE, face_name, gist_lines
from sprites.last_resort.layout import LARGE_HEADER, OFFER_W, lounge_key_rect, offer_key_rect, offer_rect
from sprites.text import font, wrap_text
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import (
    carry,
    deciding,
    find_record,
    human_deciding,
    let_go,
    new_record,
    open_adverts,
    table,
    top_row_build,
)

WINDOWS = [(1280, 720), (900, 560)]
READABLE_PX = 8.0


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


@pytest.mark.parametrize("window", WINDOWS)
def test_the_advert_panels_key_hint_is_whole_beside_its_button(tmp_path, monkeypatch, window) -> None:
    """The hint said "…; H hides…" (cut): now every word of it is drawn, in lines inside the panel left of the play
    button, apart, and readable in the window."""
    app, scene = table(tmp_path, monkeypatch, new_record(["human", "easy", "easy", "easy"]))
    app.resize(window)
    overlay = open_adverts(app)
    drawn = drawn_text.start_recording()
    app.draw()
    lines = overlay.hint_lines()
    assert " ".join(words for words, _ in lines) == prompts.ADVERT_KEYS
    for words, where in lines:
        assert words in drawn and "\u2026" not in words
        assert PANEL.contains(where) and not where.colliderect(overlay.play_button)
    assert not lines[0][1].colliderect(lines[1][1])
    assert HINT_SIZE * app.letterbox.scale >= READABLE_PX


def test_r_over_the_advert_panel_reads_the_stations_tile_at_full_size(tmp_path, monkeypatch) -> None:
    """R while the Advert panel is up reads the large station's first tile at full size (it did nothing); the
    arrows then move the reading, not the chosen card; Esc ends the reading before it pauses."""
    app, scene = table(tmp_path, monkeypatch, new_record(["human", "easy"]))
    overlay = open_adverts(app)
    spaces = scene.shown["seats"][overlay.seat]["spaces"]
    first = next(i for i, space in enumerate(spaces) if space["tile"] is not None)
    press(app, pygame.K_r)
    drawn = drawn_text.start_recording()
    app.draw()
    assert face_name(TILES[int(spaces[first]["tile"])]) in drawn
    assert prompts.ADVERT_READING.split()[0] in " ".join(drawn)
    press(app, pygame.K_RIGHT)
    assert overlay.focus == 0 and scene.look_cursor == first + 1
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is overlay and scene.look_cursor is None


def _shows_badge(app, digit: int, rect: pygame.Rect) -> bool:  # noqa: ANN001 - the app
    """True when the canvas shows the key badge ``digit`` in ``rect`` exactly as it is drawn alone (inside its
    rounded corners, where what lies under it shows)."""
    alone = pygame.Surface(app.canvas.get_size())
    draw_key(alone, digit, rect)
    inner = rect.inflate(-4, -4)
    return pygame.image.tobytes(app.canvas.subsurface(inner), "RGB") == pygame.image.tobytes(
        alone.subsurface(inner), "RGB")


def test_a_number_key_picks_the_offered_tile_whose_badge_shows_it(tmp_path, monkeypatch) -> None:
    """Every tile a number key picks shows that digit on its corner, in the order the offers are drawn, and the
    key picks it (keys went by tile number, which the screen never shows)."""
    record = find_record(["human", "easy", "easy"], human_deciding(
        "build", Build, lambda legal: len({a.tile for a in legal if isinstance(a, Build)}) >= 3))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    buildable = {a.tile for a in scene.controls.legal if isinstance(a, Build)}
    shown = [(offer_rect(kind, index), tile) for kind, index, tile in offer_tiles(scene.shown) if tile in buildable]
    assert len(shown) >= 3
    snapshot(app)
    for digit, (rect, _tile) in enumerate(shown[:9], start=1):
        assert _shows_badge(app, digit, offer_key_rect(rect)), digit
    for digit, (_rect, tile) in reversed(list(enumerate(shown[:9], start=1))):
        press(app, pygame.K_0 + digit)
        assert scene.controls.tile == tile, digit


def test_in_the_draft_each_lounge_slot_shows_the_key_that_picks_it(tmp_path, monkeypatch) -> None:
    """In the draft every lounge slot carries its digit, 1 to 4 left to right, the keys that pick it; a tourist
    taken by that key is the slot's colour."""
    record = find_record(["human", "easy"], human_deciding("arrivals", Welcome))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    snapshot(app)
    for index in range(len(COLOURS)):
        assert _shows_badge(app, index + 1, lounge_key_rect(index)), index
    colour = next(c for c in COLOURS if c in scene.controls.colours())
    press(app, pygame.K_1 + COLOURS.index(colour))
    assert scene.controls.colour == colour


def test_the_still_table_draws_no_second_keyboard_cursor(tmp_path, monkeypatch) -> None:
    """The bold cursor is drawn over the table by the deciding hand alone: the still table under it is the same
    wherever the cursor is (a thin 2-pixel ring was drawn there too, still showing while a tile is dragged)."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    controls = scene.controls
    spaces = [s for s in range(24) if s not in controls.glowing()][:2]
    pictures = []
    for space in spaces:
        controls.cursor = space
        surface = pygame.Surface((1280, 720))
        draw_table(surface, scene)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


def test_every_offered_improvement_says_what_it_does_in_two_whole_lines() -> None:
    """An Improvement on offer showed three lines of its effect at size 9, cut mid-sentence ("remove one of
    your"); now its gist, whole, in two lines readable at 900×560 (the whole text is read at full size)."""
    pygame.font.init()
    improvements = [tile for tile in TILES if tile.kind == "improvement"]
    assert {tile.effect for tile in improvements} <= set(IMPROVEMENT_GISTS)
    for tile in improvements:
        lines = gist_lines(tile, OFFER_W)
        assert len(lines) <= 2 and " ".join(lines) == IMPROVEMENT_GISTS[tile.effect], tile.name
        assert all(font(GIST_SIZE).size(line)[0] <= OFFER_W - 8 for line in lines), tile.name
    assert GIST_SIZE * 900 / 1280 >= READABLE_PX - 0.5


def test_a_placement_on_the_top_row_asks_its_confirm_clear_of_the_header(tmp_path, monkeypatch) -> None:
    """The "Confirm?" tag of a tile waiting on a top-row space lay over the header's cash; it shows under the space
    there. Meanwhile the offered tiles show no key badge (the keys pick nothing but Confirm and Undo)."""
    app, scene, build, start = top_row_build(tmp_path, monkeypatch)
    carry(app, start.center, scene.cell_rect(0, build.space).center)
    let_go(app, scene.cell_rect(0, build.space).center)
    assert scene.controls.pending == build
    monkeypatch.setattr(app, "mouse_position", lambda: (640, 20))
    snapshot(app)
    assert not _shows_badge(app, 1, offer_key_rect(start))
    draw_table(before := pygame.Surface((1280, 720)), scene)  # the table without the deciding hand over it
    scene.draw(after := pygame.Surface((1280, 720)))
    assert_uncovered(before, after, {"header": LARGE_HEADER})


def test_the_check_out_prompt_names_the_keys_of_its_buttons(tmp_path, monkeypatch) -> None:
    """The prompt said "1–3" over two buttons: it names as many keys as there are buttons."""
    record = find_record(["human", "easy"], human_deciding(
        "checkout", CheckOut, lambda legal: len([a for a in legal if isinstance(a, CheckOut)]) == 2))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    said = human_prompt(scene)
    assert len(scene.controls.buttons()) == 2 and "(1–2," in said and "1–3" not in said


def test_the_advert_panels_title_keeps_the_cash_beside_a_long_name(tmp_path, monkeypatch) -> None:
    """"Private to 山田太郎…" lost the cash after the name; now the name shrinks (or is cut) and the cash stays."""
    seats = make_seats(["山田太郎山田太郎山田太郎山田太郎", "Wilhelmina-Grace"], ["human", "easy"])
    app, scene = table(tmp_path, monkeypatch, GameRecord.start(SPEC, seats, 3, {}))
    overlay = open_adverts(app)
    drawn = drawn_text.start_recording()
    app.draw()
    cash = f"{scene.shown['seats'][0]['cash']} QUID"
    title = next(words for words in drawn if words.startswith("Private to"))
    assert title.endswith(cash)
    words, size = overlay.title()
    assert font(size, True).size(words)[0] <= overlay.fold_button.x - PANEL.x - 14


def test_a_starting_tile_is_named_without_the_rules_station_colour() -> None:
    """The log said a tourist went "onto the Blue Cryopods" of the red seat: a starting tile is "the Orientation"
    or "the Cryopods", whatever station it came with."""
    for tile in TILES:
        if tile.kind in ("orientation", "cryopods"):
            assert tile_words(tile.id) in ("the Orientation", "the Cryopods"), tile.name


def test_a_name_written_without_spaces_is_wrapped_inside_the_log() -> None:
    """The log ran "山田太郎山田太郎山田太郎山田太郎 welcomes…" past its right edge: a word of a script written without
    spaces breaks between its letters; words in other letters stay whole."""
    pygame.font.init()
    face = font(15)
    lines = wrap_text("so 山田太郎山田太郎山田太郎山田太郎 picks first. Wilhelmina-Grace too.", face, 150)
    assert all(face.size(line)[0] <= 150 for line in lines)
    assert "".join(lines).replace(" ", "") == "so山田太郎山田太郎山田太郎山田太郎picksfirst.Wilhelmina-Gracetoo."
    assert "Wilhelmina-Grace" in " ".join(lines)
    assert wrap_text("Observatory", face, 40) == ["Observatory"]


def test_a_waiting_tile_shows_nothing_of_its_space_through_it(tmp_path, monkeypatch) -> None:
    """Playtest: the space's price label ("5 QUID") showed through the half-clear tile waiting for its Confirm; and
    the see-through look was set on the kept face itself, which every later drawing of it at that size shared."""
    from scenes.last_resort.placing import pending_face
    from sprites.last_resort.faces import tile_face

    app, scene, build, start = top_row_build(tmp_path, monkeypatch)
    cell = scene.cell_rect(0, build.space)
    carry(app, start.center, cell.center)
    let_go(app, cell.center)
    assert scene.controls.pending == build
    monkeypatch.setattr(app, "mouse_position", lambda: (640, 20))
    scene.draw(after := pygame.Surface((1280, 720)))
    inner = cell.inflate(-4, -4)
    expected = pygame.Surface(inner.size)
    expected.fill(palette.INK)
    face = tile_face(build.tile, inner.w, inner.h).copy()
    face.set_alpha(215)
    expected.blit(face, (0, 0))
    inside = inner.inflate(-8, -8)  # clear of the glowing frame drawn over the tile's edge
    drawn = after.subsurface(inside)
    wanted = expected.subsurface(inside.move(-inner.x, -inner.y))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(wanted, "RGB")
    assert tile_face(build.tile, inner.w, inner.h).get_alpha() in (None, 255)  # the kept face is whole
    assert pending_face(build.tile, cell).get_size() == inner.size
