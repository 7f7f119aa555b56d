"""Big freed pictures go back to the system (Linux with glibc); elsewhere nothing is asked."""
from __future__ import annotations

import ctypes
import sys

import pytest

from scenes.heap import give_back_big_frees, give_back_freed


def test_no_other_system_is_asked() -> None:
    assert give_back_big_frees("win32") is False
    assert give_back_big_frees("darwin") is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc is a Linux matter")
def test_glibc_takes_the_fixed_threshold() -> None:
    if not hasattr(ctypes.CDLL(None), "mallopt"):
        pytest.skip("no glibc here")
    assert give_back_big_frees() is True


def test_freed_memory_is_handed_back_only_where_glibc_is(monkeypatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert give_back_freed() is False
    monkeypatch.setattr(sys, "platform", "linux")
    assert give_back_freed() is hasattr(ctypes.CDLL(None), "malloc_trim")


def test_going_back_to_the_menu_lets_a_games_pictures_and_fonts_go(tmp_path, monkeypatch) -> None:
    from scenes.games import playable_games
    from scenes.menu import MenuScene, return_to_menu
    from scenes.paradisio.match import ParadisioMatchScene
    from sprites import text
    from sprites.paradisio import tiles
    from tests.kit.app import make_app
    from tests.kit.screens import paradisio_record

    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    app.push(MenuScene(app))
    app.push(ParadisioMatchScene(app, paradisio_record()))
    for _ in range(5):
        app.step(1 / 60, [])
    assert tiles.face_picture.cache_info().currsize > 0 and text.cache_bytes() > 0
    assert "paradisio" in playable_games()
    return_to_menu(app)
    assert tiles.face_picture.cache_info().currsize == 0
    assert text.cache_bytes() == 0 and not text._FONTS
