"""The help every table offers (a part of :class:`scenes.play.GameScene`): the Hint button and key
(:mod:`scenes.hints`) and, at a lesson's table, the lesson's words and keys (:mod:`scenes.lesson`), on the
table and on the learner's private screens."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.core import Action
from game.tutorial import LEARNER
from scenes.hints import HintDesk, PlaceFinder
from sprites.log_panel import LogPanel
from sprites.undo_button import HintButton, UndoButton

if TYPE_CHECKING:
    from scenes.lesson import LessonDesk
    from scenes.manager import App


class _Table(Protocol):
    """What of its table the help uses."""

    app: "App"
    hints: HintDesk
    lesson: "LessonDesk | None"
    log_panel: LogPanel
    undo_button: UndoButton
    watching: bool
    lesson_over_log: bool
    _hint_button: HintButton | None

    @property
    def hint_button(self: "_Table") -> HintButton:
        """The Hint button: where :meth:`hint_rect` puts it."""
        button = self._hint_button
        if button is None:
            button = self._hint_button = HintButton(self.hint_rect())
        return button

    def hint_rect(self) -> pygame.Rect: ...
    def hint_places(self, action: Action) -> list[pygame.Rect]: ...
    def hint_given(self, action: Action) -> None: ...
    def hint_area(self) -> pygame.Rect: ...
    @property
    def lesson_waits(self) -> bool: ...
    def draw_over_lesson(self, surface: pygame.Surface) -> None: ...


class TableHelp:
    """Where a table's Hint button, hint and lesson words go, and who may ask."""

    _hint_button: HintButton | None = None
    lesson_over_log = True
    """True where a lesson's words lie over the game log (from under its title down, none of its lines showing);
    False where the log makes room under them."""

    @property
    def lesson_waits(self) -> bool:
        """True while the table has its own words to be read and put away first (a round's summary): the
        lesson's words wait, so two "go on" instructions are never up at once; each table says (by default never)."""
        return False

    @property
    def hint_button(self: "_Table") -> HintButton:
        """The Hint button: where :meth:`hint_rect` puts it."""
        if self._hint_button is None:
            self._hint_button = HintButton(self.hint_rect())
        return self._hint_button

    def hint_rect(self: "_Table") -> pygame.Rect:
        """Where the Hint button is on this table (each table says; by default just left of Undo, as big)."""
        return self.undo_button.rect.move(-(self.undo_button.rect.w + 10), 0)

    def hint_places(self: "_Table", action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on this table, for the pointer: the place it is made at, then what it uses (see
        :data:`scenes.hints.PlaceFinder`); each table says for its own moves (by default: nowhere)."""
        return []

    def hint_given(self: "_Table", action: Action) -> None:
        """A hint of ``action`` has just come up: the table may make it easier to follow (by default it does
        nothing)."""

    def hint_area(self: "_Table") -> pygame.Rect:
        """The band whose bottom the hint's words sit at: the game log's (clear of every prompt and button)."""
        return self.log_panel.area

    def hint_viewer(self: "_Table") -> int | None:
        """The seat whose screen is up, who alone may ask for and see its hint (see :meth:`HintDesk.viewer`)."""
        return self.hints.viewer()

    def hint_input(self: "_Table", event: pygame.event.Event, viewer: int | None) -> bool:
        """On ``viewer``'s private screen: the lesson's keys (for the learner), then the Hint key or button asks
        ``viewer``'s hint; True when one took ``event`` (see :meth:`HintDesk.input`)."""
        if self.lesson is not None and viewer == LEARNER and self.lesson.input(event):
            return True
        return self.hints.input(event, viewer)

    def draw_hint(self: "_Table", surface: pygame.Surface, viewer: int | None = None, area: pygame.Rect | None = None,
                  place_of: PlaceFinder | None = None) -> None:
        """The Hint button and ``viewer``'s hint (``viewer`` None: the table's own, when it is on top), in ``area``
        with ``place_of``'s pointer (by default the table's, see :meth:`HintDesk.draw_for`); and the lesson's words
        on the learner's screens."""
        self.hints.draw_for(surface, viewer, area or self.hint_area(), place_of or self.hint_places)
        learner = viewer == LEARNER or viewer is None and self.app.stack.top is self
        if self.lesson is not None and learner and not self.watching:
            self.lesson.draw(surface, area or self.hint_area(), place_of or self.hint_places)
            self.draw_over_lesson(surface)

    def draw_over_lesson(self: "_Table", surface: pygame.Surface) -> None:
        """What the table shows over the lesson's box and buttons (a refused move's reason where the box would hide
        it); each table says (by default nothing)."""
