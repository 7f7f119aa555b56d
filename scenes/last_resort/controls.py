"""The public decisions of Last Resort, made on the shared table by the human whose turn it is.

Only the Advert is secret (:mod:`scenes.last_resort.adverts`); everything
else is decided in the open, on the table:

* Build: drag an offered tile onto a glowing space of your station (each
  glowing space shows the total price, tile plus space, before you drop), or
  click the tile then the space; Build nothing with P or its button.
* Arrivals: drag a tourist from the lounge onto a glowing tourist space, or
  click the colour then the space.  A colour that fits nowhere is explained
  and taken with E (or by dropping it on your station): it is ejected.
* A Malfunction to place (or repair): click a glowing space.
* Check-out: a button per choice, each saying what it pays.

Keys: arrows move the cursor over the station, Tab (or 1–4) picks the tile,
colour or choice, Enter acts at the cursor, P passes, E ejects, R reads the
tile at the cursor.  Only actions found in ``legal_actions`` are sent, and
only input that began after the decision showed counts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from game.last_resort import costs, prompts
from game.last_resort.actions import Build, CheckOut, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from game.last_resort.boards import COLUMNS
from game.last_resort.narrate import kind_plural, quid
from game.last_resort.tiles import COLOURS, TILES
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from scenes.last_resort import control_input
from sprites.drag import DragAndDrop
from sprites.last_resort.board import keyed_tiles
from sprites.last_resort.layout import MEEPLE_H, MEEPLE_W, PROMPT_RECT
from sprites.last_resort.station import cell_in

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

KEYS_KEPT = 4
"""At most this many keys wait while the table shows the last moves."""

Grip = tuple[str, int]
"""What is dragged: ("tile", tile id) or ("tourist", colour index)."""


@dataclass(frozen=True)
class Button:
    """A button of the prompt panel: what it says, its key, and the legal action it sends."""

    rect: pygame.Rect
    label: str
    hint: str
    action: Action | None
    """None: the Undo of a placement waiting for its Confirm (the tile goes back on offer)."""


class TableControls:
    """The human's public decisions on the table: what glows, what is held, what each input sends."""

    def __init__(self, table: "LastResortScene") -> None:
        self.table = table
        self.keys = FreshKeys(GUARD_TIME, strict=True)
        self.drag: DragAndDrop[Grip] = DragAndDrop(lambda pos: control_input.pick(self, pos),
                                                   lambda grip, pos, top_left: control_input.drop(self, grip, pos),
                                                   table.animator)
        self.seat: int | None = None
        self.legal: list[Action] = []
        self.phase = ""
        self._seen = -1
        self.cursor = 0
        self.tile: int | None = None
        self.colour: str | None = None
        self.focus = 0
        self.reading = False
        self.pointer: tuple[int, int] = (0, 0)
        """Where the mouse was last seen while something is carried."""
        self.pending: Build | None = None
        """A build placed on the station but not sent: it waits for Confirm (it deals a tile, so no undo after)."""
        self.waiting: list[pygame.event.Event] = []
        """Keys pressed while the table showed the last moves: carried out, in order, when a decision is up."""

    # the decision ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Take up a new decision (arming the guard), or drop one that is over."""
        seat = self.table.human_to_act()
        moves = len(self.table.record.moves)
        if seat is None:
            if self.seat is not None:
                self.reset()
        elif seat != self.seat or moves != self._seen:
            self._take_up(seat, moves)
            waiting, self.waiting = self.waiting, []
            for event in waiting:
                control_input.act(self, event)
        if self.table.state.is_over or seat is None and not self.table.busy and self.table.public_now()["phase"] == "advertise":
            self.waiting.clear()  # the Adverts are chosen on their own panel: a key kept for the table is void
        self.keys.wait(dt)

    def keep(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is a table key pressed while the table shows the last moves, at a table with a
        person (not a replay): it waits for the next decision to be up, never dropped (at most KEYS_KEPT)."""
        table = self.table
        if self.seat is not None or not table.busy or table.watching or table.finished or not control_input.kept(event):
            return False
        if len(self.waiting) >= KEYS_KEPT or not any(seat.is_human for seat in table.seats):
            return False
        self.waiting.append(event)
        return True

    def _take_up(self, seat: int, moves: int) -> None:
        state = self.table.state
        self.seat, self._seen = seat, moves
        self.legal = list(state.legal_actions(seat))
        self.phase = str(self.table.public_now()["phase"])
        self.table.pinned = None
        self.tile, self.colour, self.focus, self.reading = None, None, 0, False
        tiles = self.tiles()
        colours = self.colours()
        if len(tiles) == 1:
            self.tile = tiles[0]
        if colours:  # a colour that can be seated first: never lead a newcomer into an ejection by default
            seated = {a.colour for a in self.legal if isinstance(a, Welcome)}
            self.colour = next((c for c in colours if c in seated), colours[0])
        first = self.cheapest_glowing()
        self.cursor = first if first is not None else self.cursor
        self.keys.arm(self.table.app.frames)

    def reset(self) -> None:
        """Forget the decision (after an undo, or once it is made)."""
        self.drag.cancel()
        self.pending = None
        self.seat, self.legal, self.phase, self._seen = None, [], "", -1
        self.tile = self.colour = None
        self.reading = False

    @property
    def dragging(self) -> bool:
        """True while a tile or tourist is held."""
        return self.drag.carried is not None

    def held(self) -> Grip | None:
        """What is held now, if anything."""
        return self.drag.carried.item if self.drag.carried is not None else None

    def tiles(self) -> list[int]:
        """Tiles that may be built now, in the order the offers draw them (number key n picks the n-th)."""
        return keyed_tiles(self.table.shown, sorted({a.tile for a in self.legal if isinstance(a, Build)}))

    def number_picks(self) -> str:
        """What the number keys pick now: "choices" (the buttons), "tiles" (on offer) or "lounge" (its slots)."""
        if self.pending is not None:
            return ""  # a placement waits for its Confirm: the keys pick nothing else meanwhile
        if self.choices():
            return "choices"
        if self.tiles():
            return "tiles"
        return "lounge" if self.colours() else ""

    def colours(self) -> list[str]:
        """Tourist colours that may be taken now."""
        found = {a.colour for a in self.legal if isinstance(a, (Welcome, Eject))}
        return [c for c in COLOURS if c in found]

    def choices(self) -> list[CheckOut]:
        """The check-out choices."""
        return [a for a in self.legal if isinstance(a, CheckOut)]

    def current_tile(self) -> int | None:
        """The tile held, or the one chosen."""
        held = self.held()
        return held[1] if held is not None and held[0] == "tile" else self.tile

    def current_colour(self) -> str | None:
        """The tourist colour held, or the one chosen."""
        held = self.held()
        return COLOURS[held[1]] if held is not None and held[0] == "tourist" else self.colour

    def glowing(self) -> dict[int, str]:
        """Spaces of the deciding seat's station that take the current choice, with what shows on them (a price)."""
        found: dict[int, str] = {}
        if self.pending is not None:  # only the space it waits on
            return {self.pending.space: str(costs.build_price(self.pending.tile, self.pending.space))}
        tile, colour = self.current_tile(), self.current_colour()
        for action in self.legal:
            if isinstance(action, (PlaceMalfunction, RemoveMalfunction)):
                found[action.space] = ""
            elif isinstance(action, Build) and action.tile == tile:
                found[action.space] = str(costs.build_price(action.tile, action.space))
            elif isinstance(action, Welcome) and action.colour == colour:
                found[action.space] = ""
        return found

    def ejects(self) -> Eject | None:
        """The ejection the chosen colour leads to, if it fits nowhere."""
        colour = self.current_colour()
        return next((a for a in self.legal if isinstance(a, Eject) and a.colour == colour), None)

    def seat_view(self) -> dict[str, Any]:
        """The deciding seat's public view."""
        return dict(self.table.shown["seats"][self.seat if self.seat is not None else 0])

    def buttons(self) -> list[Button]:
        """The prompt panel's buttons for the decision now."""
        if self.seat is None:
            return []
        row = pygame.Rect(PROMPT_RECT.x + 10, PROMPT_RECT.bottom - 46, PROMPT_RECT.w - 20, 38)
        if self.pending is not None:
            return [Button(pygame.Rect(row.x, row.y, 190, row.h), prompts.CONFIRM_CHOICE, "Enter", self.pending),
                    Button(pygame.Rect(row.right - 190, row.y, 190, row.h), prompts.UNDO_PLACING, "Esc", None)]
        made: list[Button] = []
        choices = self.choices()
        if choices:
            w = (row.w - 8 * (len(choices) - 1)) // len(choices)
            for i, action in enumerate(choices):
                pay = costs.check_out_pay(self.table.shown, self.seat, action.kind)
                label = prompts.CHECK_OUT_CHOICE.format(kinds=kind_plural(action.kind), pay=quid(pay))
                made.append(Button(pygame.Rect(row.x + i * (w + 8), row.y, w, row.h), label, str(i + 1), action))
        passing = next((a for a in self.legal if isinstance(a, PassBuild)), None)
        if passing is not None:
            made.append(Button(pygame.Rect(row.right - 190, row.y, 190, row.h), prompts.PASS_CHOICE, "P", passing))
        eject = self.ejects()
        if eject is not None:
            made.append(Button(pygame.Rect(row.right - 220, row.y, 220, row.h), prompts.EJECT_CHOICE.format(colour=eject.colour),
                               "E", eject))
        return made

    # acting ------------------------------------------------------------------------
    def send(self, action: Action | None) -> bool:
        """Send ``action`` if it is among the legal actions now; True when applied."""
        if action is None or self.seat is None or action not in self.legal or self.table.busy:
            return False
        seat = self.seat
        done = self.table.perform(seat, action)
        if done:
            self.reset()
        return done

    def place(self, build: Build) -> None:
        """Put ``build``'s tile on the station, waiting for Confirm (nothing is sent yet)."""
        self.pending = build
        self.cursor = build.space
        self.table.layer = None  # the prompt panel and its buttons change

    def confirm(self) -> bool:
        """Send the placement waiting for its Confirm; True when built."""
        return self.pending is not None and self.send(self.pending)

    def take_back(self) -> None:
        """Undo the placement waiting for its Confirm: the tile is back on offer, still chosen."""
        self.pending = None
        self.table.layer = None

    def act_at(self, space: int) -> bool:
        """Do the current decision on ``space`` of the deciding seat's station (saying why not when it cannot)."""
        if self.seat is None:
            return False
        for action in self.legal:
            if isinstance(action, (PlaceMalfunction, RemoveMalfunction)) and action.space == space:
                return self.send(action)
        tile, colour = self.current_tile(), self.current_colour()
        if tile is not None:
            build = Build(tile, space)
            if build in self.legal:
                self.place(build)
                return True
            self.table.say(self.table.state.problem(self.seat, build) or "That tile cannot go there.")
            return False
        if colour is not None:
            eject = self.ejects()
            if eject is not None:
                return self.send(eject)
            welcome = next((a for a in self.legal if isinstance(a, Welcome) and a.colour == colour
                            and a.space == space), None)
            if welcome is not None:
                return self.send(welcome)
            self.table.say(prompts.NO_PLACE_THERE.format(colour=colour))
            return False
        if self.phase == "build":
            self.table.say(prompts.BUILD_FIRST)
        return False

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """The space of the deciding seat's station under ``pos``."""
        if self.seat is None:
            return None
        grid, w, h = self.table.station_box(self.seat)
        if not grid.collidepoint(pos):
            return None
        return int((pos[1] - grid.y) // h * COLUMNS + (pos[0] - grid.x) // w)

    def cursor_rect(self) -> pygame.Rect | None:
        """The keyboard cursor's space, as drawn now."""
        if self.seat is None:
            return None
        grid, w, h = self.table.station_box(self.seat)
        return cell_in(grid, self.cursor, w, h)

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one input; True when the controls used it (:func:`.control_input.handle`)."""
        return control_input.handle(self, event)

    def cheapest_glowing(self) -> int | None:
        """The glowing space the keyboard cursor starts on: the cheapest to build on (else the first)."""
        glowing = self.glowing()
        if not glowing:
            return None
        return min(glowing, key=lambda space: (int(glowing[space]) if glowing[space].isdigit() else 0, space))

    def _to_glow(self) -> None:
        first = self.cheapest_glowing()
        if first is not None and self.cursor not in self.glowing():
            self.cursor = first

    def carried_rect(self) -> tuple[Grip, pygame.Rect] | None:
        """What is held and where (its top-left follows the mouse)."""
        carried = self.drag.carried
        if carried is None:
            return None
        x, y = round(carried.position[0]), round(carried.position[1])
        size = (78, 66) if carried.item[0] == "tile" else (MEEPLE_W, MEEPLE_H)
        return carried.item, pygame.Rect(x, y, *size)

    def tile_name(self) -> str:
        """The chosen tile's name ("" when none)."""
        tile = self.current_tile()
        return TILES[tile].name if tile is not None else ""
