"""The rules help: a game's rules as scrollable rich text."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.menu import IslandScreen
from sprites import palette
from sprites.text import blit_text
from sprites.ui import TextBox, html_at_scale

if TYPE_CHECKING:
    from scenes.manager import App

LINE_PIXELS = 40
"""How far one arrow key or wheel notch scrolls."""
TEXT_RECT = pygame.Rect(120, 100, 1040, 516)


class RulesScene(IslandScreen):
    """Rules text (pygame_gui's HTML subset); wheel, arrows and PageUp/PageDown scroll; Esc or Back closes."""

    def __init__(self, app: "App", title: str, html: str) -> None:
        self.title = title
        self.html = html
        self.text_box: TextBox | None = None
        super().__init__(app)

    def build(self) -> None:
        """The text box and a Back button."""
        self.text_box = TextBox(html_at_scale(self.html, self.ui.scale), self.ui.place(TEXT_RECT),
                                                      manager=self.ui)
        self.button((540, 636, 200, 56), "Back", "back", self.back)

    @property
    def scroll(self) -> float:
        """How far down the text is scrolled, 0.0 (top) to the end (0.0 if it all fits)."""
        bar = self.text_box.scroll_bar if self.text_box is not None else None
        return bar.start_percentage if bar is not None else 0.0

    def scroll_by(self, pixels: float) -> None:
        """Scroll down (positive) or up (negative) by about ``pixels``."""
        box = self.text_box
        if box is None or box.scroll_bar is None or box.text_box_layout is None:
            return
        height = max(1.0, box.text_box_layout.layout_rect.height / self.ui.scale)  # logical, as ``pixels``
        bar = box.scroll_bar
        bar.set_scroll_from_start_percentage(bar.start_percentage + pixels / height)
        bar.has_moved_recently = True

    def page(self) -> float:
        """Pixels in one page of text (a little less than the box, so a line stays in view)."""
        return TEXT_RECT.height - 2 * LINE_PIXELS

    def handle(self, event: pygame.event.Event) -> None:
        """Scrolling keys and the wheel first; then Back/Esc as on every island screen."""
        steps = {pygame.K_DOWN: LINE_PIXELS, pygame.K_UP: -LINE_PIXELS,
                 pygame.K_PAGEDOWN: self.page(), pygame.K_PAGEUP: -self.page(),
                 pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
        if event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_by(steps[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE_PIXELS)
        else:
            super().handle(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The title over the text and a hint line."""
        blit_text(surface, self.title, 44, palette.SAND, ("midtop", (640, 28)), bold=True, shadow=True)
        blit_text(surface, "Wheel, arrows or Page Up/Down scroll \u00b7 Esc closes", 16, palette.PAPER,
                  ("midleft", (120, 664)))
