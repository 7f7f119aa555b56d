"""The kept still layers of The Last Paradise, Paradise Fallen and Last Resort (issue 19): what a table keeps
drawn between frames is drawn again whenever what it shows changes, so a frame from the kept layer is the
picture a fresh, whole redraw makes."""
from __future__ import annotations

import pygame

from game.paradise_fallen.cards import DECK_SIZE, face_key
from scenes.last_resort.view import draw_table as draw_last_resort
from sprites.paradise_fallen.faces import SMALL, _card_face, card_face
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


def test_cards_that_look_alike_share_the_face_each_would_have_alone() -> None:
    """Paradise Fallen's 85 cards show 33 faces, each made once: the face a card shows is the one drawn for it."""
    pygame.font.init()
    for card in range(DECK_SIZE):
        assert pygame.image.tobytes(card_face(card), "RGBA") == pygame.image.tobytes(_card_face(card, SMALL), "RGBA")
    assert len({id(card_face(card)) for card in range(DECK_SIZE)}) == len({face_key(c) for c in range(DECK_SIZE)})
