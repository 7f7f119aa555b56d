"""pygame_gui, themed for the app and taught the letterboxed canvas."""
from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.display import LOGICAL_SIZE
from sprites.assets import asset_path

if TYPE_CHECKING:
    from scenes.manager import App

PRELOADED_FONTS: tuple[dict[str, object], ...] = tuple(
    {"name": "noto_sans", "point_size": size, "style": style}
    for size in (14, 16, 18, 22, 28)
    for style in ("bold", "italic", "bold_italic")
)
"""Font faces the rich text uses; loading them early keeps pygame_gui from warning."""


class LogicalUIManager(pygame_gui.UIManager):
    """A UIManager whose widgets live on the 1280×720 canvas.

    The app hands it events whose positions are already canvas positions, and
    it reads the hovering mouse through the app's letterbox.
    """

    def __init__(self, app: "App", theme_path: str) -> None:
        super().__init__(LOGICAL_SIZE, theme_path=theme_path, enable_live_theme_updates=False)
        self._app = app

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        """Event positions arrive in canvas coordinates already."""
        return (int(position[0]), int(position[1]))

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._app.mouse_position()


def make_ui_manager(app: "App") -> LogicalUIManager:
    """A themed manager for one scene, with the rich-text fonts preloaded."""
    manager = LogicalUIManager(app, str(asset_path("sprites", "theme.json")))
    manager.preload_fonts([dict(f) for f in PRELOADED_FONTS])
    return manager


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (shipped with pygame_gui) for sprites drawn by hand, cached by size and weight."""
    key = (size, bold)
    cached = _FONTS.get(key)
    if cached is None:
        name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
        cached = pygame.font.Font(str(resources.files("pygame_gui.data") / name), size)
        _FONTS[key] = cached
    return cached


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
