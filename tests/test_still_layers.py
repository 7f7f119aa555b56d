"""The kept still layers of The Last Paradise, Paradise Fallen and Last Resort (issue 19): what a table keeps
drawn between frames is drawn again whenever what it shows changes, so a frame from the kept layer is the
picture a fresh, whole redraw makes."""
from __future__ import annotations

import pygame

from scenes.last_resort.view import draw_table as draw_last_resort
from tests.kit import last_resort_scene
from tests.kit.last_paradise_scene import step_until


def _picture(draw: object, scene: object) -> bytes:
    surface = pygame.Surface((1280, 720))
    draw(surface, scene)  # type: ignore[operator]
    return pygame.image.tobytes(surface, "RGB")


def test_last_resorts_layer_follows_its_log_scrolled_back(tmp_path, monkeypatch) -> None:
    """The log lies in Last Resort's still layer (blended over the table every frame it cost 1.7 ms at 4K):
    scrolled back, the kept layer is drawn again, the same as a fresh one."""
    app, scene = last_resort_scene.table(tmp_path, monkeypatch, last_resort_scene.new_record(["easy", "easy"]))
    step_until(app, lambda: scene.log_panel.most_offset > 3)
    app.draw()
    before = _picture(draw_last_resort, scene)
    scene.log_panel.scroll_by(3)
    kept = _picture(draw_last_resort, scene)
    scene.layer = None
    assert kept == _picture(draw_last_resort, scene) != before
