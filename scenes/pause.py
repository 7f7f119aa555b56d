"""The pause menu: an overlay that dims the game below it, or hides it whole over a private screen."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.menu import IslandScreen, return_to_menu
from sprites import palette
from sprites.backdrop import dim, draw_card
from sprites.text import blit_text
from sprites.ui import FocusRing

if TYPE_CHECKING:
    from scenes.manager import App

PANEL_WIDTH = 420
BUTTON_HEIGHT, BUTTON_GAP = 56, 16


class PauseScene(IslandScreen):
    """Resume (also Esc), Rules (when given), Settings, Quit to menu, over the dimmed scene.

    One button is highlighted at a time (Resume first): the one the arrows or
    the mouse moved to, which Enter presses.

    Opened over a private screen (``hides``), the pause is opaque: the open
    sea is drawn instead of the dimmed scene, so nothing private shows through
    (the rules and settings opened from it are opaque screens too).
    """

    opaque = False

    def __init__(self, app: "App", rules: tuple[str, str] | None = None, hides: bool = False) -> None:
        self.rules = rules
        self.hides = hides
        self.opaque = hides
        super().__init__(app)
        self.focus = FocusRing(self.ui, highlight=True)  # one highlight: the focused button, which Enter presses

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        """(key, label, action) of each button, top to bottom."""
        items: list[tuple[str, str, Callable[[], None]]] = [("resume", "Resume", self.back)]
        if self.rules is not None:
            items.append(("rules", "Rules", self.open_rules))
        items += [("settings", "Settings", self.open_settings), ("quit", "Quit to menu", self.quit_to_menu)]
        return items

    def panel(self) -> pygame.Rect:
        """The sand panel that holds the buttons."""
        count = len(self.entries())
        height = 110 + count * (BUTTON_HEIGHT + BUTTON_GAP) + 10
        return pygame.Rect((1280 - PANEL_WIDTH) // 2, (720 - height) // 2, PANEL_WIDTH, height)

    def build(self) -> None:
        """One button per entry, stacked in the panel."""
        panel = self.panel()
        y = panel.y + 100
        for key, label, action in self.entries():
            self.button((panel.x + 50, y, PANEL_WIDTH - 100, BUTTON_HEIGHT), label, key, action,
                        object_id="#menu_choice")
            y += BUTTON_HEIGHT + BUTTON_GAP

    def open_rules(self) -> None:
        """Show the game's rules over the pause menu."""
        from scenes.rules import RulesScene

        if self.rules is not None:
            self.app.push(RulesScene(self.app, *self.rules))

    def open_settings(self) -> None:
        """Show the settings over the pause menu."""
        from scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        """Leave the game for the main menu."""
        return_to_menu(self.app)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Dim whatever is below (over a private screen: the open sea, which hides it)."""
        if self.hides:
            self.backdrop.draw(surface)
            return
        dim(surface, (8, 20, 34, 165))

    def draw_content(self, surface: pygame.Surface) -> None:
        """The panel and its heading."""
        panel = self.panel()
        draw_card(surface, panel)
        blit_text(surface, "Paused", 40, palette.INK, ("midtop", (panel.centerx, panel.y + 24)), bold=True)
