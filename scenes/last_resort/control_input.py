"""The human's input on the Last Resort table, turned into the decision of :class:`.controls.TableControls`:
what a drag picks up and where it is let go, clicks on the prompt's buttons and the station, and the keys
(arrows move the cursor, Tab or 1–4 pick, Enter acts, P passes, E ejects, R reads the tile at the cursor)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.last_resort import prompts
from game.last_resort.actions import PassBuild
from game.last_resort.boards import COLUMNS, SPACES
from game.last_resort.tiles import COLOURS
from sprites.last_resort.board import offer_tiles
from sprites.last_resort.layout import lounge_spot, offer_rect

if TYPE_CHECKING:
    from scenes.last_resort.controls import Grip, TableControls

CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TAKE_BACK = (pygame.K_ESCAPE, pygame.K_BACKSPACE)
MOVES = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}


def typed_digit(event: pygame.event.Event) -> str:
    """The digit 1–9 a key press types (its text, or the key: top row or keypad), else ""."""
    text = str(getattr(event, "unicode", "") or "")
    if text.isascii() and text.isdigit():
        return text
    for first in (pygame.K_1, pygame.K_KP1):
        if first <= event.key < first + 9:
            return str(event.key - first + 1)
    return ""


def pick(controls: "TableControls", pos: tuple[float, float]) -> tuple["Grip", tuple[float, float]] | None:
    """What a press at ``pos`` picks up: an offered tile that may be built, or a tourist that may be taken."""
    point = (round(pos[0]), round(pos[1]))
    buildable = controls.tiles()
    for kind, index, tile in offer_tiles(controls.table.shown):
        rect = offer_rect(kind, index)
        if tile in buildable and rect.collidepoint(point):
            return ("tile", tile), (float(rect.x), float(rect.y))
    colours = controls.colours()
    for index, colour in enumerate(COLOURS):
        spot = lounge_spot(index)
        if colour in colours and spot.inflate(40, 10).collidepoint(point):
            return ("tourist", index), (float(spot.x), float(spot.y))
    return None

def drop(controls: "TableControls", grip: "Grip", pos: tuple[float, float]) -> bool:
    """Let ``grip`` go at ``pos``: on the station it acts there; elsewhere it is only chosen."""
    point = (round(pos[0]), round(pos[1]))
    space = controls.space_at(point)
    if space is None:  # let go off the station: it is chosen (a click chooses too)
        if grip[0] == "tile":
            controls.tile = grip[1]
        else:
            controls.colour = COLOURS[grip[1]]
        return False
    if grip[0] == "tile":
        controls.tile = grip[1]
    else:
        controls.colour = COLOURS[grip[1]]
    return controls.act_at(space)

def handle(controls: "TableControls", event: pygame.event.Event) -> bool:
    """Feed one input; True when the controls used it."""
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        controls.pointer = (round(event.pos[0]), round(event.pos[1]))
    if controls.seat is None or not controls.keys.fresh(event, controls.table.app.frames):
        if controls.drag.carried is not None and event.type == pygame.MOUSEBUTTONUP:
            controls.drag.cancel()
        return False
    return act(controls, event)


def kept(event: pygame.event.Event) -> bool:
    """True for a key press of the table's decisions (arrows, Tab, 1–9, Enter or Space, P, E): one pressed while
    the table shows the last moves is carried out once the decision is up (see :meth:`.TableControls.keep`)."""
    if event.type != pygame.KEYDOWN or getattr(event, "repeat", False):
        return False
    return event.key in MOVES or event.key in CONFIRM or event.key in (pygame.K_TAB, pygame.K_p, pygame.K_e) or (
        typed_digit(event) not in ("", "0"))


def act(controls: "TableControls", event: pygame.event.Event) -> bool:
    """Carry out one input (already fresh) on the decision that is up; True when the controls used it."""
    if controls.pending is not None:
        return _placing(controls, event)
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and controls.drag.handle(event):
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        if controls.drag.carried is not None:
            return controls.drag.handle(event)
        return _click(controls, event.pos)
    if event.type == pygame.KEYDOWN:
        return _key(controls, event)
    return False

def _placing(controls: "TableControls", event: pygame.event.Event) -> bool:
    """A placement waits for its Confirm: Enter (or its button) builds, Esc or Backspace (or Undo) takes it back;
    nothing else is picked up meanwhile."""
    if event.type == pygame.KEYDOWN and event.key in CONFIRM:
        return controls.confirm() or True
    if event.type == pygame.KEYDOWN and event.key in TAKE_BACK:
        controls.take_back()
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return _click(controls, event.pos)
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


def _click(controls: "TableControls", pos: tuple[int, int]) -> bool:
    for button in controls.buttons():
        if button.rect.collidepoint(pos):
            if button.action is None:
                controls.take_back()
                return True
            return controls.send(button.action) or True
    if controls.pending is not None:
        return True
    space = controls.space_at(pos)
    if space is not None and space in controls.glowing():
        controls.cursor = space
        controls.act_at(space)
        return True
    return False

def _key(controls: "TableControls", event: pygame.event.Event) -> bool:
    key = event.key
    if key == pygame.K_ESCAPE and controls.drag.carried is not None:
        controls.drag.cancel()
        return True
    if key in MOVES:
        step = MOVES[key]
        controls.cursor = (controls.cursor + step) % SPACES
        return True
    if key == pygame.K_TAB:
        _cycle(controls, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        return True
    if key == pygame.K_p:
        return controls.send(next((a for a in controls.legal if isinstance(a, PassBuild)), None)) or True
    if key == pygame.K_e:
        return controls.send(controls.ejects()) or True
    if key == pygame.K_r:
        controls.reading = not controls.reading
        return True
    number = typed_digit(event)
    if number.isascii() and number.isdigit() and number != "0":
        _number(controls, int(number) - 1)
        return True
    if key in CONFIRM:
        choices = controls.choices()
        if choices:
            return controls.send(choices[controls.focus % len(choices)]) or True
        controls.act_at(controls.cursor)
        return True
    return False

def _options(controls: "TableControls") -> list[Any]:
    if controls.choices():
        return list(controls.choices())
    return list(controls.tiles()) or list(controls.colours())

def _choose(controls: "TableControls", index: int) -> None:
    """Pick option ``index`` (a choice is sent); a tile picked by key puts the cursor on its cheapest glowing
    space, so Enter builds there (it stayed where it was, on a dearer space that glowed too)."""
    options = _options(controls)
    if not 0 <= index < len(options):
        controls.table.say(prompts.no_number_here(controls.phase, index + 1, len(options)))
        return
    if controls.choices():
        controls.send(options[index])
        return
    if controls.tiles():
        controls.tile = options[index]
        cheapest = controls.cheapest_glowing()
        controls.cursor = cheapest if cheapest is not None else controls.cursor
        return
    controls.colour = options[index]
    controls._to_glow()

def _number(controls: "TableControls", index: int) -> None:
    """A number key: in the draft, the lounge's slot of that number (as drawn, left to right), whatever colours
    are left; else the choice or tile of that number."""
    if controls.choices() or controls.tiles() or not controls.colours():
        _choose(controls, index)
        return
    if not 0 <= index < len(COLOURS):
        controls.table.say(prompts.no_number_here(controls.phase, index + 1, len(COLOURS)))
        return
    colour = COLOURS[index]
    if colour in controls.colours():
        controls.colour = colour
        controls._to_glow()
    else:
        controls.table.say(prompts.NONE_IN_LOUNGE.format(colour=colour))


def _cycle(controls: "TableControls", step: int) -> None:
    options = _options(controls)
    if not options:
        return
    if controls.choices():
        controls.focus = (controls.focus + step) % len(options)
        return
    current = controls.tile if controls.tiles() else controls.colour
    index = options.index(current) + step if current in options else 0
    _choose(controls, index % len(options))
