"""pygame_gui, themed for the app and taught the letterboxed canvas and its real pixels.

Screens lay their widgets out in logical 1280×720 units, like everything else;
pygame_gui works in the canvas's real pixels (it draws on
:func:`sprites.pen.device_view`).  A screen's :class:`LogicalUIManager` speaks
both: :meth:`LogicalUIManager.place` gives the real rect a widget of a logical
rect is made at, :func:`widget_rect` reads a widget's logical rect back, mouse
positions (logical, from the app) reach the widgets in real pixels, and the
theme it draws with is the app's theme with every pixel quantity (type sizes,
borders, shadows, corners, paddings) at the canvas's scale.  At scale 1 all of
this is the plain pygame_gui it was.
"""
from __future__ import annotations

import math
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import BlockingThreadedResourceLoader
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.text.html_parser import HTMLParser
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.core.ui_font_dictionary import DefaultFontData, UIFontDictionary

from sprites import aim, pen
from sprites.assets import asset_path


class UIHost(Protocol):
    """What a screen's widgets need of the app: where the mouse is and the canvas they draw on."""

    canvas: pygame.Surface
    """The canvas the widgets are drawn on (its real pixels and scale set theirs)."""

    def mouse_position(self) -> tuple[int, int]:
        """The mouse in canvas coordinates."""


PRELOADED_FONTS: tuple[tuple[int, str], ...] = tuple(
    (size, style) for size in (14, 16, 18, 20, 22, 24, 28, 32)
    for style in ("regular", "bold", "italic", "bold_italic")
)
"""Font faces (logical sizes) the rich text uses; loading them early keeps pygame_gui from warning."""

PIXEL_MISC: dict[str, int | None] = {
    "border_width": 1, "shadow_width": 2, "border_overlap": 1, "shape_corner_radius": 2, "padding": None,
    "text_horiz_alignment_padding": None, "text_vert_alignment_padding": None, "list_item_height": 20,
    "sliding_button_width": 20, "open_button_width": 20, "rect_width": 170, "text_shadow_size": None,
    "text_shadow_offset": None,
}
"""The theme's pixel quantities (scaled with the canvas), each with pygame_gui's own default where every widget
shares one (used, scaled, when the theme names none; None: the widget's default is zero or its own)."""


def scaled_length(value: int, scale: float) -> int:
    """A theme length at ``scale``: zero and pygame_gui's negative "unset" marks stay, any other is a pixel or more."""
    return value if value <= 0 or scale == 1 else max(1, round(value * scale))


def scaled_misc(value: Any, scale: float) -> Any:
    """A theme pixel quantity (``"8"``, ``"18,12"``, a dict of sides, a number) at ``scale``; other data as it is."""
    if isinstance(value, dict):
        return {key: scaled_misc(part, scale) for key, part in value.items()}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return scaled_length(int(value), scale)
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+(\s*,\s*-?\d+)*\s*", value):
        return ",".join(str(scaled_length(int(part), scale)) for part in value.split(","))
    return value


class ScaledTheme(UIAppearanceTheme):
    """The app's theme at a scale other than 1: type sizes and pixel quantities, the theme's or pygame_gui's own
    defaults, scaled."""

    def __init__(self, loader: IResourceLoader, scale: float) -> None:
        self.scale = scale  # pygame_gui's default theme is read while the theme is made
        super().__init__(loader, "en")

    def _load_element_font_data_from_theme(self, file_dict: dict[str, Any], element_name: str) -> None:
        """A font of the theme data, at the theme's scale."""
        if isinstance(file_dict, dict) and "size" in file_dict:
            file_dict = {**file_dict, "size": str(scaled_length(int(file_dict["size"]), self.scale))}
        super()._load_element_font_data_from_theme(file_dict, element_name)

    def get_misc_data(self, misc_data_id: str, combined_element_ids: list[str]) -> str | dict[str, Any]:
        """The theme's data, with pixel quantities (:data:`PIXEL_MISC`) at the theme's scale."""
        try:
            value = super().get_misc_data(misc_data_id, combined_element_ids)
        except LookupError:
            default = PIXEL_MISC.get(misc_data_id)
            if default is None:
                raise
            value = str(default)
        if misc_data_id not in PIXEL_MISC:
            return value
        scaled = scaled_misc(value, self.scale)
        return scaled if isinstance(scaled, dict) else str(scaled)


def _scale_default_fonts(fonts: UIFontDictionary, scale: float) -> None:
    """pygame_gui's fallback faces (for widgets the theme gives no font) at ``scale``.

    The dictionary keeps them in private fields; they are swapped for faces of the scaled size, loaded at once.
    """
    for fields in (("default_font",), ("_symbols_font", "_default_symbols_font")):
        old: DefaultFontData = getattr(fonts, fields[0])
        new = DefaultFontData(scaled_length(old.size, scale), old.name, old.style, old.regular_file_name,
                              old.bold_file_name, old.italic_file_name, old.bold_italic_file_name,
                              script=old.script, direction=old.direction)
        fonts._load_default_font(new)
        fonts.used_font_ids.append(new.idx)
        for field in fields:
            setattr(fonts, field, new)


def preloaded_fonts(scale: float) -> list[tuple[int, str]]:
    """:data:`PRELOADED_FONTS` in real pixels at ``scale``."""
    return list(dict.fromkeys((scaled_length(size, scale), style) for size, style in PRELOADED_FONTS))


def html_at_scale(html: str, scale: float) -> str:
    """Rich text whose ``<font size=...>`` and ``pixel_size=...`` come out at ``scale`` (pygame_gui reads them as
    fixed pixel sizes); the same text at scale 1."""
    if scale == 1:
        return html

    def pixels(match: re.Match[str]) -> str:
        size = float(match.group(3))
        logical = size if match.group(1) == "pixel_size" else HTMLParser.font_sizes.get(size)
        if logical is None:
            return match.group(0)
        return f"pixel_size={match.group(2)}{scaled_length(int(logical), scale)}{match.group(2)}"

    return re.sub(r"\b(pixel_size|size)=(\"?)(\d+(?:\.\d+)?)\2", pixels, html)


@dataclass(frozen=True)
class SharedTheme:
    """The app's one pygame_gui look at one scale: colours, shapes and the loaded font faces, shared by every screen.

    Loading the theme and its 32 font faces anew for each screen made every
    menu round trip cost memory; now each screen's manager borrows this.
    """

    theme: UIAppearanceTheme
    loader: IResourceLoader
    """The (finished) loader the theme loads late fonts through; managers get it instead of starting their own."""
    scale: float = 1.0
    """Real pixels per logical unit the theme's sizes are made for."""


KEPT_SCALES = 2
"""Themes kept per app (the window's size now and the one before: going back and forth loads nothing)."""

_THEMES: "weakref.WeakKeyDictionary[UIHost, dict[float, SharedTheme]]" = weakref.WeakKeyDictionary()


def shared_theme(app: UIHost, scale: float = 1.0) -> SharedTheme:
    """The app's theme at ``scale``, loaded (with the rich-text fonts) the first time a screen asks."""
    themes = _THEMES.setdefault(app, {})
    shared = themes.get(scale)
    if shared is None:
        while len(themes) >= KEPT_SCALES:
            del themes[next(iter(themes))]
        shared = themes[scale] = load_theme(scale)
    return shared


def load_theme(scale: float = 1.0) -> SharedTheme:
    """Read ``sprites/theme.json`` at ``scale`` and load its fonts and :data:`PRELOADED_FONTS`, all at once."""
    loader = BlockingThreadedResourceLoader()
    theme = UIAppearanceTheme(loader, "en") if scale == 1 else ScaledTheme(loader, scale)
    fonts = theme.get_font_dictionary()
    if scale != 1:
        assert isinstance(fonts, UIFontDictionary)
        _scale_default_fonts(fonts, scale)
    theme.load_theme(str(asset_path("sprites", "theme.json")))
    loader.start()
    loader.update()  # blocks until the theme's own faces are loaded; from now on faces load at once
    for size, style in preloaded_fonts(scale):
        bold, italic = "bold" in style, "italic" in style
        if not fonts.check_font_preloaded(fonts.create_font_id(size, "noto_sans", bold, italic)):
            fonts.preload_font(size, "noto_sans", bold, italic)
    return SharedTheme(theme, loader, scale)


def canvas_pixels(canvas: pygame.Surface) -> tuple[int, int]:
    """The real pixel size of ``canvas``."""
    return pygame.Surface.get_size(canvas)


class LogicalUIManager(pygame_gui.UIManager):
    """A UIManager for one screen, drawing at the canvas's real pixels in the app's shared theme at that scale.

    The app hands it events whose positions are canvas (logical) positions and
    it reads the hovering mouse through the app's letterbox; both reach the
    widgets in real pixels.  Screens make widgets at :meth:`place` of their
    logical rects and read them back with :func:`widget_rect`.
    """

    def __init__(self, app: UIHost) -> None:
        self._app = app
        self.scale = pen.scale_of(app.canvas)
        self._shared = shared_theme(app, self.scale)
        super().__init__(canvas_pixels(app.canvas), enable_live_theme_updates=False,
                         resource_loader=self._shared.loader)
        _forget_repeated_translation_paths()

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        """The shared theme (pygame_gui asks for one while the manager is being made)."""
        if theme_path is None:
            return self._shared.theme
        return super().create_new_theme(theme_path)

    def place(self, rect: pen.RectLike) -> pygame.Rect:
        """The real rect a widget laid out at logical ``rect`` is made at."""
        return pen.device_rect(rect, self.scale)

    def length(self, value: float) -> int:
        """A logical length (a wrap width) in real pixels."""
        return round(value * self.scale)

    def logical(self, rect: pygame.Rect) -> pygame.Rect:
        """The logical rect of a widget's real ``rect`` (exactly what :meth:`place` was given, at any scale above 1)."""
        if self.scale == 1:
            return pygame.Rect(rect)
        s = self.scale
        left, top = round(rect.x / s), round(rect.y / s)
        return pygame.Rect(left, top, round(rect.right / s) - left, round(rect.bottom / s) - top)

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        """A canvas (logical) position in real pixels: the middle of the logical pixel."""
        if self.scale == 1:
            return (int(position[0]), int(position[1]))
        return (math.floor((position[0] + 0.5) * self.scale), math.floor((position[1] + 0.5) * self.scale))

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.calculate_scaled_mouse_position(self._app.mouse_position())

    def free_widgets(self) -> None:
        """Kill every widget (their cached shapes in the shared theme are let go) and start empty."""
        self.set_focus_set(None)
        self.clear_and_reset()

    def follow_canvas(self) -> bool:
        """Take the app's canvas's scale and size now (after a resize): every widget is killed, for the screen to make
        them again.  False (nothing done) when the scale has not changed."""
        scale = pen.scale_of(self._app.canvas)
        if scale == self.scale:
            return False
        self.free_widgets()
        self.scale = scale
        self._shared = shared_theme(self._app, scale)
        self.ui_theme = self._shared.theme
        self.resource_loader = self._shared.loader
        self.window_resolution = canvas_pixels(self._app.canvas)
        self.clear_and_reset()
        return True


def widget_rect(element: pygame_gui.core.UIElement) -> pygame.Rect:
    """Where ``element`` is on the canvas, in logical units."""
    rect = pygame.Rect(element.get_abs_rect())
    manager = element.ui_manager
    return manager.logical(rect) if isinstance(manager, LogicalUIManager) else rect


FIXED_PIXELS = 20
"""A size pygame_gui fixes in real pixels, not in the theme: a slider's arrow buttons, a text box's scroll bar."""


def manager_scale(element: pygame_gui.core.UIElement) -> float:
    """The scale ``element``'s manager draws at (1 for a plain pygame_gui manager)."""
    manager = element.ui_manager
    return manager.scale if isinstance(manager, LogicalUIManager) else 1.0


class Slider(pygame_gui.elements.UIHorizontalSlider):
    """pygame_gui's horizontal slider, its arrow buttons as wide at every scale."""

    def rebuild(self) -> None:
        """Lay out the slider, its arrows :data:`FIXED_PIXELS` logical units wide."""
        self.default_button_width = scaled_length(FIXED_PIXELS, manager_scale(self))
        super().rebuild()


class TextBox(pygame_gui.elements.UITextBox):
    """pygame_gui's text box, its scroll bar (and the bar's arrows) as wide at every scale."""

    def rebuild(self) -> None:
        """Lay out the box, its scroll bar :data:`FIXED_PIXELS` logical units wide and its arrows as tall."""
        pixels = scaled_length(FIXED_PIXELS, manager_scale(self))
        self.scroll_bar_width = pixels
        super().rebuild()
        bar = self.scroll_bar
        if bar is not None and bar.button_height != pixels:  # its arrows are made again at the height
            bar.button_height = pixels
            for arrow in (bar.top_button, bar.bottom_button):
                if arrow is not None:
                    arrow.kill()
            bar.top_button = bar.bottom_button = None
            bar.rebuild()


class _FullWidthExpandedState(pygame_gui.elements.ui_drop_down_menu.UIExpandedDropDownState):
    """pygame_gui's open drop-down, its list of choices as wide as the closed box (pygame_gui leaves the arrow's
    width out of it, so a long choice was cut off)."""

    def start(self, should_rebuild: bool = True) -> None:
        """Open: the choices are listed, then the list and each choice in it widened to the box."""
        super().start(should_rebuild=False)
        listed = self.options_selection_list
        if listed is not None and listed.list_and_scroll_bar_container is not None:
            listed.set_dimensions((self.drop_down_menu_ui.relative_rect.width, listed.relative_rect.height))
            inner = listed.list_and_scroll_bar_container.relative_rect.width - listed.current_scroll_bar_width
            if listed.item_list_container is not None:
                listed.item_list_container.set_dimensions((inner, listed.item_list_container.relative_rect.height))
            for item in listed.item_list:
                if item["button_element"] is not None:
                    item["button_element"].set_dimensions((inner, listed.list_item_height))
        if should_rebuild:
            self.rebuild()


class DropDown(pygame_gui.elements.UIDropDownMenu):
    """pygame_gui's drop-down menu whose open list of choices is as wide as its closed box."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        old = self.menu_states["expanded"]
        assert isinstance(old, pygame_gui.elements.ui_drop_down_menu.UIExpandedDropDownState)
        self.menu_states["expanded"] = _FullWidthExpandedState(
            self, self.options_list, self.selected_option, self.background_rect, self.open_button_width,
            self.expand_direction, self.ui_manager, self, self.object_ids, self.element_ids,
            self.expand_on_option_click)


def _forget_repeated_translation_paths() -> None:
    """Each new UIManager appends pygame_gui's translation folder to i18n's search list; keep one of each."""
    import i18n

    paths = i18n.load_path
    unique = list(dict.fromkeys(paths))
    if len(unique) != len(paths):
        paths[:] = unique


def make_ui_manager(app: UIHost) -> LogicalUIManager:
    """A manager for one scene at the canvas's scale, in the app's shared theme (fonts loaded once per app and scale)."""
    return LogicalUIManager(app)


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
        return self.area if isinstance(self.area, pygame.Rect) else widget_rect(self.area)


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
        self.sync_with_widgets()
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

    def sync_with_widgets(self) -> None:
        """The focused stop follows the widget that has pygame_gui's focus (a field clicked into)."""
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
            self.sync_with_widgets()
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
            self.sync_with_widgets()  # a field clicked into is the focused stop, not the last button
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
            self.sync_with_widgets()  # a field clicked into and typed in has the keyboard, so the glow
        item = self.current
        if self.shown and item is not None and not self.highlight:
            from sprites.backdrop import draw_focus

            draw_focus(surface, item.rect)
