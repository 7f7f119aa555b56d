"""The Scene base class: one screen of the app."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.manager import App
    from sprites.ui import LogicalUIManager


class Scene:
    """One screen. ``handle`` reads input, ``update`` advances time, ``draw`` paints.

    ``draw`` never changes state.  Mouse positions reaching ``handle`` are
    already in canvas coordinates (1280×720), whatever the window size.
    """

    opaque: bool = True
    """False for overlays (pause menu, dialogs) that show the scene below."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self._ui: "LogicalUIManager | None" = None

    @property
    def ui(self) -> "LogicalUIManager":
        """This scene's pygame_gui manager, made on first use with the app's theme."""
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
        """Called when the scene is popped."""

    def on_resume(self) -> None:
        """Called when the scene above it is popped and this one is on top again."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (already mapped to canvas coordinates)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene on the 1280×720 canvas."""
