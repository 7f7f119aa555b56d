"""The results screen: final standings with every score column, and a little party for the winners."""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import pygame

from game.core import Result, Seat, Standing
from game.record import GameRecord
from game.spec import GameSpec
from scenes.base import Motion
from scenes.fresh_keys import FreshKeys
from scenes.games import start_game
from scenes.menu import IslandScreen, return_to_menu
from scenes.replay import start_replay
from sprites import palette
from sprites.backdrop import (
    colour_index,
    draw_card,
    draw_seat_marker,
    seat_look,
    shape_points,
)
from sprites.text import blit_text, fit_text, font, wrap_text
from sprites.ui import ACTIVATE_KEYS, NEXT_KEYS, PREVIOUS_KEYS

if TYPE_CHECKING:
    from scenes.manager import App

TABLE = pygame.Rect(40, 168, 1200, 440)
RANK_WIDTH = 74
PLAYER_WIDTHS = (220, 330)
"""The Player column's narrowest and widest width: it gives way to the breakdown columns."""
COLUMN_MIN = 116
"""The narrowest a score or breakdown column gets (a heading's longest word, 14 pt bold, fits)."""
CONFETTI_COUNT = 90
POINTING_KEYS = (pygame.K_TAB, *NEXT_KEYS, *PREVIOUS_KEYS)
"""Keys that put the focus on a button; Enter and Space choose only after one of them."""


@dataclass
class Confetto:
    """One falling scrap of celebration paper."""

    x: float
    y: float
    speed: float
    sway: float
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Column:
    """One column of numbers in the standings: a part of the score, the score itself, or a tie-break."""

    kind: Literal["part", "score", "tie"]
    key: str
    """The breakdown key or tie-break label (for the score: the result's score label)."""

    @property
    def heading(self) -> str:
        """The column's heading as shown."""
        text = self.key[:1].upper() + self.key[1:]
        return f"Tie-break: {self.key}" if self.kind == "tie" else text

    def value(self, standing: Standing) -> int | None:
        """The standing's figure in this column (None: it has none)."""
        if self.kind == "score":
            return standing.score
        if self.kind == "part":
            return standing.breakdown.get(self.key)
        return next((t.value for t in standing.tie_breaks if t.label == self.key), None)


def _in_order(keys: list[list[str]]) -> list[str]:
    """Every key of any list, in order of first appearance."""
    seen: list[str] = []
    for row in keys:
        seen += [key for key in row if key not in seen]
    return seen


def breakdown_columns(result: Result) -> list[Column]:
    """The columns of the standings: the parts that add up to the score, the score, then the tie-breaks in
    the order they are used.  A part that holds every player's whole score (Paradisio's island tokens
    won in rounds, if that were all) is left out: the score column already shows it."""
    parts = _in_order([list(s.breakdown) for s in result.standings])
    parts = [key for key in parts if not all(s.breakdown.get(key) == s.score for s in result.standings)]
    ties = _in_order([[t.label for t in s.tie_breaks] for s in result.standings])
    return ([Column("part", key) for key in parts] + [Column("score", result.score_label)]
            + [Column("tie", label) for label in ties])


def amount_text(value: int | None) -> str:
    """A number of the table: a true minus sign for money paid out, a dash where a player has no value."""
    if value is None:
        return "\u2013"
    return f"\u2212{-value}" if value < 0 else str(value)


class ResultsScene(IslandScreen):
    """Final standings (rank, name in colour, score, breakdown); Play again, Replay or Main menu.

    The standings stay until someone chooses: no button is chosen in advance,
    so Enter and Space do nothing until Tab or an arrow has put the focus on
    one, and a key held down from the table never acts here.
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
        self.columns = breakdown_columns(result)
        rng = random.Random(seed)
        winners = [s for s in result.standings if s.rank == 1]
        colours = [self.seat_colour(s.seat)[0] for s in winners] or [palette.GLOW]
        self.confetti = [Confetto(rng.uniform(0, 1280), rng.uniform(-500, 260), rng.uniform(80, 180),
                                  rng.uniform(0, math.tau), rng.choice(colours + [palette.GLOW, palette.PAPER]))
                         for _ in range(CONFETTI_COUNT if winners else 0)]
        self.party_time = 0.0
        self.keys = FreshKeys()
        """Keys count only once pressed on this screen (not held from the table, nor from the replay)."""
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
        """Same seats and options, a fresh seed, started from the menu."""
        seed = random.randrange(1, 10 ** 9)
        return_to_menu(self.app)
        start_game(self.app, self.spec, self.seats, seed, self.options)

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
        for i, line in enumerate(wrap_text(self.result.summary, font(22), 1100)[:2]):
            blit_text(surface, line, 22, palette.PAPER, ("midtop", (640, 88 + 30 * i)))
        draw_card(surface, TABLE)
        self._draw_table(surface)
        blit_text(surface, f"Seed {self.seed}", 16, palette.PAPER, ("bottomright", (1260, 710)))
        if not self.pointed:
            blit_text(surface, "Click a button, or Tab to one and press Enter", 16, palette.PAPER,
                      ("bottomleft", (20, 710)))
        for bit in self.confetti:
            x = bit.x + math.sin(bit.sway) * 12
            width = max(2, round(abs(math.cos(bit.sway)) * 10))
            pygame.draw.rect(surface, bit.colour, (round(x), round(bit.y), width, 7))

    def column_layout(self) -> list[tuple[str, int, int]]:
        """(heading, left x, width) of every column: Rank, Player, the parts, the score, the tie-breaks."""
        inner = TABLE.w - 48
        count = len(self.columns)
        player = max(PLAYER_WIDTHS[0], min(PLAYER_WIDTHS[1], inner - RANK_WIDTH - COLUMN_MIN * count))
        width = max(60, min(160, (inner - RANK_WIDTH - player) // count))
        x = TABLE.x + 24
        layout = [("Rank", x, RANK_WIDTH), ("Player", x + RANK_WIDTH, player)]
        x += RANK_WIDTH + player
        for column in self.columns:
            layout.append((column.heading, x, width))
            x += width
        return layout

    def _draw_table(self, surface: pygame.Surface) -> None:
        layout = self.column_layout()
        size = 18 if len(self.columns) <= 5 else 14
        if any(font(size, True).size(heading)[0] > width - 8 for heading, _, width in layout):
            size = 14  # some heading takes two lines: all of them in the small size, on one baseline
        kinds = ["label", "label"] + [column.kind for column in self.columns]
        for (heading, x, width), kind in zip(layout, kinds):
            lines = wrap_text(heading, font(size, True), width - 8)[:2]
            colour = palette.INK if kind == "score" else palette.LEAF_DARK
            for i, line in enumerate(lines):
                blit_text(surface, fit_text(line, size, width - 8, bold=True), size, colour,
                          ("bottomleft", (x, TABLE.y + 46 - 18 * (len(lines) - 1 - i))), bold=True)
            if kind == "score":  # the parts before it add up to it
                pygame.draw.line(surface, palette.LEAF_DARK, (x - 6, TABLE.y + 8), (x - 6, TABLE.bottom - 12), 2)
        rows = self.result.standings
        row_h = min(64, (TABLE.h - 70) // max(1, len(rows)))
        for i, standing in enumerate(rows):
            self._draw_row(surface, standing, layout, TABLE.y + 56 + i * row_h, row_h)

    def _draw_row(self, surface: pygame.Surface, standing: Standing, layout: list[tuple[str, int, int]],
                  y: int, row_h: int) -> None:
        winner = standing.rank == 1
        if winner:
            band = pygame.Rect(TABLE.x + 12, y, TABLE.w - 24, row_h - 6)
            pygame.draw.rect(surface, palette.GLOW, band, border_radius=10)
        mid = y + (row_h - 6) // 2
        size = (24 if len(self.columns) <= 4 else 22) if row_h >= 48 else 18
        _, rank_x, _ = layout[0]
        blit_text(surface, f"{standing.rank}.", size, palette.INK, ("midleft", (rank_x + 8, mid)), bold=True)
        if winner:
            self._draw_star(surface, (rank_x + 50, mid), min(16, row_h // 3))
        _, name_x, name_w = layout[1]
        colour, shape = self.seat_colour(standing.seat)
        draw_seat_marker(surface, (name_x + 14, mid), min(14, row_h // 3), colour, shape)
        name = fit_text(self.seat_name(standing.seat), size, name_w - 44, bold=True)
        two_lines = bool(standing.note) and row_h >= 44
        blit_text(surface, name, size, palette.INK, ("midleft", (name_x + 36, mid - 9 if two_lines else mid)),
                  bold=True)
        if two_lines:
            note = fit_text(standing.note, 14, name_w - 44)
            blit_text(surface, note, 14, palette.LEAF_DARK, ("midleft", (name_x + 36, mid + 15)))
        for column, (_heading, x, _) in zip(self.columns, layout[2:]):
            score = column.kind == "score"
            blit_text(surface, amount_text(column.value(standing)), size if score else size - 4, palette.INK,
                      ("midleft", (x, mid)), bold=score)

    def _draw_star(self, surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        pulse = 1.0 + 0.15 * math.sin(self.party_time * 5)
        points = shape_points("star", centre, max(4, round(radius * pulse)))
        pygame.draw.polygon(surface, palette.SAND_DARK, points)
        pygame.draw.polygon(surface, palette.INK, points, 1)
