"""The hand-over cover hides the private screen until the named player clicks."""
from __future__ import annotations

import pygame

from scenes.fresh_keys import GUARD_TIME
from scenes.handover import HandoverScene
from tests.kit.app import RecordingScene, click, key
from tests.kit.ui import app  # noqa: F401 - the fixture

SECRET = (255, 0, 255)
GUARD_FRAMES = round(GUARD_TIME * 60) + 2


def secret_pixels(surface: pygame.Surface) -> int:
    mask = pygame.mask.from_threshold(surface, SECRET, (1, 1, 1, 255))
    return mask.count()


def test_cover_hides_the_private_screen_until_clicked(app):
    private = RecordingScene(app, colour=SECRET)
    app.push(private)
    revealed: list[bool] = []
    app.push(HandoverScene(app, "Birgit", lambda: revealed.append(True)))
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])
        assert secret_pixels(app.canvas) == 0
        assert secret_pixels(app.window) == 0
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 100), rel=(1, 1), buttons=(0, 0, 0))])
    assert secret_pixels(app.canvas) == 0 and not revealed
    app.step(0.016, click((640, 360)))
    assert revealed == [True]
    assert app.stack.top is private
    app.step(0.016, [])
    assert secret_pixels(app.canvas) == 1280 * 720


def test_a_release_without_a_press_on_the_cover_does_not_reveal(app):
    app.push(RecordingScene(app, colour=SECRET))
    cover = HandoverScene(app, "Claus")
    app.push(cover)
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)])
    assert app.stack.top is cover


def test_enter_reveals_too(app):
    private = RecordingScene(app, colour=SECRET)
    app.push(private)
    app.push(HandoverScene(app, "Dorte"))
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])
    app.step(0.016, [key(pygame.K_RETURN)])
    assert app.stack.top is private


def test_cover_names_the_player(app):
    cover = HandoverScene(app, "Anton")
    app.push(RecordingScene(app))
    app.push(cover)
    app.step(0.016, [])
    assert cover.name == "Anton"
    # the title is drawn in ink on the sand card in the middle of the screen
    band = app.canvas.subsurface((300, 250, 680, 100))
    assert pygame.mask.from_threshold(band, (28, 32, 40), (20, 20, 20, 255)).count() > 500


def test_escape_on_the_cover_asks_the_game_to_pause(app):
    paused: list[bool] = []
    cover = HandoverScene(app, "Birgit", on_escape=lambda: paused.append(True))
    app.push(RecordingScene(app))
    app.push(cover)
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])
    app.step(0.016, [key(pygame.K_ESCAPE)])
    assert paused == [True] and app.stack.top is cover
