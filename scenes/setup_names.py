"""The names already played with, offered under a seat's name field on the setup screen.

While a name field has the keyboard, up to :data:`SHOWN` names of people who
finished a game (the most recent first, those matching what is typed, none
already at another seat) drop down under it, each with its last colour
("Ana · Lagoon").  A click, or Down to one and Enter, puts the name and, when
no other seat has it, the colour in the seat; Up from the first, or Esc,
leaves the list.  The list is made of buttons above every other widget, so a
click on a name never reaches what lies beneath it.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from scenes.records.keeping import KnownPlayer, known_players, read_records
from sprites import palette
from sprites.gui_font import AnyScriptFont
from sprites.text import fit_text, font
from sprites.ui import LogicalUIManager, widget_rect

log = logging.getLogger(__name__)

SHOWN = 5
ENTRY_HEIGHT, ENTRY_GAP = 38, 2
CHOICE_SIZE = 20
"""The names' type size (the theme's ``#name_choice``): sixteen letters of any script fit the field's width."""
LOWEST = 626
"""A list that would reach below this (over Back and Start) drops upwards instead."""


def played_names() -> list[KnownPlayer]:
    """The people of the records, the most recently played first (none if the records cannot be read now)."""
    try:
        return known_players(read_records(fill_now=False))  # never a replay of every save on the frame loop
    except (sqlite3.Error, OSError) as exc:  # another window kept the records busy for seconds
        log.warning("could not read the names played with: %s", exc)
        return []


def offered_names(known: Sequence[KnownPlayer], typed: str, taken: Sequence[str]) -> list[KnownPlayer]:
    """The names to offer under a field holding ``typed``: matching its start, not at another seat (``taken``)."""
    start = typed.strip().casefold()
    others = {name.strip().casefold() for name in taken}
    return [player for player in known
            if player.name.casefold().startswith(start) and player.name.casefold() != start
            and player.name.casefold() not in others][:SHOWN]


def colour_index(code: str) -> int | None:
    """The palette index of a seat colour written as ``#rrggbb`` (None: not one of the five)."""
    for i, (_, rgb) in enumerate(palette.PLAYER_COLOURS):
        if palette.hex_colour(rgb).lower() == code.lower():
            return i
    return None


def offered_text(player: KnownPlayer, width: int) -> str:
    """How a name reads in a list ``width`` pixels wide: the name and its last colour ("Ana · Lagoon"), or the name
    alone when both do not fit (then shortened only if the name alone does not fit either)."""
    index = colour_index(player.colour)
    both = player.name if index is None else f"{player.name} \u00b7 {palette.PLAYER_COLOURS[index][0]}"
    if font(CHOICE_SIZE).size(both)[0] <= width:
        return both
    return fit_text(player.name, CHOICE_SIZE, width)


class NameButton(AnyScriptFont, pygame_gui.elements.UIButton):
    """A button whose text draws in any script (a name in Chinese characters shows its letters, not boxes)."""


class NameList:
    """The drop-down of names under one seat's name field."""

    def __init__(self, manager: LogicalUIManager, seat: int, field: pygame.Rect, offered: list[KnownPlayer],
                 choose: Callable[[int, KnownPlayer], None]) -> None:
        self.seat = seat
        self.offered = offered
        self.choose = choose
        self.highlighted: int | None = None
        height = len(offered) * (ENTRY_HEIGHT + ENTRY_GAP)
        top = field.bottom + ENTRY_GAP if field.bottom + height <= LOWEST else field.top - height
        self.backing = pygame_gui.elements.UIPanel(manager.place((field.x, top - ENTRY_GAP, field.w, height + ENTRY_GAP)),
                                                   starting_height=19, manager=manager)
        """Behind the names, so the field below never shows between two of them."""
        self.buttons = [NameButton(
            manager.place((field.x, top + i * (ENTRY_HEIGHT + ENTRY_GAP), field.w, ENTRY_HEIGHT)),
            offered_text(player, field.w - 24),
            manager=manager, starting_height=20, object_id="#name_choice") for i, player in enumerate(offered)]

    def close(self) -> None:
        """Take the list off the screen."""
        for button in self.buttons:
            button.kill()
        self.backing.kill()
        self.buttons = []

    def owns(self, element: object) -> bool:
        """True when ``element`` is one of the list's names."""
        return any(element is button for button in self.buttons)

    def highlight(self, index: int | None) -> None:
        """Mark the name ``index`` as the one Enter takes (None: none)."""
        self.highlighted = index
        for i, button in enumerate(self.buttons):
            if i == index and not button.is_selected:
                button.select()
            elif i != index and button.is_selected:
                button.unselect()

    def handle(self, event: pygame.event.Event) -> bool:
        """Down/Up through the names, Enter (the field's) or a click takes one, Esc closes; True when used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.owns(event.ui_element):
            self.choose(self.seat, self.offered[next(i for i, b in enumerate(self.buttons) if b is event.ui_element)])
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.highlighted is not None:
            self.choose(self.seat, self.offered[self.highlighted])
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_DOWN:
            self.highlight(0 if self.highlighted is None else min(len(self.buttons) - 1, self.highlighted + 1))
            return True
        if event.key == pygame.K_UP and self.highlighted is not None:
            self.highlight(self.highlighted - 1 if self.highlighted > 0 else None)
            return True
        return event.key == pygame.K_ESCAPE


class NamePicker:
    """The setup screen's names played with: which field they are offered under, and the list on show."""

    def __init__(self, known: list[KnownPlayer]) -> None:
        self.known = known
        self.shown: NameList | None = None
        self._listed: tuple[int, str] | None = None
        """(seat, text) the names on show were offered for (None: no name field has the keyboard)."""
        self._dismissed: tuple[int, str] | None = None
        """(seat, text) whose list Esc closed: it stays closed until the text or the field changes."""

    def close(self) -> None:
        """Take the list of names away (the screen's widgets are being made again)."""
        if self.shown is not None:
            self.shown.close()
        self.shown, self._listed = None, None

    def follow(self, manager: LogicalUIManager, entries: Sequence[Any],
               choose: Callable[[int, KnownPlayer], None]) -> None:
        """Offer the names under whichever of ``entries`` (the seats' name fields) has the keyboard, if any."""
        focused = manager.get_focus_set() or set()
        if self.shown is not None and any(self.shown.owns(element) for element in focused):
            return  # a name of the list is being clicked
        seat = next((i for i, entry in enumerate(entries) if entry in focused), None)
        wanted = None if seat is None else (seat, entries[seat].get_text())
        if wanted == self._listed:
            return
        self.close()
        if seat is None or wanted is None or wanted == self._dismissed:
            return
        self._listed = wanted
        offered = offered_names(self.known, wanted[1], [e.get_text() for i, e in enumerate(entries) if i != seat])
        if offered:
            self.shown = NameList(manager, seat, widget_rect(entries[seat]), offered, choose)

    def handle(self, event: pygame.event.Event) -> bool:
        """The list's keys and clicks; Esc closes it until the text changes.  True when the event was used."""
        if self.shown is None or not self.shown.handle(event):
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._dismissed = self._listed
            listed = self._listed
            self.close()
            self._listed = listed  # not offered again for this text
        return True
