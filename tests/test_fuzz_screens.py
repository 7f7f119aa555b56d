"""A seeded fuzz over every screen: thousands of random mouse and keyboard events, no exception escapes.

Each screen is opened on a headless app (private config and data folders) and
fed random mouse motion, presses and releases of buttons 1-5, wheel turns, key
presses (Esc, Enter, Space, Tab, arrows, F-keys, Ctrl+Z/Y/A/C/X/V, digits,
letters), typed text in many scripts (as KEYDOWN ``unicode`` and TEXTINPUT
alike, or TEXTINPUT alone as an input method sends it), input-method
composition and now and then a window resize, frame after frame.  Whatever screen ends up on top is fuzzed on (a button that
opens the next screen is part of the point); when the app quits or goes back
to the menu, the screen under test is opened again.  Every run is seeded by
the screen's name, so a failure replays exactly.
"""
from __future__ import annotations

import zlib
from collections import Counter
from pathlib import Path

import pygame
import pytest

from scenes.menu import MenuScene
from tests.kit.app import make_app
from tests.kit.fuzz import Fuzzer
from tests.kit.screens import SCREENS, open_screen, write_saves

FRAME = 1 / 60
FRAMES = 400
"""Frames of fuzz per screen (a few thousand events each)."""
AWAY = 60
"""Frames the fuzz goes on over the screens the one under test opened before that one is opened again."""
LEAST_ON_TOP = 60
"""Frames the screen under test must have been on top, or the fuzz did not really drive it."""
AWAY_FROM = {"menu": 20}
"""Screens whose many buttons lead away (the menu's four game cards): the fuzz comes back to them sooner."""
SHORT_LIVED = {"hand-over cover": 15}
"""Screens any click lifts (the cover): they are on top for fewer frames."""
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_random_input_never_escapes_as_an_exception(name: str, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Thousands of random events over the screen (and whatever it opens): none raises."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    write_saves()
    screen_class = SCREENS[name][0]
    fuzz = Fuzzer(zlib.crc32(name.encode()))
    on_top: Counter[str] = Counter()
    reopened = away = sent = 0
    open_screen(app, name)
    try:
        for frame in range(FRAMES):
            events = pygame.event.get() + fuzz.frame()  # what pygame_gui posted, then the new input
            sent += len(events)
            try:
                app.step(FRAME, events)
            except Exception as exc:
                kinds = [pygame.event.event_name(e.type) + repr(getattr(e, "text", getattr(e, "unicode", "")))
                         for e in events]
                raise AssertionError(f"{name}, frame {frame}, on {type(app.stack.top).__name__}: {kinds}") from exc
            top = app.stack.top
            on_top[type(top).__name__] += 1
            away = 0 if isinstance(top, screen_class) else away + 1
            if not app.running or top is None or away > AWAY_FROM.get(name, AWAY) or (isinstance(top, MenuScene)
                                                                 and screen_class is not MenuScene):
                reopened += 1
                away = 0
                open_screen(app, name)
    finally:
        app.shutdown()
        pygame.event.clear()
    print(f"{name}: {sent} events; frames on top {dict(on_top)}; opened again {reopened} times")
    reached = on_top[screen_class.__name__]
    assert reached >= SHORT_LIVED.get(name, LEAST_ON_TOP), f"the fuzz hardly reached {screen_class.__name__}: {on_top}"
