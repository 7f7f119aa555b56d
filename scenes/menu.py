"""The main menu (one sand card per playable game) and the base of the island screens."""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core import CorruptSave
from game.saves import SaveSummary, list_saves
from game.spec import GameSpec
from game.tutorial import lesson_for
from scenes.base import Motion, Scene
from scenes.config import take_notice
from scenes.games import (
    SaveInUse,
    game_title,
    in_saves_folder,
    latest_save,
    open_saved_game,
    playable_games,
    players_line,
    saves_dir,
    set_aside_damaged_save,
    solo_mode,
)
from scenes.heap import give_back_freed
from sprites import palette, pen
from sprites.backdrop import (
    CARD_CORNER_RADIUS,
    Backdrop,
    card_body,
    draw_card,
    draw_card_face,
    draw_card_shadow,
    draw_emblem,
    draw_focus,
    draw_islands,
    draw_still_sea,
)
from sprites.damage import KeptStill
from sprites.text import blit_text, fit_text, font, wrap_text
from sprites.ui import FocusRing

if TYPE_CHECKING:
    from scenes.manager import App

LEARN = "Learn to play"
"""The menu card's button that opens the game's lesson."""
CARD_SIZE = (270, 345)
CARD_GAP = 26
CARD_TOP = 186
NOTE_CARD = pygame.Rect(240, 260, 800, 160)
"""The card saying no game can be played (when none can)."""
BUTTON_TOP, BUTTON_GAP = 604, 12
CONTINUE_WIDTH = 672
NO_GAMES_LINE = "The islands are still being charted: no game is ready to play yet. Come back soon!"


class IslandScreen(Scene):
    """A full screen over the animated sea, with keyboard focus over its widgets.

    Subclasses build widgets in :meth:`build` (with :meth:`button`, which also
    makes a focus stop), draw extras in :meth:`draw_content`, and get the
    events the focus ring did not use in :meth:`handle_other`.  Esc goes back.
    """

    paints_whole = True

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

    def rescaled(self) -> None:
        """The window draws at another scale: the widgets are made again at it, the focused stop kept."""
        self.focus.sync_with_widgets()
        if self.ui.follow_canvas():
            self.rebuild()
            self.ui.update(0.0)

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
               object_id: str | None = None, tool_tip: str | None = None) -> pygame_gui.elements.UIButton:
        """A themed button that is also a focus stop doing ``action`` (``tool_tip``: shown on hover)."""
        widget = pygame_gui.elements.UIButton(self.ui.place(rect), text, manager=self.ui, object_id=object_id,
                                              tool_tip_text=tool_tip)
        if tool_tip:
            widget.tool_tip_wrap_width = self.ui.length(min(720, font(18).size(tool_tip)[0] + 80))
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

    @property
    def motion(self) -> Motion:
        """Ambient: the waves roll (an overlay, which shows the scene below instead of the sea, is still)."""
        return "ambient" if self.opaque else "still"

    def update(self, dt: float) -> None:
        """Roll the waves."""
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, then the screen's own drawing, then the focus glow."""
        self.draw_background(surface)
        self.draw_content(surface)
        if not self.draws_own_focus():
            self.focus.draw(surface)

    def draws_own_focus(self) -> bool:
        """True while the focused stop draws its own glow (a raised game card), so the ring draws none."""
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        """The animated sea (overlays draw something see-through instead)."""
        self.backdrop.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The screen's hand-drawn parts."""


def continue_label(summary: SaveSummary, games: dict[str, GameSpec], width: int) -> tuple[str, str]:
    """(the Continue button's text, fitted to ``width`` pixels; the whole description for its tool tip).

    Long names are shortened first, then the progress kept to its first part,
    then to its round ("Year 2 of 3", "Turn 14"), then the players counted,
    then left out: the game and its round always stay (the README: "names it
    (game, players, round)").
    """
    title = game_title(games, summary.game)
    players, progress = players_line(summary.players), summary.progress
    short = players_line([name if len(name) <= 8 else name[:7] + "\u2026" for name in summary.players])
    counted = f"{len(summary.players)} player{'' if len(summary.players) == 1 else 's'}"
    first = progress.split(" \u00b7 ")[0]
    round_only = re.split(r",|:| \(", first)[0].strip()
    full = f"Continue: {title} \u00b7 {players} \u00b7 {progress}"
    face = font(22, bold=True)
    for middle, end in ((players, progress), (short, progress), (players, first), (short, first), (players, round_only),
                        (short, round_only), (counted, first), (counted, round_only), ("", round_only)):
        label = " \u00b7 ".join(part for part in (f"Continue: {title}", middle, end) if part)
        if face.size(label)[0] <= width:
            return label, full
    return fit_text(f"Continue: {title} \u00b7 {round_only}", 22, width, bold=True), full


@pen.cached(maxsize=4)
def _notice_band(size: tuple[int, int]) -> pygame.Surface:
    """The see-through dark band a notice stands in (made once per size: the waves redraw the menu every frame)."""
    band = pen.surface(size, pygame.SRCALPHA)
    pen.rect(band, (*palette.SEA_DEEP, 225), band.get_rect(), border_radius=10)
    return band


def draw_notice(surface: pygame.Surface, text: str, centre_y: int, lines: int = 2) -> None:
    """A sentence for the player (at most ``lines`` lines) in a dark band, so it reads over any island."""
    wrapped = wrap_text(text, font(18), 1160)[:lines]
    band = pygame.Rect(0, 0, max(font(18).size(line)[0] for line in wrapped) + 36, 14 + 24 * len(wrapped))
    band.center = (640, centre_y)
    surface.blit(_notice_band(band.size), band)
    for i, line in enumerate(wrapped):
        blit_text(surface, line, 18, palette.GLOW, ("midtop", (640, band.y + 7 + 24 * i)))


class MenuScene(IslandScreen):
    """The title screen: a card per playable game, then Continue, Saved games, Records, Settings and Quit."""

    def __init__(self, app: "App") -> None:
        self.games: dict[str, GameSpec] = playable_games()
        self.cards: list[tuple[GameSpec, pygame.Rect]] = []
        self.still = KeptStill()
        """The sea, the sun, the titles and the game cards: drawn again only where a card changes its look."""
        self.hovered: int | None = None
        self._pressed: int | None = None
        self.notice = ""
        self.resume: SaveSummary | None = None
        """The game Continue resumes: the most recently saved one still going on."""
        self.continue_button: pygame_gui.elements.UIButton | None = None
        """Continue, when there is a game to resume: gold while it is what Enter does."""
        self.told_unreadable: set[Path] = set()
        """Saves that cannot be read which the menu has already mentioned (once a session is enough)."""
        self.lesson_from: str | None = None
        """The "Learn to play" stop of the lesson open over the menu (the focus comes back to it)."""
        self.card_buttons: list[list[tuple[pygame_gui.elements.UIButton, pygame.Rect]]] = []
        """Each game card's buttons with the logical rect each sits at while the card rests."""
        self._lifted: frozenset[int] = frozenset()
        """The cards whose buttons are raised with them now."""
        super().__init__(app)

    def build(self) -> None:
        """Lay out the cards in a centred row and the buttons below them."""
        specs = list(self.games.values())
        width = len(specs) * CARD_SIZE[0] + max(0, len(specs) - 1) * CARD_GAP
        left = (1280 - width) // 2
        self.cards = [(spec, pygame.Rect(left + i * (CARD_SIZE[0] + CARD_GAP), CARD_TOP, *CARD_SIZE))
                      for i, spec in enumerate(specs)]
        self.card_buttons, self._lifted = [], frozenset()
        for spec, rect in self.cards:
            self.focus.add(f"game:{spec.id}", rect, partial(self.open_setup, spec))
            solo = solo_mode(spec.id)
            slot = pygame.Rect(rect.x + 14, rect.bottom - 50, rect.w - 28, 36)
            on_card: list[tuple[pygame_gui.elements.UIButton, pygame.Rect]] = []
            if solo is not None:
                label, scene_class = solo
                solo_w = font(16, bold=True).size(label)[0] + 24  # "Learn to play" takes the rest
                solo_rect = pygame.Rect(slot.x, slot.y, solo_w, slot.h)
                on_card.append((self.button(solo_rect, label, f"solo:{spec.id}", partial(self.open_solo, scene_class),
                                            object_id="#card_button"), solo_rect))
                slot = pygame.Rect(slot.x + solo_w + 8, slot.y, slot.w - solo_w - 8, slot.h)
            if lesson_for(spec) is not None:
                on_card.append((self.button(slot, LEARN, f"learn:{spec.id}", partial(self.open_lesson, spec),
                                            object_id="#card_button"), slot))
            self.card_buttons.append(on_card)
        self.lift_card_buttons()
        saves = list_saves(saves_dir())
        self.resume = latest_save(self.games, saves=saves)
        self.notice = self.notice or take_notice()  # a settings, choices or best-times file set aside or left alone
        self._mention_unreadable(saves)
        row: list[tuple[str, str, int, Callable[[], None], str | None]] = []
        if self.resume is not None:
            label, full = continue_label(self.resume, self.games, CONTINUE_WIDTH - 64)
            row.append((label, "continue", min(CONTINUE_WIDTH, font(22, bold=True).size(label)[0] + 64),
                        self.continue_game, full if full != label else None))
        row += [("Saved games", "saved", 176, self.open_saved_games, None),
                ("Records", "records", 124, self.open_records, None),
                ("Settings", "settings", 128, self.open_settings, None), ("Quit", "quit", 96, self.app.quit, None)]
        x = (1280 - sum(w for _, _, w, _, _ in row) - BUTTON_GAP * (len(row) - 1)) // 2
        self.continue_button = None
        self.focus.gold = {"continue": ("continue",)}  # gold only while it is what Enter does: one highlight
        self.focus.default = "continue"
        for label, key, w, action, tip in row:
            widget = self.button((x, BUTTON_TOP, w, 52), label, key, action, tool_tip=tip,
                                 object_id="#primary" if key == "continue" else None)
            if key == "continue":
                self.continue_button = widget
            x += w + BUTTON_GAP
        if self.resume is not None:
            self.focus.focus_key("continue")  # the gold button is what Enter does (a rebuild keeps a moved focus)

    def _mention_unreadable(self, saves: list[SaveSummary]) -> None:
        """Say once, when nothing else is being said, that some of ``saves`` cannot be read (Continue skips them)."""
        unreadable = [s.path for s in saves if s.problem is not None]
        new = [path for path in unreadable if path not in self.told_unreadable]
        if not new or self.notice:
            return
        self.told_unreadable.update(new)
        count = "A saved game" if len(unreadable) == 1 else f"{len(unreadable)} saved games"
        self.notice = f"{count} cannot be read, so Continue leaves {'it' if len(unreadable) == 1 else 'them'} " \
                      "out; Saved games lists the reason."

    def open_setup(self, spec: GameSpec) -> None:
        """Go to the setup screen of a game."""
        from scenes.setup import SetupScene

        self.app.sounds.play("click")
        self.app.push(SetupScene(self.app, spec))

    def open_lesson(self, spec: GameSpec) -> None:
        """Open the game's lesson ("Learn to play") where it was left; say why when it cannot open."""
        from scenes.lesson import open_lesson

        self.app.sounds.play("click")
        refused = open_lesson(self.app, spec)
        if refused is not None:
            self.notice = refused
            self.rebuild()
        else:
            self.lesson_from = f"learn:{spec.id}"

    def open_solo(self, scene_class: type) -> None:
        """Open a game's one-player mode (e.g. Paradisio solitaire)."""
        self.app.push(scene_class(self.app))

    def open_saved_games(self) -> None:
        """Go to the list of saved games."""
        from scenes.saved_games import SavedGamesScene

        self.app.push(SavedGamesScene(self.app))

    def continue_game(self) -> None:
        """Resume the most recent game still going on; a damaged save is set aside with a sentence."""
        summary = self.resume
        if summary is None:
            self.notice = "There is no game to continue."
            self.rebuild()
            return
        title = game_title(self.games, summary.game)
        try:
            open_saved_game(self.app, summary.path)
        except SaveInUse as exc:
            self.notice = f"The game of {title} cannot be opened here: {exc}."
            self.app.sounds.play("invalid")
            self.rebuild()
        except CorruptSave as exc:
            self.refuse_file(summary.path, str(exc), damaged=True, what=f"The saved game of {title}", problem=exc)

    def refuse_file(self, path: Path, reason: str, damaged: bool, what: str = "",
                    problem: Exception | None = None) -> None:
        """Say on the menu why a saved game could not be opened.

        A damaged file of the app's own saves folder is set aside (renamed,
        never overwriting another); a file from anywhere else is left exactly
        as it is.  Either way it is never offered again.
        """
        what = what or f"The file {path.name[:60]}"
        if not damaged:
            self.notice = f"{what} cannot be opened here: {reason}."
        elif in_saves_folder(path):
            self.notice = f"{what} could not be resumed: {reason}. {set_aside_damaged_save(path, problem)}".strip()
        else:
            self.notice = f"{what} could not be opened: {reason}. The file was left as it is."
        self.app.sounds.play("invalid")
        self.rebuild()

    def on_resume(self) -> None:
        """Back on the menu: offer Continue for whatever is saved now (an old notice is gone); the card lit is the
        one under the pointer now (the pointer moved on while another screen showed)."""
        self.notice = ""
        self.hovered = self.card_at(self.app.mouse_position()) if pygame.mouse.get_focused() else None
        self.rebuild()
        came_from, self.lesson_from = self.lesson_from, None
        if came_from is not None and self.focus.focus_key(came_from):
            self.focus.shown = True  # back from a lesson: its "Learn to play" shows the focus (arrows move from it)
        elif self.resume is not None and not self.focus.shown:
            self.focus.focus_key("continue")  # by mouse, the card clicked before is no longer what Enter does

    def open_records(self) -> None:
        """Go to the players' records."""
        from scenes.records.screen import RecordsScene

        self.app.push(RecordsScene(self.app))

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
            if self.hovered is not None and self.focus.shown:
                self.focus_card(self.hovered)  # one card lit, and it is the one Enter opens
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None and index == self._pressed:
                self.focus_card(index)
                self.open_setup(self.cards[index][0])
            self._pressed = None

    def draws_own_focus(self) -> bool:
        """A focused game card draws its glow round its raised face (the ring's would be round its resting place)."""
        return self.focused_card() is not None

    def lifted_cards(self) -> frozenset[int]:
        """The game cards raised now: the one under the mouse and the one with the keyboard focus showing."""
        return frozenset(i for i in (self.hovered, self.focused_card()) if i is not None)

    def lift_card_buttons(self) -> None:
        """A raised card's buttons rise with it (by as much as :func:`card_body` lifts its face); the others rest."""
        lifted = self.lifted_cards()
        if lifted == self._lifted:
            return
        self._lifted = lifted
        for i, (_, rect) in enumerate(self.cards):
            lift = card_body(rect, i in lifted, False).y - rect.y
            for widget, slot in self.card_buttons[i] if i < len(self.card_buttons) else ():
                widget.set_relative_position(self.ui.place(slot.move(0, lift)).topleft)

    def update(self, dt: float) -> None:
        """Roll the waves; a card raised by the mouse or the keyboard lifts its buttons with it."""
        super().update(dt)
        self.lift_card_buttons()

    def focus_card(self, index: int) -> None:
        """Give the keyboard focus to game card ``index``."""
        self.focus.focus_key(f"game:{self.cards[index][0].id}")

    def focused_card(self) -> int | None:
        """The index of the game card with the keyboard focus showing, or None."""
        current = self.focus.current
        if not self.focus.shown or current is None:
            return None
        keys = [f"game:{spec.id}" for spec, _ in self.cards]
        return keys.index(current.key) if current.key in keys else None

    def on_cover(self, above: Scene) -> None:
        """A screen that hides the menu lets go of its still layer (33 MB at 3840x2160; made again on return)."""
        if above.opaque:
            self.still.forget()

    def draw_background(self, surface: pygame.Surface) -> None:
        """The still layer (the sea, the sun, the titles and the cards, lifted or not), laid where the last frame
        drew over it; then the waves and the islands, the waves round the cards.  Drawing the whole menu each
        frame took 16 ms at 3840x2160, most of it copying pixels that had not changed."""
        focused = self.focused_card()
        key = tuple((spec.id, spec.title, spec.player_range, spec.blurb, tuple(rect)) for spec, rect in self.cards)
        parts = [(card_area(rect), (i == self.hovered, i == focused)) for i, (_, rect) in enumerate(self.cards)]
        self.still.lay(surface, key, self._draw_still, parts)
        self.backdrop.draw_moving(surface, [area for area, _ in parts] or [NOTE_CARD.inflate(28, 28)])

    def _draw_still(self, surface: pygame.Surface) -> None:
        """Everything of the menu that does not move: the sea and the sun, the islands (drawn again over the waves
        each frame, but under a card's shadow only here), the titles, the game cards."""
        draw_still_sea(surface)
        draw_islands(surface)
        blit_text(surface, "Paradise Table", 72, palette.SAND, ("center", (640, 92)), bold=True, shadow=True)
        blit_text(surface, "Island games for everyone around one screen", 24, palette.PAPER, ("center", (640, 150)))
        if not self.cards:
            draw_card(surface, NOTE_CARD)
            for i, line in enumerate(wrap_text(NO_GAMES_LINE, font(24), 700)):
                blit_text(surface, line, 24, palette.INK, ("center", (640, 318 + 36 * i)))
        focused = self.focused_card()
        for i, (spec, rect) in enumerate(self.cards):
            hovered = i == self.hovered
            body = card_body(rect, hovered, i == focused)
            draw_card_shadow(surface, rect, body)
            self._paint_card(surface, spec, body, hovered)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Over the waves: the focused card's glow, a notice and the footer hint."""
        focused = self.focused_card()
        if focused is not None:
            draw_focus(surface, card_body(self.cards[focused][1], focused == self.hovered, True), CARD_CORNER_RADIUS)
        if self.notice:
            draw_notice(surface, self.notice, 569)
        blit_text(surface, "Arrows or Tab to choose, Enter to open \u00b7 F11 fullscreen", 16,
                  palette.PAPER, ("center", (640, 690)))

    @staticmethod
    def _paint_card(surface: pygame.Surface, spec: GameSpec, body: pygame.Rect, hovered: bool) -> None:
        draw_card_face(surface, body, hovered)
        draw_emblem(surface, pygame.Rect(body.centerx - 60, body.y + 18, 120, 100), spec.id)
        blit_text(surface, spec.title, 28, palette.INK, ("midtop", (body.centerx, body.y + 128)), bold=True)
        blit_text(surface, spec.player_range, 18, palette.LEAF_DARK, ("midtop", (body.centerx, body.y + 168)),
                  bold=True)
        for i, line in enumerate(wrap_text(spec.blurb, font(16), body.w - 36)[:3]):
            blit_text(surface, line, 16, palette.INK, ("midtop", (body.centerx, body.y + 200 + 21 * i)))


def card_area(rect: pygame.Rect) -> pygame.Rect:
    """All a game card resting at ``rect`` may cover, lifted or not, with its shadow (and a unit to spare for
    rounding at any scale)."""
    return pygame.Rect(rect.x - 3, rect.y - 5, rect.w + 14, rect.h + 22)


def return_to_menu(app: "App") -> MenuScene:
    """Pop back to the bottom-most menu (or start afresh from a new one); returns it.  The pictures the screens
    left behind kept are forgotten (:func:`sprites.pen.forget`)."""
    if any(isinstance(scene, MenuScene) for scene in app.stack.scenes):
        while not isinstance(app.stack.top, MenuScene):
            app.stack.pop()
    else:
        app.stack.clear_to(MenuScene(app))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    pen.forget()
    give_back_freed()
    return menu
