"""What the Paradisio solitaire screen shows, headless: a hint's words and gold frame, the clock clear of the
heading, and the party of a solved square under the buttons, the tiles and the words."""
from __future__ import annotations

import pygame
import pytest

from game.paradisio import solitaire_words as words
from game.paradisio.narrate import tile_words
from game.paradisio.solitaire import solve
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from sprites import palette
from sprites.paradisio.solitaire_art import PANEL, SQUARE, TRAY_GRID
from sprites.text import render_text
from tests.kit.app import click
from tests.kit.cover import assert_uncovered, changed_pixels, snapshot
from tests.kit.paradisio_rules import solved
from tests.kit.paradisio_scene import FRAME, open_solitaire, settle, words_drawn

SOLUTION = solved(1, seed=2)


def button(scene, name):
    return next(b for b in scene.buttons if b.name == name)


def _pixels_of(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    area = surface.subsurface(rect)
    return sum(1 for x in range(rect.w) for y in range(rect.h) if tuple(area.get_at((x, y)))[:3] == colour)


def test_a_hint_says_which_tile_it_laid_where_and_frames_it_in_gold_not_in_checks_red(tmp_path, monkeypatch):
    """"Hint: a bay tile fits here." pointed nowhere a newcomer could find, in the red of a refusal."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, click(button(scene, "hint").rect.center))
    scene.wait()
    settle(app)
    ((cell, (tile_id, _)),) = scene.board.square.items()
    assert scene.message == (f"Hint: {tile_words(tile_id)} laid in row {cell[1] + 1}, column {cell[0] + 1}, "
                             "framed in gold; it is part of a solution.")
    picture = snapshot(app)
    rect = SQUARE.cell_rect(cell)
    assert _pixels_of(picture, rect, palette.WARN) == 0
    assert _pixels_of(picture, rect, palette.GLOW) > 4 * rect.w  # a frame all round
    solution = solve(1, scene.board.square)
    assert solution is not None
    other = next(c for c in sorted(solution) if c not in scene.board.square)
    assert scene.place(*solution[other], other)
    settle(app)
    assert _pixels_of(snapshot(app), rect, palette.GLOW) == 0 and "framed" not in scene.message  # frame and words go


def _text_rects(app, monkeypatch) -> dict[str, tuple[pygame.Rect, int, bool]]:
    """Every line of text the next frame draws on the solitaire screen: where it lands, its size, bold or not."""
    import scenes.paradisio.solitaire_view as view

    drawn: dict[str, tuple[pygame.Rect, int, bool]] = {}
    real = view.blit_text

    def recording(surface, text, size, colour, anchor, bold=False, shadow=False):
        rect = real(surface, text, size, colour, anchor, bold, shadow)
        drawn[text] = (rect, size, bold)
        return rect

    monkeypatch.setattr(view, "blit_text", recording)
    app.draw()
    monkeypatch.setattr(view, "blit_text", real)
    return drawn


def _letters_changed(before: pygame.Surface, after: pygame.Surface, text: str, place: tuple[pygame.Rect, int, bool]) -> int:
    """How many pixels of the letters of ``text`` (not the gaps between them) differ between two pictures."""
    rect, size, bold = place
    letters = pygame.mask.from_surface(render_text(text, size, (255, 255, 255), bold), 254)  # solid, not the rims
    return sum(1 for x in range(rect.w) for y in range(rect.h)
               if letters.get_at((x, y)) and before.get_at((rect.x + x, rect.y + y)) != after.get_at((rect.x + x, rect.y + y)))


def _top_lines(app, monkeypatch) -> dict[str, pygame.Rect]:
    """Where the next frame draws the heading, the clock, the clock's caption and the goal line."""
    found: dict[str, pygame.Rect] = {}
    for text, (rect, _, _) in _text_rects(app, monkeypatch).items():
        name = ("heading" if text.startswith("Level ") and "·" in text else "goal" if text.startswith("Goal:")
                else "caption" if text == words.CLOCK_WAITS else "clock" if text[:1].isdigit() and ":" in text
                else "")
        if name:
            found[name] = rect
    return found


def test_the_clock_and_its_caption_stay_clear_of_the_longest_heading_and_goal(tmp_path, monkeypatch) -> None:
    """Over the square's right edge, "starts at your first tile" ran under "Level 3 · medium puzzle"."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.choose_level(3)
    scene.choose_difficulty("medium")
    scene.wait()
    lines = _top_lines(app, monkeypatch)
    assert set(lines) == {"heading", "goal", "caption", "clock"}
    solution = solve(3, scene.board.square)
    assert solution is not None
    cell = next(c for c in sorted(solution) if c not in scene.board.square)
    assert scene.place(*solution[cell], cell)  # the clock starts
    scene.board.tick(10 * 60 + 7)
    later = _top_lines(app, monkeypatch)
    assert "caption" not in later
    for found in (lines, later):
        names = sorted(found)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert not found[a].colliderect(found[b]), (a, b, found[a], found[b])


def test_the_party_of_a_solved_square_covers_no_button_word_or_tile(tmp_path, monkeypatch) -> None:
    """Its sparks flew over Back, the level buttons, "Next: N a new puzzle" and the solve's words."""
    import scenes.paradisio.solitaire_view as view

    app, scene = open_solitaire(tmp_path, monkeypatch)
    for cell, (tile_id, turn) in SOLUTION.items():
        assert scene.place(tile_id, turn, cell)
    settle(app)
    assert scene.board.solved
    real_party = view.draw_party
    for age in (0.4, 0.9, 1.4, 2.0, 2.6):
        scene.party_age = age
        drawn = _text_rects(app, monkeypatch)
        monkeypatch.setattr(view, "draw_party", lambda surface, age: None)
        before = snapshot(app)
        monkeypatch.setattr(view, "draw_party", real_party)
        after = snapshot(app)
        tiles = {f"tile at {cell}": SQUARE.cell_rect(cell).inflate(-6, -6) for cell in SOLUTION}
        assert_uncovered(before, after, {b.name: b.rect for b in scene.buttons} | tiles | {"panel": PANEL})
        words_over = {text: _letters_changed(before, after, text, place) for text, place in drawn.items()}
        assert any(text.startswith("Next:") for text in words_over)
        assert not {text: n for text, n in words_over.items() if n}


@pytest.mark.parametrize("message", [
    "This tile's left edge is land at the top, but the tile to its left is sea there; its top edge is sea "
    "on the right, but the tile above it is land there.",
    "Land meets sea where these two framed tiles touch; land meets sea where these two framed tiles touch. " * 3,
])
def test_a_message_of_two_or_three_lines_leaves_the_help_line_and_the_window_clear(tmp_path, monkeypatch, message):
    """The second line of a refusal about two sides was drawn over "Drag tiles into the square · …"."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.message = ""
    drawn = _text_rects(app, monkeypatch)
    help_line = next(rect for text, (rect, _, _) in drawn.items() if text.startswith("Drag tiles"))
    before = snapshot(app)
    scene.message = message
    after = snapshot(app)
    assert_uncovered(before, after, {"help line": help_line, "square": SQUARE.rect, "tray": TRAY_GRID.rect})
    changed = [y for y in range(after.get_height()) if changed_pixels(before, after, (0, y, after.get_width(), 1))]
    assert changed and max(changed) < after.get_height() - 8  # the last line whole, above the window's edge


def test_undo_out_of_a_solved_square_takes_the_solve_words_away(tmp_path, monkeypatch) -> None:
    """"Solved in 0:08 with 8 hints…" stayed under a square Ctrl+Z had opened again."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    for cell, (tile_id, turn) in SOLUTION.items():
        assert scene.place(tile_id, turn, cell)
    settle(app)
    assert scene.board.solved and scene.message.startswith("Solved")
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)])
    assert not scene.board.solved
    assert scene.message == "Undone: the square is no longer solved, and the clock runs on."
    assert not any(line.startswith("Solved") for line in words_drawn(app))


def test_the_solitaires_rules_open_on_the_solitaire_not_on_the_two_player_match(tmp_path, monkeypatch) -> None:
    """Rules from the solitaire's pause began "Two players build one island picture together", with the
    match's "share at least one whole side", which the solitaire does not ask."""
    app, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.open_rules()
    settle(app, 3)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.text_box is not None
    shown = rules.text_box.html_text
    assert shown.startswith("<font size=5><b>Paradisio solitaire</b></font>")
    assert "Two players" not in shown and "share at least one whole side" not in shown
    assert "need not touch another tile" in shown and "Level 3" in shown and "4 bays" in shown
