"""The results screen: the final score sheet (:mod:`sprites.score_sheet`) and a little party for the winners."""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.advice import hints_taken
from game.core import Result, Seat
from game.record import GameRecord
from game.spec import GameSpec
from scenes.base import Motion
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from scenes.games import start_game
from scenes.menu import IslandScreen, return_to_menu
from scenes.replay import start_replay
from sprites import palette, pen
from sprites.backdrop import colour_index, seat_look, shape_points
from sprites.score_sheet import SheetLayout, draw_sheet, lay_out, sheet_rows
from sprites.text import blit_text, font, wrap_text
from sprites.ui import ACTIVATE_KEYS, NEXT_KEYS, PREVIOUS_KEYS

if TYPE_CHECKING:
    from scenes.manager import App

TABLE = pygame.Rect(40, 160, 1200, 456)
CONFETTI_COUNT = 90
SUMMARY_WIDTH = 840
"""The summary's lines, centred, end short of the moon's glow at the top right."""
POINTING_KEYS = (pygame.K_TAB, *NEXT_KEYS, *PREVIOUS_KEYS)
"""Keys that put the focus on a button; Enter and Space choose only after one of them."""


def summary_top(size: int, line: int) -> int:
    """The top of the summary's ``line``-th line (from 0) at ``size`` points."""
    return 88 + (size + 6) * line


def summary_layout(summary: str) -> tuple[int, list[str]]:
    """The size and lines of a results summary (see :meth:`ResultsScene.summary_lines`)."""
    for size, most in ((22, 2), (18, 3), (16, 3)):
        lines = wrap_text(summary, font(size), SUMMARY_WIDTH)
        if len(lines) <= most:
            return size, lines
    return 16, lines[:3]


@dataclass
class Confetto:
    """One falling scrap of celebration paper."""

    x: float
    y: float
    speed: float
    sway: float
    colour: tuple[int, int, int]


class ResultsScene(IslandScreen):
    """Final standings (rank, name in colour, score, breakdown); Play again, Replay or Main menu.

    The standings stay until someone chooses: no button is chosen in advance,
    so Enter and Space do nothing until Tab or an arrow has put the focus on
    one, and a key held down, repeating or pressed in the first moment (typed
    on from the table) never acts here.
    """

    def __init__(self, app: "App", spec: GameSpec, result: Result, seats: list[Seat], seed: int = 0,
                 options: dict[str, Any] | None = None, record: GameRecord | None = None) -> None:
        self.spec = spec
        self.record = record
        """The finished game's whole history (for its replay)."""
        self.result = result
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        super().__init__(app)
        self.rows = sheet_rows(result)
        self._summary: tuple[int, list[str]] | None = None
        rng = random.Random(seed)
        winners = [s for s in result.standings if s.rank == 1]
        colours = [self.seat_colour(s.seat)[0] for s in winners] or [palette.GLOW]
        self.confetti = [Confetto(rng.uniform(0, 1280), rng.uniform(-500, 260), rng.uniform(80, 180),
                                  rng.uniform(0, math.tau), rng.choice(colours + [palette.GLOW, palette.PAPER]))
                         for _ in range(CONFETTI_COUNT if winners else 0)]
        self.party_time = 0.0
        self.keys = FreshKeys(GUARD_TIME, strict=True)
        """Keys count only once pressed on this screen after a short guard time (not held or typed on from the
        table, such as the Tab and Enter of the last move or a double press on the round end, nor from the replay)."""
        self.pointed = False
        """True once Tab or an arrow has put the focus on a button (then Enter and Space choose it)."""

    def build(self) -> None:
        """Play again, Replay (when the game's history came along) and Main menu, centred in a row.

        None of them is marked as the default choice.
        """
        entries: list[tuple[str, str, Callable[[], None]]] = [("Play again", "again", self.play_again)]
        if self.record is not None:
            entries.append(("Replay", "replay", self.replay))
        entries.append(("Main menu", "menu", self.back))
        left = (1280 - len(entries) * 220 - (len(entries) - 1) * 40) // 2
        for i, (label, key, action) in enumerate(entries):
            self.button((left + i * 260, 636, 220, 56), label, key, action)

    def on_enter(self) -> None:
        """Build the buttons, arm the key guard and cheer."""
        super().on_enter()
        self.keys.arm(self.app.frames)
        if self.result.winners:
            self.app.sounds.play("match_won")

    def on_resume(self) -> None:
        """Back from the replay: keys still coming from it must not act here."""
        self.keys.arm(self.app.frames)

    def handle(self, event: pygame.event.Event) -> None:
        """Input, but no key from the screen before, and Enter/Space only once a button has the focus."""
        if not self.keys.fresh(event, self.app.frames):
            return
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and not self.pointed:
            return  # nothing is chosen yet: Tab or an arrow puts the focus on a button first
        if event.type == pygame.KEYDOWN and event.key in POINTING_KEYS:
            self.pointed = True
        super().handle(event)

    def seat_name(self, index: int) -> str:
        """The name of seat ``index`` (or "Seat N" if the result names a seat we were not given)."""
        for seat in self.seats:
            if seat.index == index:
                return seat.name
        return f"Seat {index + 1}"

    def seat_colour(self, index: int) -> tuple[tuple[int, int, int], str]:
        """(colour, shape) of seat ``index`` in the chosen palette."""
        hex_code = next((seat.colour for seat in self.seats if seat.index == index), "")
        return seat_look(colour_index(hex_code, index), self.app.settings.colour_blind)

    def play_again(self) -> None:
        """Same seats and the options the players chose, a fresh seed, started from the menu (an option the setup
        does not show, a ruling, takes today's default, even after a game saved before it)."""
        seed = random.randrange(1, 10 ** 9)
        chosen = {option.key for option in self.spec.shown_options}
        return_to_menu(self.app)
        start_game(self.app, self.spec, self.seats, seed, {k: v for k, v in self.options.items() if k in chosen})

    def replay(self) -> None:
        """Watch the finished game again, move by move (Esc comes back here)."""
        if self.record is not None:
            start_replay(self.app, self.record)

    def back(self) -> None:
        """Back to the main menu."""
        return_to_menu(self.app)

    @property
    def motion(self) -> Motion:
        """Active while confetti is in the air, then ambient (the waves)."""
        if self.confetti and (self.party_time < 6.0 or any(bit.y <= 730 for bit in self.confetti)):
            return "active"
        return super().motion

    def update(self, dt: float) -> None:
        """Waves roll and the confetti falls for a while."""
        super().update(dt)
        self.keys.wait(dt)
        self.party_time += dt
        for bit in self.confetti:
            bit.y += bit.speed * dt
            bit.sway += dt * 3
            if bit.y > 730 and self.party_time < 6.0:
                bit.y -= 760

    # drawing ----------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        """Title, summary, the standings table, the seed and the confetti."""
        blit_text(surface, f"{self.spec.title}: final standings", 44, palette.SAND, ("midtop", (640, 18)),
                  bold=True, shadow=True)
        size, lines = self.summary_lines()
        for i, line in enumerate(lines):
            blit_text(surface, line, size, palette.PAPER, ("midtop", (640, summary_top(size, i))))
        self._draw_table(surface)
        blit_text(surface, f"Seed {self.seed}", 16, palette.PAPER, ("bottomright", (1260, 710)))
        if not self.pointed:
            blit_text(surface, "Click a button, or Tab to one and press Enter", 16, palette.PAPER,
                      ("bottomleft", (20, 710)))
        clear = self.kept_clear()
        for bit in self.confetti:
            x = bit.x + math.sin(bit.sway) * 12
            width = max(2, round(abs(math.cos(bit.sway)) * 10))
            scrap = pygame.Rect(round(x), round(bit.y), width, 7)
            if scrap.collidelist(clear) < 0:  # it passes behind what must be read or pressed
                pen.rect(surface, bit.colour, scrap)

    def kept_clear(self) -> list[pygame.Rect]:
        """What confetti never covers: the title and summary lines, the score sheet (names, rows) with its
        shadow, the buttons with their focus glow, and the seed and key hint."""
        w, h = font(44, True).size(f"{self.spec.title}: final standings")
        clear = [pygame.Rect(640 - w // 2 - 30, 10, w + 60, h + 16)]  # a scrap beside it would read as a stop
        size, lines = self.summary_lines()
        for i, line in enumerate(lines):
            w, h = font(size).size(line)
            clear.append(pygame.Rect(640 - w // 2 - 24, summary_top(size, i) - 4, w + 48, h + 8))
        clear.append(self.sheet.card.inflate(12, 16))
        clear += [item.rect.inflate(16, 16) for item in self.focus.items]
        clear += [pygame.Rect(0, 686, 1280, 34)]
        return clear

    def summary_lines(self) -> tuple[int, list[str]]:
        """The summary's size and lines (worked out once, not every frame): whole, in the band between the title
        and the sheet, clear of the moon (two lines at 22 points, else smaller)."""
        if self._summary is None:
            self._summary = summary_layout(self.summary)
        return self._summary

    @property
    def summary(self) -> str:
        """The result's summary, and who took hints (when anyone did)."""
        if self.record is None:
            return self.result.summary
        taken = hints_taken([seat.name for seat in self.seats], self.record.hints)
        return f"{self.result.summary} {taken}" if taken else self.result.summary

    @property
    def sheet(self) -> SheetLayout:
        """Where the score sheet's columns and rows go."""
        return lay_out(self.result, TABLE, self.seat_name)

    def _draw_table(self, surface: pygame.Surface) -> None:
        draw_sheet(surface, self.sheet, self.seat_name, self.seat_colour,
                   lambda centre, radius: self._draw_star(surface, centre, radius))

    def _draw_star(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        pulse = 1.0 + 0.15 * math.sin(self.party_time * 5)
        points = shape_points("star", centre, max(4, round(radius * pulse)))
        pen.polygon(surface, palette.SAND_DARK, points)
        pen.polygon(surface, palette.INK, points, 1)
