"""The Saved games screen: every saved game, newest first, to load (or watch again) and delete.

Each line says the game, the players, when it was saved (local time) and how
far it came; a finished game is marked and opens as a replay; a damaged file
is listed with what is wrong with it.  A game that another window of the app
is playing is marked "open in another window" and can be neither loaded nor
deleted here (its lock says so, :class:`game.saves.SaveLock`).  Load is greyed
out, never gold, while the chosen file cannot be loaded at all (damaged, or a
game this version cannot play); with no saves at all the list says so and Back
is the only button, what Enter does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core import CorruptSave
from game.saves import SaveLock, delete_save, in_use_elsewhere, list_saves, load_save
from scenes.fresh_keys import FreshKeys
from scenes.games import (
    SaveInUse,
    game_title,
    open_saved_game,
    playable_games,
    players_line,
    saves_dir,
    set_aside_damaged_save,
)
from scenes.menu import IslandScreen, draw_notice
from scenes.saved_games_words import (
    NO_SAVES_LINE,
    EnterDoes,
    SaveRow,
    count_line,
    key_hint,
    question_lines,
    save_line,
)
from sprites import palette
from sprites.backdrop import draw_card
from sprites.save_list import SaveLine, draw_question, draw_save_line, draw_scrollbar, scroll_thumb
from sprites.text import blit_text, font, wrap_text

if TYPE_CHECKING:
    from scenes.manager import App

LIST = pygame.Rect(100, 118, 1080, 408)
ROW_HEIGHT = 68
VISIBLE_ROWS = LIST.h // ROW_HEIGHT
LOCK_CHECK_SECONDS = 1.0
DOUBLE_CLICK_SECONDS = 0.45
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -VISIBLE_ROWS, pygame.K_PAGEDOWN: VISIBLE_ROWS,
               pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
QUESTION = pygame.Rect(290, 220, 700, 280)
"""The card that asks before deleting."""
BACK = pygame.Rect(60, 636, 200, 56)


class SavedGamesScene(IslandScreen):
    """The list of saved games, with Load (or Watch replay), Delete (after a question) and Back."""

    def __init__(self, app: "App") -> None:
        self.games = playable_games()
        self.rows: list[SaveRow] = []
        self.selected = 0
        self.top = 0
        self.hovered: int | None = None
        self.message = ""
        self.confirming: SaveRow | None = None
        """The save that Delete asks about (None: no question open)."""
        self.keys = FreshKeys()
        self._clock = 0.0
        self._lock_check = LOCK_CHECK_SECONDS
        self._pressed_row: int | None = None
        self._last_click: tuple[int, float] | None = None
        self._list_area = pygame.Rect(LIST)
        self.load_button: pygame_gui.elements.UIButton | None = None
        super().__init__(app)

    # the list -------------------------------------------------------------------
    def on_enter(self) -> None:
        """Read the saves folder, then build the widgets; keys held from the screen before do nothing here."""
        self.keys.arm(self.app.frames)
        self.refresh()
        super().on_enter()

    def on_resume(self) -> None:
        """Back from a game or a replay: read the folder again."""
        self.keys.arm(self.app.frames)
        self.refresh()
        self.rebuild()

    def refresh(self) -> None:
        """Read every save's list line again, keeping the same save selected if it is still there."""
        chosen = self.current.summary.path if self.current is not None else None
        self.rows = [SaveRow(summary, in_use_elsewhere(summary.path)) for summary in list_saves(saves_dir())]
        paths = [row.summary.path for row in self.rows]
        self.selected = paths.index(chosen) if chosen in paths else min(self.selected, max(0, len(self.rows) - 1))
        self.scroll_to_show(self.selected)

    @property
    def current(self) -> SaveRow | None:
        """The selected save, or None when there are none."""
        return self.rows[self.selected] if 0 <= self.selected < len(self.rows) else None

    def select(self, index: int) -> None:
        """Select a save by its place in the list (clamped) and scroll it into view."""
        if not self.rows:
            return
        self.selected = max(0, min(len(self.rows) - 1, index))
        self.scroll_to_show(self.selected)
        self._update_load_button()

    def scroll(self, rows: int) -> None:
        """Move the visible part of the list by ``rows`` (the selection stays)."""
        self.top = max(0, min(max(0, len(self.rows) - VISIBLE_ROWS), self.top + rows))
        self._place_focus()

    def scroll_to_show(self, index: int) -> None:
        """Scroll just enough that line ``index`` is visible."""
        if index < self.top:
            self.top = index
        elif index >= self.top + VISIBLE_ROWS:
            self.top = index - VISIBLE_ROWS + 1
        self.scroll(0)

    def row_rect(self, index: int) -> pygame.Rect:
        """Where line ``index`` is drawn (it may be scrolled out of view)."""
        return pygame.Rect(LIST.x, LIST.y + (index - self.top) * ROW_HEIGHT, LIST.w - 22, ROW_HEIGHT - 6)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The line under a canvas position, if any."""
        if not LIST.collidepoint(pos):
            return None
        index = self.top + (pos[1] - LIST.y) // ROW_HEIGHT
        return index if index < len(self.rows) and self.row_rect(index).collidepoint(pos) else None

    def _place_focus(self) -> None:
        """The list's focus glow goes round the selected line while it is in view."""
        visible = self.top <= self.selected < self.top + VISIBLE_ROWS and bool(self.rows)
        self._list_area.update(self.row_rect(self.selected) if visible else LIST)

    # widgets --------------------------------------------------------------------
    def build(self) -> None:
        """The list as one focus stop, then Back, Delete and Load (greyed out, never gold, while the chosen file
        cannot be loaded); with no saves Back alone; or the question's two buttons, the one Enter presses lit (Keep
        it first) and no glow beside it."""
        self.focus.highlight = self.confirming is not None
        self.load_button = None
        if self.confirming is not None:
            self.button((QUESTION.x + 60, QUESTION.bottom - 80, 220, 56), "Keep it", "keep", self.cancel_delete,
                        object_id="#menu_choice")
            self.button((QUESTION.right - 280, QUESTION.bottom - 80, 220, 56), "Delete", "confirm-delete",
                        self.confirm_delete, object_id="#menu_choice")
            self.focus.focus_key("keep")
            return
        if not self.rows:
            self.focus.default = "back"  # nothing to load: Enter, like Esc, goes back
            self.focus.gold = {"back": ("back",)}
            self.button(BACK, "Back", "back", self.back, object_id="#primary")
            self.focus.focus_key("back")
            return
        loadable = self.loadable
        self.focus.default = "list"  # Enter loads the chosen save at once (or says why it cannot)
        self.focus.gold = {"load": ("list", "load")} if loadable else {}  # gold while Enter loads, never beside Back
        self.focus.add("list", self._list_area, self.load_selected)
        self.button(BACK, "Back", "back", self.back)
        self.button((780, 636, 200, 56), "Delete", "delete", self.ask_delete)
        self.load_button = self.button((1000, 636, 220, 56), self._load_label(), "load", self.load_selected,
                                       object_id="#primary" if loadable else None)
        if not loadable:
            self.load_button.disable()
        self._place_focus()

    @property
    def loadable(self) -> bool:
        """False when the chosen save can never be loaded here as it is (or there is none)."""
        row = self.current
        return row is not None and self.lasting_refusal(row) is None

    @property
    def enter_does(self) -> EnterDoes:
        """What Enter on the list does now, as the key hint says it."""
        if not self.rows:
            return "back"
        if not self.loadable:
            return "nothing"
        return "replay" if self.watches_replay else "load"

    @property
    def watches_replay(self) -> bool:
        """True when the chosen save is a finished game: Load and Enter then watch its replay."""
        row = self.current
        return row is not None and row.summary.finished

    def _load_label(self) -> str:
        return "Watch replay" if self.watches_replay else "Load"

    def _update_load_button(self) -> None:
        """Load's words and whether it can be pressed follow the chosen save (the widgets are made again)."""
        button = self.load_button
        if self.confirming is None and button is not None \
                and (button.text != self._load_label() or button.is_enabled != self.loadable):
            self.rebuild()

    # actions --------------------------------------------------------------------
    def refusal(self, row: SaveRow) -> str | None:
        """Why ``row`` cannot be loaded, as a sentence (None: it can be)."""
        why = self.lasting_refusal(row)
        if why is None and self.held_elsewhere(row):
            return "That game is open in another window: play it there, or close it there first."
        return why

    def lasting_refusal(self, row: SaveRow) -> str | None:
        """Why ``row`` can never be loaded by this version as the file is (damaged, or a game it cannot play)."""
        summary = row.summary
        if summary.problem is not None:
            return f"This file cannot be loaded: {summary.problem}."
        if summary.game not in self.games:
            return f"This version of Paradise Table cannot play {game_title(self.games, summary.game)}."
        return None

    def held_elsewhere(self, row: SaveRow) -> bool:
        """Look now whether another window holds ``row``'s game (and mark the line so)."""
        in_use = in_use_elsewhere(row.summary.path)
        if in_use != row.in_use and row in self.rows:
            self.rows[self.rows.index(row)] = SaveRow(row.summary, in_use)
        return in_use

    def load_selected(self) -> None:
        """Resume the selected game, or open the replay of a finished one; say why not when it cannot be."""
        row = self.current
        if row is None:  # nothing to load (the list says so; Enter goes back then)
            return
        why = self.refusal(row)
        if why is not None:
            self.say(why)
            return
        try:
            if row.summary.finished:
                self.open_replay(row)
            else:
                open_saved_game(self.app, row.summary.path)
        except SaveInUse:
            self.say("That game is open in another window: play it there, or close it there first.")
            self.refresh()
        except CorruptSave as exc:
            kept = set_aside_damaged_save(row.summary.path, exc)
            self.say(f"That saved game could not be loaded: {exc}. {kept}".strip())
            self.refresh()
            self.rebuild()

    def open_replay(self, row: SaveRow) -> None:
        """Watch a finished game again (CorruptSave if its file is not an exact legal game)."""
        record = load_save(row.summary.path, self.games)
        try:
            from scenes.replay import start_replay
        except ImportError as exc:
            if exc.name != "scenes.replay":
                raise
            self.say("Replays are coming soon: this finished game cannot be watched yet.")
            return
        start_replay(self.app, record)

    def ask_delete(self) -> None:
        """Ask before deleting the selected save (never one that another window is playing)."""
        row = self.current
        if row is None:
            return
        if self.held_elsewhere(row):
            self.say("That game is open in another window, so it cannot be deleted here.")
            return
        self.confirming = row
        self.message = ""
        self.rebuild()

    def confirm_delete(self) -> None:
        """Delete the save asked about, holding its lock meanwhile so no other window takes it up."""
        row = self.confirming
        self.confirming = None
        if row is not None:
            self.say(self._delete(row))
        self.refresh()
        self.rebuild()
        self.focus.focus_key("list")

    def _delete(self, row: SaveRow) -> str:
        lock = SaveLock(row.summary.path)
        try:
            if not lock.acquire():
                return "That game is open in another window, so it cannot be deleted here."
            delete_save(row.summary.path)
        except OSError as exc:
            return f"The saved game could not be deleted: {exc.strerror or exc}."
        finally:
            lock.release()
        return f"Deleted {self.describe(row)}."

    def cancel_delete(self) -> None:
        """Keep the save after all."""
        self.confirming = None
        self.rebuild()
        self.focus.focus_key("list")  # the save kept stays chosen; Enter now loads it, never asks again

    def back(self) -> None:
        """Esc: close the question if one is open, else go back to the menu."""
        if self.confirming is not None:
            self.cancel_delete()
        else:
            self.app.pop()

    def say(self, text: str) -> None:
        """Put a sentence under the list."""
        self.message = text
        self.app.sounds.play("invalid")

    def describe(self, row: SaveRow) -> str:
        """"the Paradisio game Ana vs Ben", or "the damaged file NAME"."""
        if row.summary.problem is not None:
            return f"the damaged file {row.path_name}"
        return f"the {game_title(self.games, row.summary.game)} game {players_line(row.summary.players)}"

    # input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Fresh keys only; arrows and page keys choose a save, Delete asks to delete it; then the focus ring."""
        if not self.keys.fresh(event, self.app.frames):
            return
        if event.type == pygame.KEYDOWN and self.confirming is None:
            if event.key in SCROLL_KEYS:
                self.focus.focus_key("list")
                self.focus.shown = True
                self.select(self.selected + SCROLL_KEYS[event.key])
                return
            if event.key == pygame.K_DELETE:
                self.ask_delete()
                return
        if event.type == pygame.KEYDOWN and self.confirming is not None and event.key in (*SCROLL_KEYS,
                                                                                          pygame.K_DELETE):
            return
        super().handle(event)

    def handle_other(self, event: pygame.event.Event) -> None:
        """The wheel scrolls; a click selects a save, a double click loads it."""
        if self.confirming is not None:
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_row = self.row_at(event.pos)
            if self._pressed_row is None and self.scrollbar().collidepoint(event.pos):
                self.scroll(VISIBLE_ROWS if event.pos[1] > self.thumb().centery else -VISIBLE_ROWS)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None and index == self._pressed_row:
                self._click_row(index)
            self._pressed_row = None

    def _click_row(self, index: int) -> None:
        double = self._last_click is not None and self._last_click[0] == index \
            and self._clock - self._last_click[1] <= DOUBLE_CLICK_SECONDS
        self.select(index)
        self.focus.focus_key("list")
        self._last_click = None if double else (index, self._clock)
        if double:
            self.load_selected()

    def update(self, dt: float) -> None:
        """Roll the waves; now and then look again which saves other windows hold."""
        super().update(dt)
        self._clock += dt
        self._lock_check -= dt
        if self._lock_check <= 0:
            self._lock_check = LOCK_CHECK_SECONDS
            self.rows = [SaveRow(row.summary, in_use_elsewhere(row.summary.path)) for row in self.rows]

    # drawing --------------------------------------------------------------------
    def scrollbar(self) -> pygame.Rect:
        """The track beside the list."""
        return pygame.Rect(LIST.right - 12, LIST.y, 12, VISIBLE_ROWS * ROW_HEIGHT - 6)

    def thumb(self) -> pygame.Rect:
        """The part of the track that stands for the lines in view."""
        return scroll_thumb(self.scrollbar(), len(self.rows), VISIBLE_ROWS, self.top)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Heading, the list (or a note), the scrollbar, the message and the question."""
        blit_text(surface, "Saved games", 40, palette.SAND, ("midtop", (640, 22)), bold=True, shadow=True)
        count = len(self.rows)
        loadable = sum(self.lasting_refusal(row) is None for row in self.rows)
        blit_text(surface, count_line(count, loadable), 18, palette.PAPER, ("midtop", (640, 78)))
        draw_card(surface, LIST.inflate(24, 20))
        if not self.rows:
            lines = wrap_text(NO_SAVES_LINE, font(22), 800)
            for i, line in enumerate(lines):
                blit_text(surface, line, 22, palette.INK, ("center", (640, LIST.centery + 32 * i - 16 * (len(lines) - 1))))
        for index in range(self.top, min(count, self.top + VISIBLE_ROWS)):
            draw_save_line(surface, self.row_rect(index), self.line_of(self.rows[index]),
                           selected=index == self.selected, hovered=index == self.hovered)
        if count > VISIBLE_ROWS:
            draw_scrollbar(surface, self.scrollbar(), self.thumb())
        if self.message:
            draw_notice(surface, self.message, 584, lines=3)
        blit_text(surface, key_hint(self.enter_does), 16, palette.PAPER, ("center", (640, 706)))

    def draw(self, surface: pygame.Surface) -> None:
        """The screen, and over it the question when Delete asks."""
        super().draw(surface)
        if self.confirming is not None:  # its two buttons are widgets, drawn by the app after this
            draw_question(surface, QUESTION, "Delete this saved game?",
                          self.question_lines(self.confirming))
            self.focus.draw(surface)

    def line_of(self, row: SaveRow) -> SaveLine:
        """What the list says about ``row``."""
        return save_line(row, self.games, self.row_rect(0).w)

    def question_lines(self, row: SaveRow) -> list[str]:
        """The lines under "Delete this saved game?"."""
        return question_lines(row, self.games, QUESTION.w - 60)
