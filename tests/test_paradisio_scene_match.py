"""The Paradisio match scene, headless: dragging, turning, keyboard, bots, round-over moments."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import Seat, SeatKind
from game.paradisio import SPEC, Place, new_game
from game.paradisio.grid import glow_cells, square_room
from game.record import GameRecord
from scenes.paradisio.match import ParadisioMatchScene
from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from tests.kit.app import key, make_app
from tests.kit.paradisio_scene import paradisio_state
from tests.kit.typed import as_a


def seats(first: SeatKind = "human", second: SeatKind = "easy") -> list[Seat]:
    return [Seat(0, "Ana", "#d9534f", first), Seat(1, "Bo", "#3a7bd5", second)]


def open_match(tmp_path, monkeypatch, kinds=("human", "easy"), starter: int = 0, deal=lambda hands: True):
    """An app showing a fresh match whose round 1 is started by seat ``starter`` (with a ``deal`` that suits)."""
    app = make_app(tmp_path, monkeypatch)
    seed = next(s for s in range(1000)
                if new_game(seats(*kinds), s).player == starter and deal(new_game(seats(*kinds), s).hands))
    record = GameRecord.start(SPEC, seats(*kinds), seed)
    state = record.state
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    app.step(1 / 60, [])
    return app, scene, state


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def drag(start: tuple[int, int], end: tuple[int, int], extra: Sequence[pygame.event.Event] = ()) -> list[pygame.event.Event]:
    """Press at ``start``, move (doing ``extra`` on the way), release at ``end``."""
    return ([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
             pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))]
            + list(extra) + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def test_dragging_a_tile_onto_the_middle_places_it(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    tile = scene.slots[0][0]
    app.step(1 / 60, drag(centre(tray_slot(0, 0)), centre(TABLE_GRID.cell_rect((0, 0)))))
    assert state.placed == {(0, 0): (tile, 0)}
    assert tile not in state.hands[0]
    assert "place" in app.sounds.played


def test_an_illegal_drop_changes_nothing_and_says_why(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    before = state.to_json()
    app.step(1 / 60, drag(centre(tray_slot(0, 1)), centre(TABLE_GRID.cell_rect((2, 1)))))
    assert state.to_json() == before
    assert scene.message == "The first tile goes in the middle of the table."
    assert app.sounds.played[-1] == "invalid"
    assert scene.holding.drag.returning_items()  # the tile slides back to the tray
    for _ in range(60):
        app.step(1 / 60, [])
    assert not scene.holding.drag.returning_items()


def test_a_mismatched_drop_names_the_clashing_side(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch, kinds=("human", "human"),
                                   deal=lambda hands: 0 in hands[0] and 15 in hands[1])
    sea, land = 0, 15  # the open sea and the interior
    scene.perform(0, Place(sea, (0, 0), 0))
    for _ in range(30):
        app.step(1 / 60, [])
    index = scene.slots[1].index(land)
    app.step(1 / 60, drag(centre(tray_slot(1, index)), centre(TABLE_GRID.cell_rect((1, 0)))))
    assert (1, 0) not in state.placed
    assert scene.message == "This tile's left edge is land, but the tile to its left is sea there."


def test_turning_with_r_right_click_and_wheel_while_dragging(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    tile = scene.slots[0][2]
    start = centre(tray_slot(0, 2))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(0, 0), buttons=(1, 0, 0))])
    assert scene.holding.held == tile
    app.step(1 / 60, [key(pygame.K_r)])
    assert scene.holding.turn_of(tile) == 1
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 300), button=3)])
    assert scene.holding.turn_of(tile) == 2
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                         precise_y=1.0)])
    assert scene.holding.turn_of(tile) == 3
    app.step(1 / 60, [key(pygame.K_r, mod=pygame.KMOD_SHIFT)])
    assert scene.holding.turn_of(tile) == 2
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(TABLE_GRID.cell_rect((0, 0))), button=1)])
    assert state.placed == {(0, 0): (tile, 2)}


def test_held_tile_glows_where_it_fits(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch, kinds=("human", "human"))
    scene.perform(0, Place(state.hands[0][0], (0, 0), 0))
    for _ in range(30):
        app.step(1 / 60, [])
    tile = scene.slots[1][0]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(tray_slot(1, 0)), button=1)])
    now, other = scene.glowing()
    assert (now, other) == glow_cells(state.placed, tile, 0)
    assert now or other
    app.step(1 / 60, [key(pygame.K_r)])
    assert scene.glowing() == glow_cells(state.placed, tile, 1)


def test_keyboard_tab_arrows_r_enter_place_a_tile(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_TAB)])
    tile = scene.holding.selected
    assert tile == scene.slots[0][1]
    app.step(1 / 60, [key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    assert state.placed == {} and scene.message  # (1, 0) is not the middle
    app.step(1 / 60, [key(pygame.K_LEFT), key(pygame.K_r), key(pygame.K_RETURN)])
    assert state.placed == {(0, 0): (tile, 1)}
    assert scene.holding.selected is None


def test_escape_lets_go_of_a_held_tile_before_pausing(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_ESCAPE)])
    assert scene.holding.selected is None and app.stack.top is scene
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is not scene


def test_the_computer_seat_cannot_be_dragged(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    assert scene.pick(centre(tray_slot(1, 0))) is None
    assert scene.pick(centre(tray_slot(0, 0))) is not None


def test_drawing_changes_no_state(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    before = state.to_json()
    for _ in range(3):
        app.draw()
    assert state.to_json() == before


def test_bots_play_a_whole_match_with_round_moments(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch, kinds=("easy", "easy"))
    app.settings.animation_speed = 4.0
    banners, waited = set(), True
    for _ in range(20000):
        app.step(1 / 60, [])
        if scene.round_end is not None:
            assert not scene.round_end.waits  # computers only: the round end goes on by itself
            banners.add(scene.round_end.title)
            waited = waited and (state.is_over or not state.placed)  # nobody moves under the banner
            assert scene.shown["to_move"] == [], "the finished round's table says somebody is to move"
        if scene.finished:
            break
    assert scene.finished and state.is_over
    assert app.stack.top is not scene  # the results are showing
    assert waited
    assert any("wins the match" in b for b in banners)
    assert app.sounds.played.count("round_won") >= 3
    assert "match_won" in app.sounds.played
    assert scene.shown_tokens == tuple(state.tokens)


def test_a_turn_counts_at_once_while_the_picture_swings_and_a_second_turn_carries_on(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch)
    tile = scene.slots[0][2]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(tray_slot(0, 2)), button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [key(pygame.K_r)])
    assert scene.holding.turn_of(tile) == 1
    mid = scene.holding.angle_of(tile)
    assert 0 < mid < 1
    app.step(1 / 60, [key(pygame.K_r)])
    assert scene.holding.turn_of(tile) == 2
    assert mid <= scene.holding.angle_of(tile) < 2  # carries on from where the picture was
    assert scene.human_to_move() == 0  # the swing never holds up input
    for _ in range(30):
        app.step(1 / 60, [])
    assert scene.holding.angle_of(tile) == 2.0 and not scene.holding.spinning
    app.step(1 / 60, [key(pygame.K_r, mod=pygame.KMOD_SHIFT)])
    assert 1 < scene.holding.angle_of(tile) < 2
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(TABLE_GRID.cell_rect((0, 0))), button=1)])
    assert state.placed == {(0, 0): (tile, 1)}


def test_the_table_shows_the_room_left_for_the_square(tmp_path, monkeypatch):
    app, scene, state = open_match(tmp_path, monkeypatch, kinds=("human", "human"))
    assert scene.room().squares() == square_room([(0, 0)]).squares()
    seat = state.player
    place = next(a for a in state.legal_actions(seat))
    scene.perform(seat, place)
    for _ in range(60):
        app.step(1 / 60, [])
    assert scene.room() == square_room([place.cell])


def test_the_round_end_panel_leaves_the_tiles_and_holes_in_sight_and_the_trays_clear():
    from sprites.paradisio.match_art import TRAYS
    from sprites.paradisio.round_end import layout_round_end

    reason = "Bartholomew Kent has 3 tiles left and none fits any of the 5 crossed-out holes, so Annabel " \
             "Lee-Wong, who laid the last tile, takes round 2 and the match, 3–1 in island tokens."
    for cells in ([(0, 0)], [(0, 0), (0, 1), (0, 2), (0, 3)], [(0, 0), (0, -1), (0, -2), (0, -3)],
                  [(-1, -1), (2, 2)], [(0, -2), (0, -1), (0, 0), (0, 1), (0, 2)]):
        rects = [TABLE_GRID.cell_rect(c) for c in cells]
        avoid = rects[0].unionall(rects[1:]).inflate(12, 12)
        layout = layout_round_end("Annabel Lee-Wong wins the match!", reason, True, avoid)
        assert not layout.plate.colliderect(avoid.inflate(-12, -12))
        assert not any(layout.plate.colliderect(tray) for tray in TRAYS)
        assert pygame.Rect(0, 0, 1280, 720).contains(layout.plate)
        assert layout.button is not None and layout.plate.contains(layout.button)
        assert layout.title == "Annabel Lee-Wong wins the match!" and len(layout.lines) <= 3


def test_the_log_and_the_news_lie_clear_of_the_trays_and_the_table() -> None:
    from sprites.paradisio.match_art import LOG_AREA, NEWS_AREA, TRAYS, UNDO_RECT

    canvas = pygame.Rect(0, 0, 1280, 720)
    table = TABLE_GRID.rect.inflate(16, 16)
    for area in (LOG_AREA, NEWS_AREA):
        assert canvas.contains(area) and not area.colliderect(table)
        assert not any(area.colliderect(tray) for tray in TRAYS)
    assert NEWS_AREA.contains(UNDO_RECT)


def test_the_news_says_who_starts_and_what_the_computer_laid(tmp_path, monkeypatch):
    from sprites.text import start_recording, stop_recording

    app, scene, state = open_match(tmp_path, monkeypatch, starter=1)
    assert scene.log[0].move == -1 and scene.log[0].text.startswith("Round 1: Bo starts, drawn at random")
    for _ in range(600):
        if state.placed and not scene.busy:
            break
        app.step(1 / 60, [])
    news = scene.news
    assert news.round_line == "Round 1: Bo starts" and news.round_rule == "(drawn at random)"
    assert news.move_line.startswith("Bo lays the first tile") and news.fresh > 0
    assert news.last_tile is not None and (news.last_tile.cell, news.last_tile.seat) == ((0, 0), 1)
    said = start_recording()
    try:
        app.draw()
    finally:
        stop_recording()
    assert "Round 1: Bo starts" in said and any(line.startswith("Last tile: Bo lays") for line in said)


def test_a_resumed_match_keeps_its_trays_in_dealt_order_and_recalls_the_last_tile(tmp_path, monkeypatch):
    record = GameRecord.start(SPEC, seats("human", "human"), 3)
    dealt = [list(h) for h in paradisio_state(record).hands]
    for _ in range(3):
        seat = record.state.to_move[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
    app = make_app(tmp_path, monkeypatch)
    scene = ParadisioMatchScene(app, record)
    last = record.moves[-1]
    assert scene.slots == dealt
    assert scene.news.last_tile is not None
    assert (scene.news.last_tile.tile_id, scene.news.last_tile.seat) == (as_a(Place, last.action).tile_id, last.seat)
    assert [line.move for line in scene.log] == [-1, 0, 1, 2]


def test_the_news_of_any_last_tile_fits_the_panel_above_undo(tmp_path, monkeypatch) -> None:
    """The longest names of a tile and of a place, with a 16-letter name, in the three lines the panel has."""
    from game.paradisio import narrate
    from game.paradisio.events import TilePlaced
    from sprites.paradisio.match_art import NEWS_AREA
    from sprites.text import fit_lines

    make_app(tmp_path, monkeypatch)  # fonts
    names = ["Bartholomew Kent", "Annabel Lee-Wong"]
    for tile_id in range(16):
        for cell in [(col, row) for col in range(-3, 4) for row in range(-3, 4)]:
            lines = fit_lines("Last tile: " + narrate.last_tile(TilePlaced(0, tile_id, cell, 0), names), 15,
                              NEWS_AREA.w - 20)
            assert len(lines) <= 3, lines


def test_a_tile_dragged_over_the_log_stays_in_sight(tmp_path, monkeypatch):
    """A dragged tile is held up over everything on the table: over the log panel it was drawn under the panel and
    vanished from under the pointer (newcomer playtest)."""
    from sprites.paradisio.match_art import LOG_AREA

    app, scene, _ = open_match(tmp_path, monkeypatch)
    over_log = (LOG_AREA.centerx, LOG_AREA.y + 60)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=over_log, rel=(0, 0), buttons=(0, 0, 0))])
    bare = app.canvas.copy()
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(tray_slot(0, 0)), button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=over_log, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(1 / 60, [])
    top_left = scene.holding.carried_top_left
    assert top_left is not None
    tile = pygame.Rect(int(top_left[0]), int(top_left[1]), 40, 40).clip(LOG_AREA)
    assert tile.w > 20 and tile.h > 20
    changed = sum(app.canvas.get_at((x, y)) != bare.get_at((x, y))
                  for x in range(tile.x, tile.right, 2) for y in range(tile.y, tile.bottom, 2))
    assert changed > 0.8 * (tile.w // 2) * (tile.h // 2), changed


def test_the_glows_round_free_cells_leave_the_tiles_laid_beside_them_untouched(tmp_path, monkeypatch):
    """A glow reaches a little past its cell; it lies under the tiles laid next to it (playtest: the gold rim was
    drawn over a laid tile's edge)."""
    app, scene, state = open_match(tmp_path, monkeypatch, kinds=("human", "human"))
    for _ in range(3):
        seat = state.to_move[0]
        scene.perform(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Place)))
        for _ in range(90):
            app.step(1 / 60, [])
    seat = state.to_move[0]
    index = next(i for i, tile in enumerate(scene.slots[seat]) if tile in state.hands[seat])
    app.step(1 / 60, drag(centre(tray_slot(seat, index)), (640, 700))[:2])  # held low, off the table
    now, other = scene.glowing()
    assert now or other
    tiles = [TABLE_GRID.cell_rect(cell) for cell in state.placed]
    assert any(tile.inflate(8, 8).colliderect(TABLE_GRID.cell_rect(cell)) for tile in tiles for cell in [*now, *other])

    def tile_pixels() -> list[bytes]:
        app.draw()
        return [pygame.image.tobytes(app.canvas.subsurface(part), "RGB")  # edges too, not the round corners
                for tile in tiles for part in (tile.inflate(-16, 0), tile.inflate(0, -16))]

    with_glows = tile_pixels()
    monkeypatch.setattr(scene, "glowing", lambda: ([], []))
    assert tile_pixels() == with_glows
