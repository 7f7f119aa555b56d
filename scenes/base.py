"""The Scene base class: one screen of the app."""
from __future__ import annotations

import contextlib
import ctypes
import functools
import gc
from typing import TYPE_CHECKING, Literal

import pygame

if TYPE_CHECKING:
    from scenes.manager import App
    from sprites.ui import LogicalUIManager

Motion = Literal["still", "ambient", "active"]
"""How a scene moves on its own now (see :attr:`Scene.motion` and :mod:`scenes.pacing`)."""

WAKE_EVENT: int = pygame.event.custom_type()
"""The event :func:`wake_loop` posts; the main loop takes it, no scene sees it."""


def wake_loop() -> None:
    """Wake the main loop now, from any thread (a computer player has decided): a still scene's update runs at once."""
    with contextlib.suppress(pygame.error):  # no event queue any more (the app is closing): nobody waits
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


class Scene:
    """One screen. ``handle`` reads input, ``update`` advances time, ``draw`` paints.

    ``draw`` never changes state.  Mouse positions reaching ``handle`` are
    already in canvas coordinates (1280×720), whatever the window size.
    """

    opaque: bool = True
    """False for overlays (pause menu, dialogs) that show the scene below."""
    paints_whole: bool = False
    """True for a screen whose ``draw`` paints every pixel of the canvas (a sea, a table): drawn lowest, it is not
    painted black first (at 3840x2160 that fill costs 1.5 ms a frame).  ``tests/test_paints_whole.py`` holds
    every such screen to it."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self._ui: "LogicalUIManager | None" = None

    @property
    def motion(self) -> Motion:
        """How this scene moves on its own now; the main loop draws and waits accordingly.

        ``"active"``: something animates (drawn every frame at full rate).
        ``"ambient"``: only a gentle background moves, such as the waves (drawn
        about a dozen times a second, and at once on input).  ``"still"``:
        nothing changes until input arrives (not drawn again until then; its
        ``update`` still runs a few times a second).  A still scene whose look
        changes on a timer says ``"ambient"`` or ``"active"`` while the timer
        runs.  The default, ``"active"``, is always right, only not cool.
        """
        return "active"

    @property
    def ui(self) -> "LogicalUIManager":
        """This scene's pygame_gui manager, made on first use; every scene of the app shares one theme and font set."""
        if self._ui is None:
            from sprites.ui import make_ui_manager

            self._ui = make_ui_manager(self.app)
        return self._ui

    @property
    def has_ui(self) -> bool:
        """True once this scene has made widgets."""
        return self._ui is not None

    def on_enter(self) -> None:
        """Called when the scene is pushed."""

    def on_exit(self) -> None:
        """Called when the scene is popped: its widgets are freed (what it held is collected at the app's next
        frame, :func:`collect_left_screens`, when nothing of the frame it left in points at it any more).

        An override calls ``super().on_exit()``.
        """
        self.free_ui()

    def free_ui(self) -> None:
        """Kill this scene's widgets, letting go of what they hold in the app's shared theme."""
        if self._ui is not None:
            self._ui.free_widgets()

    def on_resume(self) -> None:
        """Called when the scene above it is popped and this one is on top again."""

    def on_cover(self, above: "Scene") -> None:
        """Called when ``above`` is pushed over this scene (a scene kept while hidden may let go of pictures)."""

    def settings_changed(self) -> None:
        """Called when the settings were changed from outside this screen (F11 switches the window)."""

    def rescaled(self) -> None:
        """Called when the window starts drawing at another scale (a resize): a scene with widgets makes them again
        at the new one (what is drawn by hand follows the pen by itself)."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (already mapped to canvas coordinates)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene on the 1280×720 canvas."""


def collect_left_screens() -> None:
    """Free the screens already left, now, and hand the freed memory back to the system where the C library can.

    A screen's widgets, images and callbacks point at each other, so a left
    screen waits for Python's full garbage collection, which rarely runs: its
    images, invisible to that collector, would pile up over many screens.
    """
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> "ctypes._NamedFuncPointer | None":
    """glibc's ``malloc_trim`` (returns free heap pages to the system), or None elsewhere."""
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError, TypeError):  # not glibc; Windows cannot open the process itself
        return None
