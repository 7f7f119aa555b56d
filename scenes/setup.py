"""Setting up a game: how many play, each seat's name, colour and kind, the options, the seed.

The seed: a blank field deals a fresh game each time; a typed seed is kept as
typed (remembered with the other choices) and deals the same game every time
it is used.  "Last game's seed" is the seed of the game of this kind last
dealt, whether from here or by Play again on the results screen
(:func:`note_last_seed`, called by :func:`scenes.games.start_game`).
"""
from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core import SEAT_KINDS, Seat, SeatKind
from game.names import is_name
from game.spec import GameSpec, Option
from scenes.config import load_choices, save_choices
from scenes.games import default_options, start_game
from scenes.menu import IslandScreen
from scenes.records.keeping import KnownPlayer
from scenes.setup_names import NamePicker, colour_index, played_names
from sprites import palette
from sprites.backdrop import draw_card, draw_seat_marker, seat_look
from sprites.text import blit_text, fit_text, font, render_text, wrap_text
from sprites.typed_text import DigitEntry, NameEntry, name_text
from sprites.ui import DropDown, widget_rect

if TYPE_CHECKING:
    from scenes.manager import App

log = logging.getLogger(__name__)

KIND_LABELS: dict[str, str] = {"human": "Human", "easy": "Computer: easy", "hard": "Computer: hard",
                               "expert": "Computer: expert"}
NAME_LIMIT = 16
NAME_WIDTH = 352
"""Width of a seat's name field: sixteen letters of any script show whole ("山田太郎山田太郎山田太郎山田太郎")."""
SEED_LIMIT = 9
OPTION_WIDTH = 340
"""Width of an option's drop-down (its labels are written to fit)."""
SAME_DEAL_NOTE = "A typed seed deals the same game every time; clear it for a fresh deal."
ROW_TOP, ROW_STEP = 200, 72
MARKER_X, NAME_X, COLOUR_X, COLOUR_WIDTH, KIND_X, KIND_WIDTH = 84, 116, 480, 124, 616, 214
"""A seat's row across the players' card: its marker, name field, colour button ("Hibiscus") and kind button, wide
enough for "Computer: expert" in the buttons' type."""


@dataclass
class SeatChoice:
    """What the setup screen holds for one seat before the game starts."""

    name: str
    colour: int
    kind: SeatKind = "human"


def free_colour(taken: set[int], start: int = 0, step: int = 1) -> int:
    """The first colour index from ``start`` (going ``step``) that no other seat has."""
    count = len(palette.PLAYER_COLOURS)
    for i in range(count):
        candidate = (start + step * i) % count
        if candidate not in taken:
            return candidate
    return start % count


def seat_choices(raw: Any, count: int) -> list[SeatChoice]:
    """``count`` seats from remembered data, ignoring junk and keeping colours distinct."""
    entries = raw if isinstance(raw, list) else []
    seats: list[SeatChoice] = []
    for i in range(count):
        entry = entries[i] if i < len(entries) and isinstance(entries[i], dict) else {}
        name = entry.get("name")
        name = name_text(name, NAME_LIMIT) if isinstance(name, str) else ""
        kind: SeatKind = next((k for k in SEAT_KINDS if k == entry.get("kind")), "human")
        wanted = entry.get("colour")
        taken = {s.colour for s in seats}
        if isinstance(wanted, int) and not isinstance(wanted, bool) \
                and 0 <= wanted < len(palette.PLAYER_COLOURS) and wanted not in taken:
            colour = wanted
        else:
            colour = free_colour(taken, i)
        seats.append(SeatChoice(name, colour, kind))
    return seats


def remembered_setup(spec: GameSpec, raw: dict[str, Any]) -> tuple[int, list[SeatChoice], dict[str, Any], str]:
    """(player count, seats, options, seed text) from remembered choices; junk falls back to defaults."""
    count = raw.get("players")
    if not isinstance(count, int) or isinstance(count, bool) or not spec.min_players <= count <= spec.max_players:
        count = spec.min_players
    stored = raw.get("seats")
    seats = seat_choices(stored, spec.max_players)
    options = default_options(spec)
    stored_options = raw.get("options")
    if not isinstance(stored_options, dict):
        stored_options = {}
    for option in spec.shown_options:  # an option not shown keeps its default
        value = stored_options.get(option.key)
        if option.accepts(value) and value in option.offered(count):
            options[option.key] = value
    seed = raw.get("seed")
    seed_text = seed if isinstance(seed, str) and is_seed_text(seed) else ""
    return count, seats, options, seed_text


def setup_key(game_id: str) -> str:
    """Where a game's setup choices are remembered."""
    return f"setup:{game_id}"


def note_last_seed(game_id: str, seed: int) -> None:
    """Remember ``seed`` as the seed of the game of ``game_id`` last dealt (shown as "Last game's seed")."""
    choices = load_choices(setup_key(game_id))
    choices["last_seed"] = seed
    save_choices(setup_key(game_id), choices)  # a folder that cannot be written only costs the memory


def is_seed_text(text: str) -> bool:
    """True for what the seed field may hold: 1 to SEED_LIMIT ASCII digits (``"²".isdigit()`` is True too)."""
    return text.isascii() and text.isdigit() and len(text) <= SEED_LIMIT


def default_name(index: int, choice: SeatChoice) -> str:
    """The name an unnamed seat gets: "Player 2", or "Mango bot" for a computer."""
    if choice.kind == "human":
        return f"Player {index + 1}"
    return f"{palette.PLAYER_COLOURS[choice.colour][0]} bot"


def settle_names(seats: list[SeatChoice]) -> tuple[list[str], str | None]:
    """Final names and a message if two seats share a name.

    Characters that draw nothing are dropped, and a name with nothing left to
    read (blank, or only marks) gets the default, so every name can be drawn
    and read back from a save (:func:`game.names.is_name`).
    """
    cleaned = [name_text(s.name, NAME_LIMIT).strip() for s in seats]
    names = [name if is_name(name, NAME_LIMIT) else default_name(i, s) for i, (name, s) in enumerate(zip(cleaned, seats))]
    seen: dict[str, str] = {}
    for name in names:
        key = name.casefold()
        if key in seen:
            return names, f"Two seats are called \u201c{name}\u201d: give each player a different name."
        seen[key] = name
    return names, None


class SetupScene(IslandScreen):
    """Choose seats, options and seed for one game, then Start (or go Back)."""

    def __init__(self, app: "App", spec: GameSpec) -> None:
        self.spec = spec
        self.count, self.seats, self.options, self.seed_text = remembered_setup(spec, self._load())
        last_seed = self._load().get("last_seed")
        self.last_seed = last_seed if isinstance(last_seed, int) and not isinstance(last_seed, bool) else None
        self.message = ""
        self.name_entries: list[NameEntry] = []
        self.seed_entry: DigitEntry | None = None
        self.dropdowns: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        self.names = NamePicker(played_names())
        """The people of the players' records, offered under the name field being typed in."""
        super().__init__(app)

    @property
    def key(self) -> str:
        """Where this game's choices are remembered."""
        return setup_key(self.spec.id)

    def _load(self) -> dict[str, Any]:
        return load_choices(self.key)

    # widgets ----------------------------------------------------------------
    def build(self) -> None:
        """Player count, one row per seat, the options, the seed, Back and Start."""
        if self.spec.min_players != self.spec.max_players:
            self.button((250, 130, 48, 44), "\u2212", "fewer", lambda: self.change_count(-1), self.change_count)
            self.button((420, 130, 48, 44), "+", "more", lambda: self.change_count(1), self.change_count)
        self.name_entries = []
        for i, seat in enumerate(self.seats[:self.count]):
            y = ROW_TOP + i * ROW_STEP
            entry = NameEntry(self.ui.place((NAME_X, y, NAME_WIDTH, 48)), manager=self.ui,
                              placeholder_text=f"({default_name(i, seat)})")
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            self.name_entries.append(entry)
            self.focus.add(f"name:{i}", entry)
            self.button((COLOUR_X, y, COLOUR_WIDTH, 48), palette.PLAYER_COLOURS[seat.colour][0], f"colour:{i}",
                        partial(self.cycle_colour, i, 1), partial(self.cycle_colour, i))
            self.button((KIND_X, y, KIND_WIDTH, 48), KIND_LABELS[seat.kind], f"kind:{i}",
                        partial(self.cycle_kind, i, 1), partial(self.cycle_kind, i))
        self._build_options()
        self.focus.gold = {"start": ("start",)}  # gold only with the focus on it: one highlight at a time
        self.button((60, 636, 200, 56), "Back", "back", self.back)
        self.button((1020, 636, 200, 56), "Start", "start", self.start, object_id="#primary")

    def _build_options(self) -> None:
        self.dropdowns = {}
        y = 210 if self.spec.shown_options else 250
        for option in self.spec.shown_options:
            self.dropdowns[option.key] = self._dropdown(option.key, y)
            self.focus.add(f"option:{option.key}", self.dropdowns[option.key],
                           partial(self.cycle_option, option.key, 1), partial(self.cycle_option, option.key))
            y += 86
        self.seed_entry = DigitEntry(self.ui.place((880, y, OPTION_WIDTH, 46)), manager=self.ui,
                                     placeholder_text="(random)")
        self.seed_entry.set_text_length_limit(SEED_LIMIT)
        self.seed_entry.set_text(self.seed_text)
        self.focus.add("seed", self.seed_entry, then="start")  # Enter in the seed leads to Start, never to Back
        self.seed_top = y

    def _dropdown(self, key: str, y: int) -> pygame_gui.elements.UIDropDownMenu:
        option = next(o for o in self.spec.options if o.key == key)
        return DropDown([self.choice_text(option, c) for c in option.offered(self.count)],
                                                  self.choice_text(option, self.options[key]),
                                                  self.ui.place((880, y, OPTION_WIDTH, 44)), manager=self.ui)

    def choice_text(self, option: Option, value: Any) -> str:
        """How an option's choice reads here: a seat by its player's name as typed so far (the default name
        while blank; a name two seats share keeps its seat number), any other choice by its label."""
        if not option.seat_choices or not isinstance(value, int) or isinstance(value, bool):
            text = option.text(value)
            return text[:1].upper() + text[1:] if option.seat_choices else text
        index = value - 1
        names = [entry.get_text().strip() or default_name(i, seat)
                 for i, (entry, seat) in enumerate(zip(self.name_entries, self.seats))]
        if not 0 <= index < len(names):
            return option.text(value)
        name = fit_text(names[index], 18, OPTION_WIDTH - 60)
        return name if names.count(names[index]) == 1 else f"{name} ({option.text(value)})"

    def _refresh_seat_options(self) -> None:
        """Seat choices follow the names as they are typed: their drop-downs are made again in place."""
        for option in self.spec.options:
            old = self.dropdowns.get(option.key)
            if not option.seat_choices or old is None:
                continue
            new = self._dropdown(option.key, widget_rect(old).y)
            old.kill()
            self.dropdowns[option.key] = new
            for item in self.focus.items:
                if item.key == f"option:{option.key}":
                    item.area = new

    # the names played with --------------------------------------------------------
    def rebuild(self) -> None:
        """Build the widgets again (the list of names goes with them)."""
        self.names.close()
        super().rebuild()

    def rescaled(self) -> None:
        """Made again at the window's new scale, with what was typed so far."""
        self.read_entries()
        super().rescaled()

    def take_name(self, seat: int, player: KnownPlayer) -> None:
        """Seat ``player`` (a person) with their last colour when no other seat has it; on to the next seat's name."""
        self.read_entries()
        chosen = self.seats[seat]
        chosen.name, chosen.kind = player.name, "human"
        colour = colour_index(player.colour)
        if colour is not None and colour not in {s.colour for i, s in enumerate(self.seats[:self.count]) if i != seat}:
            chosen.colour = colour
            for i in range(self.count, len(self.seats)):  # seats not playing now give way
                self.seats[i].colour = free_colour({s.colour for s in self.seats[:i]}, self.seats[i].colour)
        self.app.sounds.play("click")
        self.rebuild()
        self.focus.focus_key(f"name:{seat + 1}" if seat + 1 < self.count else "start")

    def handle(self, event: pygame.event.Event) -> None:
        """The list of names first (Down, Up, Enter, Esc, a click on a name), then the screen's keys."""
        if not self.names.handle(event):
            super().handle(event)

    def update(self, dt: float) -> None:
        """Waves, and the list of names follows the name field being typed in."""
        super().update(dt)
        self.names.follow(self.ui, self.name_entries, self.take_name)

    # changes ----------------------------------------------------------------
    def read_entries(self) -> None:
        """Copy what was typed into the seat names and the seed."""
        for seat, entry in zip(self.seats, self.name_entries):
            seat.name = entry.get_text()
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def change_count(self, step: int) -> None:
        """One player more (+1) or fewer (-1), within the game's range."""
        count = max(self.spec.min_players, min(self.spec.max_players, self.count + step))
        if count != self.count:
            self.read_entries()
            self.count = count
            for option in self.spec.options:  # a seat no longer at the table gives way to the default
                if self.options[option.key] not in option.offered(count):
                    self.options[option.key] = option.default
            self.rebuild()

    def cycle_colour(self, index: int, step: int) -> None:
        """Give a seat the next colour no other seat has."""
        self.read_entries()
        seat = self.seats[index]
        taken = {s.colour for i, s in enumerate(self.seats[:self.count]) if i != index}
        seat.colour = free_colour(taken, seat.colour + step, step)
        for i in range(self.count, len(self.seats)):  # seats not playing now give way
            taken = {s.colour for s in self.seats[:i]}
            self.seats[i].colour = free_colour(taken, self.seats[i].colour)
        self.rebuild()

    def cycle_kind(self, index: int, step: int) -> None:
        """Human → computer easy → hard → expert, round and round."""
        self.read_entries()
        seat = self.seats[index]
        seat.kind = SEAT_KINDS[(SEAT_KINDS.index(seat.kind) + step) % len(SEAT_KINDS)]
        self.rebuild()

    def cycle_option(self, key: str, step: int) -> None:
        """Move an option to its next (or previous) choice from the keyboard."""
        option = next(o for o in self.spec.options if o.key == key)
        offered = option.offered(self.count)
        index = offered.index(self.options[key]) if self.options[key] in offered else 0
        self.options[key] = offered[(index + step) % len(offered)]
        self.read_entries()
        self.rebuild()

    def handle_other(self, event: pygame.event.Event) -> None:
        """A drop-down choice picked with the mouse."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.name_entries:
            self._refresh_seat_options()
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for option in self.spec.options:
                if self.dropdowns.get(option.key) is event.ui_element:
                    chosen = [c for c in option.offered(self.count) if self.choice_text(option, c) == event.text]
                    if chosen:
                        self.options[option.key] = chosen[0]

    # start ------------------------------------------------------------------
    def choices(self) -> dict[str, Any]:
        """What to remember for next time (JSON-safe)."""
        return {"players": self.count,
                "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in self.seats],
                "options": dict(self.options), "seed": self.seed_text, "last_seed": self.last_seed}

    def remember(self) -> None:
        """Save the choices; a read-only config folder only costs the memory."""
        try:
            save_choices(self.key, self.choices())
        except OSError as exc:
            log.warning("could not remember the setup: %s", exc)

    def start(self) -> None:
        """Check the names, remember the choices and start the game in place of this screen."""
        self.read_entries()
        names, problem = settle_names(self.seats[:self.count])
        if problem is not None:
            self.message = problem
            self.app.sounds.play("invalid")
            return
        seed = int(self.seed_text) if is_seed_text(self.seed_text) else random.randrange(1, 10 ** SEED_LIMIT)
        self.last_seed = seed
        self.remember()
        seats = [Seat(i, names[i], palette.hex_colour(palette.PLAYER_COLOURS[s.colour][1]), s.kind)
                 for i, s in enumerate(self.seats[:self.count])]
        self.app.stack.pop()
        start_game(self.app, self.spec, seats, seed, dict(self.options))

    def back(self) -> None:
        """Remember what was chosen so far and go back."""
        self.read_entries()
        self.remember()
        self.app.pop()

    # drawing ----------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        """Headings, the count, seat markers, labels and the message line."""
        blit_text(surface, f"{self.spec.title}: who is playing?", 40, palette.SAND, ("midtop", (640, 26)),
                  bold=True, shadow=True)
        draw_card(surface, pygame.Rect(40, 110, 800, 510))
        draw_card(surface, pygame.Rect(860, 110, 380, 510))
        blit_text(surface, "Players", 24, palette.INK, ("midleft", (70, 152)), bold=True)
        blit_text(surface, str(self.count), 30, palette.INK, ("center", (359, 152)), bold=True)
        if self.spec.min_players != self.spec.max_players:
            blit_text(surface, f"from {self.spec.min_players} to {self.spec.max_players}", 16, palette.LEAF_DARK,
                      ("midleft", (490, 152)))
        for i, seat in enumerate(self.seats[:self.count]):
            colour, shape = seat_look(seat.colour, self.app.settings.colour_blind)
            draw_seat_marker(surface, (MARKER_X, ROW_TOP + i * ROW_STEP + 24), 20, colour, shape)
        blit_text(surface, "Options", 24, palette.INK, ("topleft", (882, 130)), bold=True)
        if not self.spec.shown_options:
            blit_text(surface, "This game has no options.", 18, palette.LEAF_DARK, ("topleft", (882, 166)))
        blit_text(surface, "Tab moves between fields \u00b7 Left/Right change a choice \u00b7 Enter presses",
                  16, palette.LEAF_DARK, ("midbottom", (440, 604)))
        y = 180
        for option in self.spec.shown_options:
            blit_text(surface, option.label, 20, palette.INK, ("topleft", (882, y)), bold=True)
            y += 86
        blit_text(surface, "Seed (blank: random)", 20, palette.INK, ("topleft", (882, self.seed_top - 30)), bold=True)
        if isinstance(self.last_seed, int):
            blit_text(surface, f"Last game's seed: {self.last_seed}", 18, palette.LEAF_DARK,
                      ("topleft", (882, self.seed_top + 56)))
        if self.seed_entry is not None and self.seed_entry.get_text():
            for i, line in enumerate(wrap_text(SAME_DEAL_NOTE, font(16), 330)):
                blit_text(surface, line, 16, palette.INK, ("topleft", (882, self.seed_top + 84 + 21 * i)))
        if self.message:
            text = render_text(self.message, 20, palette.WARN, bold=True)
            pill = text.get_rect(center=(640, 664))
            draw_card(surface, pill.inflate(28, 16), colour=palette.PAPER)
            surface.blit(text, pill)
