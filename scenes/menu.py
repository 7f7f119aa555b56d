"""The main menu (one sand card per playable game) and the base of the island screens."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core import CorruptSave, GameSpec
from scenes.base import Scene
from scenes.games import (
    SaveInUse,
    latest_save,
    open_saved_game,
    playable_games,
    saved_games,
    set_aside_damaged_save,
    solo_mode,
)
from sprites import palette
from sprites.backdrop import Backdrop, draw_card, draw_emblem
from sprites.text import blit_text, font, wrap_text
from sprites.ui import FocusRing

if TYPE_CHECKING:
    from scenes.manager import App

CARD_SIZE = (270, 345)
CARD_GAP = 26
CARD_TOP = 186
NO_GAMES_LINE = "The islands are still being charted: no game is ready to play yet. Come back soon!"


class IslandScreen(Scene):
    """A full screen over the animated sea, with keyboard focus over its widgets.

    Subclasses build widgets in :meth:`build` (with :meth:`button`, which also
    makes a focus stop), draw extras in :meth:`draw_content`, and get the
    events the focus ring did not use in :meth:`handle_other`.  Esc goes back.
    """

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.backdrop = Backdrop()
        self.focus = FocusRing(self.ui)

    def on_enter(self) -> None:
        """Build the widgets (and lay them out at once, so even the first frame shows them)."""
        self.build()
        self.ui.update(0.0)

    def build(self) -> None:
        """Make this screen's widgets and focus stops."""

    def rebuild(self) -> None:
        """Throw every widget away and build again, keeping the focused stop."""
        key = self.focus.current.key if self.focus.current else None
        self.ui.clear_and_reset()
        self.focus.clear()
        self.build()
        if key is not None:
            self.focus.focus_key(key)

    def button(self, rect: pygame.Rect | tuple[int, int, int, int], text: str, key: str,
               action: Callable[[], None], adjust: Callable[[int], None] | None = None,
               object_id: str | None = None) -> pygame_gui.elements.UIButton:
        """A themed button that is also a focus stop doing ``action``."""
        widget = pygame_gui.elements.UIButton(pygame.Rect(rect), text, manager=self.ui, object_id=object_id)
        self.focus.add(key, widget, action, adjust)
        return widget

    def back(self) -> None:
        """Leave this screen (Esc)."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Focus keys and button presses first, then Esc, then :meth:`handle_other`."""
        if self.focus.handle(event):
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                self.app.sounds.play("click")
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.handle_other(event)

    def handle_other(self, event: pygame.event.Event) -> None:
        """Events the focus ring did not use."""

    def update(self, dt: float) -> None:
        """Roll the waves."""
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, then the screen's own drawing, then the focus glow."""
        self.draw_background(surface)
        self.draw_content(surface)
        self.focus.draw(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The animated sea (overlays draw something see-through instead)."""
        self.backdrop.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The screen's hand-drawn parts."""


def player_range(spec: GameSpec) -> str:
    """"2 players" or "2–5 players"."""
    if spec.min_players == spec.max_players:
        return f"{spec.min_players} players"
    return f"{spec.min_players}\u2013{spec.max_players} players"


class MenuScene(IslandScreen):
    """The title screen: a card per playable game, then Settings and Quit."""

    def __init__(self, app: "App") -> None:
        self.games: dict[str, GameSpec] = playable_games()
        self.cards: list[tuple[GameSpec, pygame.Rect]] = []
        self.hovered: int | None = None
        self._pressed: int | None = None
        self.notice = ""
        super().__init__(app)

    def build(self) -> None:
        """Lay out the cards in a centred row and the buttons below them."""
        specs = list(self.games.values())
        width = len(specs) * CARD_SIZE[0] + max(0, len(specs) - 1) * CARD_GAP
        left = (1280 - width) // 2
        self.cards = [(spec, pygame.Rect(left + i * (CARD_SIZE[0] + CARD_GAP), CARD_TOP, *CARD_SIZE))
                      for i, spec in enumerate(specs)]
        saved = saved_games(self.games)
        for spec, rect in self.cards:
            self.focus.add(f"game:{spec.id}", rect, partial(self.open_setup, spec))
            extras: list[tuple[str, str, Callable[[], None]]] = []
            solo = solo_mode(spec.id)
            if solo is not None:
                label, scene_class = solo
                extras.append((label, f"solo:{spec.id}", partial(self.open_solo, scene_class)))
            if spec.id in saved:
                extras.append(("Continue", f"continue:{spec.id}", partial(self.continue_game, spec)))
            width = (rect.w - 36 - 10 * (len(extras) - 1)) // max(1, len(extras))
            for i, (label, key, action) in enumerate(extras):
                self.button((rect.x + 18 + i * (width + 10), rect.bottom - 50, width, 36), label, key, action,
                            object_id="#card_button")
        self.button((450, 560, 180, 52), "Settings", "settings", self.open_settings)
        self.button((650, 560, 180, 52), "Quit", "quit", self.app.quit)

    def open_setup(self, spec: GameSpec) -> None:
        """Go to the setup screen of a game."""
        from scenes.setup import SetupScene

        self.app.sounds.play("click")
        self.app.push(SetupScene(self.app, spec))

    def open_solo(self, scene_class: type) -> None:
        """Open a game's one-player mode (e.g. Paradisio solitaire)."""
        self.app.push(scene_class(self.app))

    def continue_game(self, spec: GameSpec) -> None:
        """Resume the latest saved game of ``spec``; a damaged save is set aside with a note."""
        summary = latest_save(self.games, spec.id)
        if summary is None:
            self.notice = f"There is no {spec.title} game to continue."
            self.rebuild()
            return
        try:
            open_saved_game(self.app, summary.path)
        except SaveInUse as exc:
            self.notice = f"The saved {spec.title} game cannot be opened here: {exc}."
            self.app.sounds.play("invalid")
            self.rebuild()
        except CorruptSave as exc:
            kept = set_aside_damaged_save(summary.path)
            self.notice = f"The saved {spec.title} game could not be resumed: {exc}. It was kept as {kept}."
            self.app.sounds.play("invalid")
            self.rebuild()

    def on_resume(self) -> None:
        """Back on the menu: offer Continue for whatever games are saved now."""
        self.rebuild()

    def open_settings(self) -> None:
        """Go to the settings screen."""
        from scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        """Esc on the menu does nothing (Quit is a button away)."""

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Index of the card under a canvas position."""
        for i, (_, rect) in enumerate(self.cards):
            if rect.collidepoint(pos):
                return i
        return None

    def handle_other(self, event: pygame.event.Event) -> None:
        """Cards light up under the mouse and open on a click."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None and index == self._pressed:
                self.focus.focus(index)
                self.open_setup(self.cards[index][0])
            self._pressed = None

    def draw_content(self, surface: pygame.Surface) -> None:
        """Title, the game cards (or a friendly note) and a footer hint."""
        blit_text(surface, "Paradise Table", 72, palette.SAND, ("center", (640, 92)), bold=True, shadow=True)
        blit_text(surface, "Island games for everyone around one screen", 24, palette.PAPER, ("center", (640, 150)))
        if not self.cards:
            note = pygame.Rect(240, 260, 800, 160)
            draw_card(surface, note)
            for i, line in enumerate(wrap_text(NO_GAMES_LINE, font(24), 700)):
                blit_text(surface, line, 24, palette.INK, ("center", (640, 318 + 36 * i)))
        focused = self.focus.index if self.focus.shown else None
        for i, (spec, rect) in enumerate(self.cards):
            self._draw_card(surface, spec, rect, hovered=i == self.hovered, focused=i == focused)
        if self.notice:
            for i, line in enumerate(wrap_text(self.notice, font(18), 1100)[:2]):
                blit_text(surface, line, 18, palette.GLOW, ("center", (640, 528 + 22 * i)))
        blit_text(surface, "Arrows or Tab to choose, Enter to open \u00b7 F11 fullscreen", 16,
                  palette.PAPER, ("center", (640, 690)))

    def _draw_card(self, surface: pygame.Surface, spec: GameSpec, rect: pygame.Rect,
                   hovered: bool, focused: bool) -> None:
        draw_card(surface, rect, hovered=hovered, focused=focused)
        lift = 4 if hovered or focused else 0
        body = rect.move(0, -lift)
        draw_emblem(surface, pygame.Rect(body.centerx - 60, body.y + 18, 120, 100), spec.id)
        blit_text(surface, spec.title, 28, palette.INK, ("midtop", (body.centerx, body.y + 128)), bold=True)
        blit_text(surface, player_range(spec), 18, palette.LEAF_DARK, ("midtop", (body.centerx, body.y + 168)),
                  bold=True)
        for i, line in enumerate(wrap_text(spec.blurb, font(16), body.w - 36)[:3]):
            blit_text(surface, line, 16, palette.INK, ("midtop", (body.centerx, body.y + 200 + 21 * i)))


def return_to_menu(app: "App") -> MenuScene:
    """Pop back to the bottom-most menu (or start afresh from a new one); returns it."""
    if any(isinstance(scene, MenuScene) for scene in app.stack.scenes):
        while not isinstance(app.stack.top, MenuScene):
            app.stack.pop()
    else:
        app.stack.clear_to(MenuScene(app))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu
