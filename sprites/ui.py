"""pygame_gui, themed for the app and taught the letterboxed canvas."""
from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import BlockingThreadedResourceLoader
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from sprites import aim
from sprites.assets import asset_path
from sprites.display import LOGICAL_SIZE


class MousePointer(Protocol):
    """Whatever knows where the mouse is on the canvas (the app)."""

    def mouse_position(self) -> tuple[int, int]:
        """The mouse in canvas coordinates."""

PRELOADED_FONTS: tuple[tuple[int, str], ...] = tuple(
    (size, style) for size in (14, 16, 18, 20, 22, 24, 28, 32)
    for style in ("regular", "bold", "italic", "bold_italic")
)
"""Font faces the rich text uses; loading them early keeps pygame_gui from warning."""


@dataclass(frozen=True)
class SharedTheme:
    """The app's one pygame_gui look: colours, shapes and the loaded font faces, shared by every screen.

    Loading the theme and its 32 font faces anew for each screen made every
    menu round trip cost memory; now each screen's manager borrows this.
    """

    theme: UIAppearanceTheme
    loader: IResourceLoader
    """The (finished) loader the theme loads late fonts through; managers get it instead of starting their own."""


_THEMES: "weakref.WeakKeyDictionary[MousePointer, SharedTheme]" = weakref.WeakKeyDictionary()


def shared_theme(app: MousePointer) -> SharedTheme:
    """The app's theme, loaded (with the rich-text fonts) the first time a screen asks."""
    shared = _THEMES.get(app)
    if shared is None:
        shared = load_theme()
        _THEMES[app] = shared
    return shared


def load_theme() -> SharedTheme:
    """Read ``sprites/theme.json`` and load its fonts and :data:`PRELOADED_FONTS`, all at once."""
    loader = BlockingThreadedResourceLoader()
    theme = UIAppearanceTheme(loader, "en")
    theme.load_theme(str(asset_path("sprites", "theme.json")))
    loader.start()
    loader.update()  # blocks until the theme's own faces are loaded; from now on faces load at once
    fonts = theme.get_font_dictionary()
    for size, style in PRELOADED_FONTS:
        bold, italic = "bold" in style, "italic" in style
        if not fonts.check_font_preloaded(fonts.create_font_id(size, "noto_sans", bold, italic)):
            fonts.preload_font(size, "noto_sans", bold, italic)
    return SharedTheme(theme, loader)


class LogicalUIManager(pygame_gui.UIManager):
    """A UIManager whose widgets live on the 1280×720 canvas, in the app's shared theme.

    The app hands it events whose positions are already canvas positions, and
    it reads the hovering mouse through the app's letterbox.
    """

    def __init__(self, app: MousePointer, shared: SharedTheme) -> None:
        self._shared = shared
        super().__init__(LOGICAL_SIZE, enable_live_theme_updates=False, resource_loader=shared.loader)
        self._app = app
        _forget_repeated_translation_paths()

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        """The shared theme (pygame_gui asks for one while the manager is being made)."""
        if theme_path is None:
            return self._shared.theme
        return super().create_new_theme(theme_path)

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        """Event positions arrive in canvas coordinates already."""
        return (int(position[0]), int(position[1]))

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._app.mouse_position()

    def free_widgets(self) -> None:
        """Kill every widget (their cached shapes in the shared theme are let go) and start empty."""
        self.set_focus_set(None)
        self.clear_and_reset()


def _forget_repeated_translation_paths() -> None:
    """Each new UIManager appends pygame_gui's translation folder to i18n's search list; keep one of each."""
    import i18n

    paths = i18n.load_path
    unique = list(dict.fromkeys(paths))
    if len(unique) != len(paths):
        paths[:] = unique


def make_ui_manager(app: MousePointer) -> LogicalUIManager:
    """A manager for one scene, in the app's shared theme (fonts loaded once per app)."""
    return LogicalUIManager(app, shared_theme(app))


NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TEXT_CURSOR_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)
"""Keys a text field keeps for its cursor."""
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
"""Each arrow's way on the screen."""


@dataclass
class FocusItem:
    """One stop of the keyboard focus: a widget or a hand-drawn area, and what Enter does."""

    key: str
    area: "pygame.Rect | pygame_gui.core.UIElement"
    activate: Callable[[], None] | None = None
    adjust: Callable[[int], None] | None = None
    """Left/Right change a value here (a slider, a cycling choice) instead of moving focus."""
    then: str | None = None
    """For a text field: the stop Enter moves on to, when it is not simply the next one."""

    @property
    def element(self) -> "pygame_gui.core.UIElement | None":
        """The pygame_gui widget of this stop, if it is one."""
        return None if isinstance(self.area, pygame.Rect) else self.area

    @property
    def rect(self) -> pygame.Rect:
        """Where the stop is on the canvas."""
        return self.area if isinstance(self.area, pygame.Rect) else pygame.Rect(self.area.get_abs_rect())


class FocusRing:
    """Keyboard focus over a screen's stops: Tab/arrows move, Enter/Space activate.

    Button presses by mouse (``UI_BUTTON_PRESSED``) are routed to the same
    ``activate`` callbacks, so mouse and keyboard always do the same thing.
    The focus glow shows once the keyboard has been used.

    Tab starts at the first stop (Shift+Tab at the last) whatever the screen
    focused at first; arrows move the way they point (Up/Down to the nearest
    stop above or below, Left/Right to the nearest in the same row), except
    that Left/Right change the value of a stop that has ``adjust`` and move
    the text cursor in a text field.  Before the keyboard has moved the focus,
    Enter presses only the screen's ``default`` stop (the gold button, what
    the screen says Enter does); on any other stop it only shows the focus.
    ``gold``: buttons drawn gold only while the focus is on one of the stops
    named for them, so the gold never marks a button beside the focused one.

    With ``highlight`` (a menu of buttons, such as the pause menu) there is no
    glow: the focused button itself is drawn selected from the start, the mouse
    moving over a button moves the focus (and so the highlight) there, and the
    first arrow already moves, to the nearest button the way it points; so one
    button is highlighted at a time and Enter does what it says.
    """

    def __init__(self, manager: pygame_gui.UIManager, highlight: bool = False) -> None:
        self.manager = manager
        self.items: list[FocusItem] = []
        self.index = 0
        self.highlight = highlight
        self.shown = highlight
        self.default: str | None = None
        """The stop Enter presses before the keyboard moved the focus (None: Enter first shows the focus)."""
        self.gold: dict[str, tuple[str, ...]] = {}
        """Button key -> the stops during whose focus the button is drawn gold (``#primary``)."""

    def add(self, key: str, area: "pygame.Rect | pygame_gui.core.UIElement",
            activate: Callable[[], None] | None = None, adjust: Callable[[int], None] | None = None,
            then: str | None = None) -> FocusItem:
        """Append a stop and return it (``then``: where Enter in this text field moves the focus)."""
        item = FocusItem(key, area, activate, adjust, then)
        self.items.append(item)
        self._show_selection()
        return item

    def clear(self) -> None:
        """Forget every stop (before widgets are rebuilt); the focused key is kept by :meth:`focus_key`."""
        self.items.clear()

    @property
    def current(self) -> FocusItem | None:
        """The focused stop, or None when there are none."""
        if not self.items:
            return None
        self.index %= len(self.items)
        return self.items[self.index]

    def focus_key(self, key: str) -> bool:
        """Move focus to the stop named ``key``; False if there is none."""
        for i, item in enumerate(self.items):
            if item.key == key:
                self.focus(i)
                return True
        return False

    def focus(self, index: int) -> None:
        """Move focus to stop ``index`` (wrapping), giving text entries the typing focus."""
        if not self.items:
            return
        self.index = index % len(self.items)
        element = self.items[self.index].element
        if isinstance(element, pygame_gui.elements.UITextEntryLine):
            self.manager.set_focus_set(element)
        else:
            self.manager.set_focus_set(None)
        self._show_selection()

    def _show_selection(self) -> None:
        """Gold buttons follow the focus; in ``highlight`` mode the focused button is drawn selected, no other."""
        if not self.items:
            return
        current = self.current
        self._paint_gold(current)
        if not self.highlight:
            return
        for item in self.items:
            element = item.element
            if isinstance(element, pygame_gui.elements.UIButton):
                wanted = item is current
                if wanted and not element.is_selected:
                    element.select()
                elif not wanted and element.is_selected:
                    element.unselect()

    def _paint_gold(self, current: FocusItem | None) -> None:
        for item in self.items:
            stops = self.gold.get(item.key)
            element = item.element
            if stops is None or not isinstance(element, pygame_gui.elements.UIButton):
                continue
            wanted = "#primary" if current is not None and current.key in stops else None
            if element.object_ids[-1] != wanted:
                element.change_object_id(wanted)

    def _follow_mouse(self, position: tuple[int, int]) -> None:
        """In ``highlight`` mode: the mouse moving onto a stop moves the focus there."""
        for i, item in enumerate(self.items):
            if i != self.index and item.activate is not None and item.rect.collidepoint(position):
                self.focus(i)
                return

    def move(self, step: int) -> None:
        """Focus the next (+1) or previous (-1) stop."""
        self._sync_with_mouse_focus()
        self.focus(self.index + step)

    def move_towards(self, dx: int, dy: int) -> None:
        """Focus the nearest stop the way an arrow points (``dx``, ``dy``: -1, 0 or 1); stay when there is none.

        Up and Down look at every stop above or below; Left and Right only at
        the stops of the same row (whose height overlaps the focused one's).
        """
        item = self.current
        if item is None:
            return
        ahead = {i: other.rect.center for i, other in enumerate(self.items)
                 if i != self.index and (dy != 0 or other.rect.top < item.rect.bottom and item.rect.top < other.rect.bottom)}
        step = aim.step_toward(item.rect.center, ahead, (dx, dy))
        if step is not None:
            self.focus(step)

    def _sync_with_mouse_focus(self) -> None:
        focused = self.manager.get_focus_set() or set()
        for i, item in enumerate(self.items):
            if item.element is not None and item.element in focused:
                self.index = i
                return

    def activate(self) -> None:
        """Do what the focused stop does."""
        item = self.current
        if item is not None and item.activate is not None:
            item.activate()

    def handle(self, event: pygame.event.Event) -> bool:
        """React to navigation keys and button presses; True when the event was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for i, item in enumerate(self.items):
                if item.element is event.ui_element and item.activate is not None:
                    self.index = i
                    self._show_selection()
                    item.activate()
                    return True
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.shown = True
            self._sync_with_mouse_focus()
            then = self.current.then if self.current is not None else None
            if then is None or not self.focus_key(then):
                self.move(1)
            return True
        if event.type == pygame.MOUSEMOTION and self.highlight:
            self._follow_mouse(event.pos)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        return self._handle_key(event)

    def typing(self) -> bool:
        """True while a text entry has the keyboard (clicked into or reached by keys)."""
        focused = self.manager.get_focus_set() or set()
        return any(isinstance(element, pygame_gui.elements.UITextEntryLine) for element in focused)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        typing = self.typing()
        if typing:
            self._sync_with_mouse_focus()  # a field clicked into is the focused stop, not the last button
            if event.key == pygame.K_SPACE:
                return True  # a space typed into the field (its text comes as TEXTINPUT), never a button press
            if event.key in TEXT_CURSOR_KEYS:
                return False  # they move the text cursor, never the focus
        item = self.current
        if item is None:
            return False
        fresh = not self.shown and not typing  # nothing moved the focus yet: it rests, unseen, where the screen put it
        if event.key == pygame.K_TAB:
            self.shown = True
            if fresh:
                self.focus(-1 if event.mod & pygame.KMOD_SHIFT else 0)  # Tab starts at the first stop
            else:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key not in ARROWS and event.key not in ACTIVATE_KEYS:
            return False
        if fresh and not self.highlight and item.key != self.default:
            self.shown = True  # the first key only shows where the focus is
            return True
        self.shown = True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and item.adjust is not None:
            item.adjust(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in ARROWS:
            self.move_towards(*ARROWS[event.key])
        else:
            self.activate()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Glow around the focused stop, once the keyboard is in use (none in ``highlight`` mode)."""
        if self.shown and self.typing():
            self._sync_with_mouse_focus()  # a field clicked into and typed in has the keyboard, so the glow
        item = self.current
        if self.shown and item is not None and not self.highlight:
            from sprites.backdrop import draw_focus

            draw_focus(surface, item.rect)
