"""The settings screen: sound, window, animation speed and the colour-blind palette."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.config import ANIMATION_SPEEDS
from scenes.menu import IslandScreen
from sprites import palette
from sprites.backdrop import draw_card, draw_seat_marker, seat_look
from sprites.text import blit_text, font, wrap_text
from sprites.ui import Slider

if TYPE_CHECKING:
    from scenes.manager import App

VOLUME_STEP = 10
COLOUR_BLIND_NOTE = ("With the colour-blind palette, seat colours are chosen to stay apart for every "
                     "kind of colour vision, and each seat also carries its own shape.")
LABEL_X, WIDGET_X, WIDGET_W = 300, 620, 360


def speed_label(speed: float) -> str:
    """How an animation speed reads on its button."""
    names = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Very fast"}
    return f"{names.get(speed, '')} (\u00d7{speed:g})".strip()


class SettingsScene(IslandScreen):
    """Every change applies at once and is saved; Back (or Esc) returns."""

    ROWS = ("Volume", "Sound", "Window", "Animations", "Colours")

    def __init__(self, app: "App") -> None:
        self.slider: Slider | None = None
        super().__init__(app)

    def row_y(self, row: str) -> int:
        """Top of a settings row."""
        return 150 + 70 * self.ROWS.index(row)

    def build(self) -> None:
        """A slider for the volume and a button for each other setting."""
        settings = self.app.settings
        self.slider = Slider(
            self.ui.place((WIDGET_X, self.row_y("Volume"), WIDGET_W, 44)), round(settings.volume * 100), (0, 100),
            manager=self.ui, click_increment=VOLUME_STEP)
        self.focus.add("volume", self.slider, None, self.nudge_volume)
        self.button((WIDGET_X, self.row_y("Sound"), WIDGET_W, 50), "Muted" if settings.muted else "On",
                    "muted", self.toggle_mute, lambda _: self.toggle_mute())
        self.button((WIDGET_X, self.row_y("Window"), WIDGET_W, 50),
                    "Fullscreen" if settings.fullscreen else "Window", "fullscreen", self.toggle_fullscreen,
                    lambda _: self.toggle_fullscreen())
        self.button((WIDGET_X, self.row_y("Animations"), WIDGET_W, 50), speed_label(settings.animation_speed),
                    "speed", lambda: self.change_speed(1), self.change_speed)
        self.button((WIDGET_X, self.row_y("Colours"), WIDGET_W, 50),
                    "Colour-blind palette" if settings.colour_blind else "Standard palette", "colour_blind",
                    self.toggle_colour_blind, lambda _: self.toggle_colour_blind())
        self.button((540, 636, 200, 56), "Back", "back", self.back)

    # changes ----------------------------------------------------------------
    def changed(self) -> None:
        """Apply and save, then show the new values."""
        self.app.apply_settings()
        self.rebuild()

    def settings_changed(self) -> None:
        """F11 switched the window: show the new value."""
        self.rebuild()

    def set_volume(self, volume: float) -> None:
        """Set the volume (0..1), apply and save it."""
        self.app.settings.volume = max(0.0, min(1.0, round(volume, 2)))
        self.app.apply_settings()

    def nudge_volume(self, step: int) -> None:
        """Louder (+1) or quieter (-1) by one step, from the keyboard."""
        self.set_volume(self.app.settings.volume + step * VOLUME_STEP / 100)
        if self.slider is not None:
            self.slider.set_current_value(round(self.app.settings.volume * 100))

    def toggle_mute(self) -> None:
        """Sound on or off."""
        self.app.settings.muted = not self.app.settings.muted
        self.changed()

    def toggle_fullscreen(self) -> None:
        """Fullscreen or a resizable window."""
        self.app.settings.fullscreen = not self.app.settings.fullscreen
        self.changed()

    def change_speed(self, step: int) -> None:
        """The next (or previous) animation speed."""
        speeds = ANIMATION_SPEEDS
        current = speeds.index(self.app.settings.animation_speed) if self.app.settings.animation_speed in speeds else 1
        self.app.settings.animation_speed = speeds[(current + step) % len(speeds)]
        self.changed()

    def toggle_colour_blind(self) -> None:
        """The standard or the colour-blind seat palette."""
        self.app.settings.colour_blind = not self.app.settings.colour_blind
        self.changed()

    def handle_other(self, event: pygame.event.Event) -> None:
        """The slider dragged with the mouse."""
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.set_volume(event.value / 100)

    # drawing ----------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        """Heading, row labels, the palette preview and its explanation."""
        blit_text(surface, "Settings", 48, palette.SAND, ("midtop", (640, 30)), bold=True, shadow=True)
        draw_card(surface, pygame.Rect(260, 120, 760, 490))
        settings = self.app.settings
        notes = {"Volume": f"Volume {round(settings.volume * 100)}%", "Sound": "Sound", "Window": "Display",
                 "Animations": "Animation speed", "Colours": "Seat colours"}
        for row in self.ROWS:
            blit_text(surface, notes[row], 24, palette.INK, ("midleft", (LABEL_X, self.row_y(row) + 25)), bold=True)
        y = self.row_y("Colours") + 70
        for i in range(len(palette.PLAYER_COLOURS)):
            colour, shape = seat_look(i, settings.colour_blind)
            draw_seat_marker(surface, (LABEL_X + 20 + i * 56, y + 22), 18, colour, shape)
        for i, line in enumerate(wrap_text(COLOUR_BLIND_NOTE, font(18), 360)):
            blit_text(surface, line, 18, palette.INK, ("topleft", (WIDGET_X, y - 4 + 24 * i)))
        blit_text(surface, "Changes apply at once and are saved.", 16, palette.PAPER, ("midleft", (60, 664)))
