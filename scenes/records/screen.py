"""The Records screen: players per game (sortable), head to head, a person's results over time (a chart),
computer seats by level, solitaire best times.

Reached from the menu.  Five views chosen by the buttons along the top (or
1-5); a heading sorts its table (a click, or Tab to it and Enter; again: the
other way round); PgUp/PgDn, Home/End and the wheel scroll; Esc goes back.  A
key pressed on the menu never acts here (:class:`~scenes.fresh_keys.FreshKeys`),
and a key that does nothing here says which keys do.
"""
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.registry import available_games
from scenes.fresh_keys import FreshKeys
from scenes.games import saved_when
from scenes.menu import IslandScreen, draw_notice
from scenes.paradisio.best_times import load_best_times
from scenes.records.keeping import read_records
from scenes.records.rows import GameLine
from scenes.records.tally import (
    Meeting,
    Outcome,
    Tally,
    head_to_head,
    history,
    level_tallies,
    people,
    player_tallies,
    rivals,
    sort_tallies,
)
from scenes.records.terminal import BEST_COLUMNS, NO_BEST_TIMES, best_time_rows, percent
from sprites import palette, pen
from sprites.records_chart import MOST_BARS, draw_results_chart
from sprites.records_table import Column, column_rects, draw_table, row_rect, visible_rows
from sprites.text import blit_text, fit_text

if TYPE_CHECKING:
    from scenes.manager import App

log = logging.getLogger(__name__)

CARD = pygame.Rect(20, 138, 1240, 480)
PAIR_CARD = pygame.Rect(40, 210, 1200, 408)
VIEWS = (("players", "Players"), ("rivals", "Head to head"), ("history", "Over time"), ("computers", "Computers"),
         ("solitaire", "Solitaire times"))
VIEW_WIDTH, VIEW_GAP = 226, 14
TALLY_COLUMNS = (Column("Player", 320, left=True, sort="name"), Column("Game", 166, left=True, sort="game"),
                 Column("Played", 88, sort="played"), Column("Won", 64, sort="won"), Column("Shared", 84, sort="shared"),
                 Column("Win rate", 100, sort="win rate"), Column("Best", 62, sort="best"),
                 Column("Average", 92, sort="average"), Column("Last played", 146, sort="last played"),
                 Column("Hints", 72, sort="hints"))
"""Sixteen letters of any script fit the Player column whole (at 18 points)."""
KEY_HINT = "Keys 1\u20135: a view \u00b7 a heading (Tab, Enter) sorts \u00b7 a person's row: their chart \u00b7 " \
           "PgUp/PgDn scroll \u00b7 Esc back"
NO_GAMES = "No finished games yet: the records fill up as games end."
SCROLL_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
VIEW_KEYS = {key: i for i, key in enumerate((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5))} | \
    {key: i for i, key in enumerate((pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5))}


def view_left(index: int) -> int:
    """The left edge of the ``index``-th view button (the row is centred)."""
    return (1280 - len(VIEWS) * VIEW_WIDTH - (len(VIEWS) - 1) * VIEW_GAP) // 2 + index * (VIEW_WIDTH + VIEW_GAP)


def place_share(rank: int, seats: int) -> float:
    """How high a place is, from 1 (first) to 0 (last); alone at the table, 1 for a win and 0 otherwise."""
    if seats <= 1:
        return 1.0 if rank == 1 else 0.0
    return max(0.0, min(1.0, (seats - rank) / (seats - 1)))


def hex_rgb(code: str) -> tuple[int, int, int] | None:
    """``#rrggbb`` as a colour (None for anything else)."""
    try:
        return (int(code[1:3], 16), int(code[3:5], 16), int(code[5:7], 16)) if len(code) == 7 else None
    except ValueError:
        return None


def played_when(moment: float) -> str:
    """When a game was last played: "today 14:05", "yesterday 09:12", or the day ("3 Mar 2025")."""
    said = saved_when(moment)
    if said.startswith(("today", "yesterday", "at an")):
        return said
    day = time.localtime(moment)
    return f"{day.tm_mday} {time.strftime('%b %Y', day)}"


class RecordsScene(IslandScreen):
    """Players' records, read once when the screen opens."""

    def __init__(self, app: "App", games: list[GameLine] | None = None) -> None:
        self.message = ""
        self.message_time = 0.0
        try:
            self.games = read_records() if games is None else games
        except (sqlite3.Error, OSError) as exc:  # another window kept them busy for seconds
            log.warning("could not read the records: %s", exc)
            self.games = []
            self.say("The records are busy in another window: come back to them in a moment.", 8.0)
        self.titles = {gid: spec.title for gid, spec in available_games().items()}
        self.best_times = load_best_times()
        self.view = "players"
        self.sorted_by = {"players": "played", "computers": "game"}
        self.reverse = {"players": False, "computers": False}
        self.top = 0
        self.people = people(self.games)
        pairs = rivals(self.games)
        first, second = pairs[0] if pairs else (self.people + ["", ""])[:2]
        self.pair = [first, second]
        self.chosen = max(self.people, key=lambda name: len(history(self.games, name).outcomes), default="")
        """The person whose results over time are shown."""
        self._totals: tuple[list[Tally], list[Tally]] | None = None
        self._meetings: dict[tuple[str, str], list[Meeting]] = {}
        self._histories: dict[str, list[Outcome]] = {}
        self.keys = FreshKeys()
        self.colours = self._last_colours()
        super().__init__(app)

    def _last_colours(self) -> dict[str, tuple[int, int, int] | None]:
        colours: dict[str, tuple[int, int, int] | None] = {}
        for line in self.games:  # the earliest first: the last game's colour stays
            for seat in line.seats:
                colours[seat.name] = hex_rgb(seat.colour)
        return colours

    # widgets ------------------------------------------------------------------
    def build(self) -> None:
        """The view buttons, the headings (or the two players of head to head) and Back."""
        for i, (key, label) in enumerate(VIEWS):
            self.button((view_left(i), 76, VIEW_WIDTH, 46), label, f"view:{key}", partial(self.show, key))
        if self.view in ("players", "computers"):
            for column, rect in zip(TALLY_COLUMNS, column_rects(CARD, TALLY_COLUMNS)):
                if column.sort is not None:
                    self.focus.add(f"sort:{column.sort}", rect, partial(self.sort, column.sort))
        if self.view == "rivals" and len(self.people) >= 2:
            for i in range(2):
                self.button((230 + i * 520, 146, 300, 48), self.pair[i], f"pick:{i}", partial(self.pick, i, 1),
                            partial(self.pick, i))
        if self.view == "history" and self.people:
            self.button((490, 146, 300, 48), self.chosen, "pick:chart", partial(self.pick_chosen, 1), self.pick_chosen)
        self.focus.default = None
        self.button((60, 636, 200, 56), "Back", "back", self.back)

    def on_enter(self) -> None:
        """Build, and arm the key guard (a key from the menu never acts here)."""
        super().on_enter()
        self.keys.arm(self.app.frames)

    def on_resume(self) -> None:
        """Shown again: keys from the screen above never act here."""
        self.keys.arm(self.app.frames)

    # what the keys and buttons do -----------------------------------------------------
    def show(self, view: str) -> None:
        """Show one of the views (its first rows)."""
        if view != self.view:
            self.view = view
            self.top = 0
            self.rebuild()
            self.focus.focus_key(f"view:{view}")

    def sort(self, column: str) -> None:
        """Sort the table by ``column``; the same column again sorts the other way round."""
        if self.sorted_by.get(self.view) == column:
            self.reverse[self.view] = not self.reverse[self.view]
        else:
            self.sorted_by[self.view], self.reverse[self.view] = column, False
        self.top = 0
        self.say(f"Sorted by {column}{', the other way round' if self.reverse[self.view] else ''}.")

    def pick(self, which: int, step: int) -> None:
        """The next (or previous) person on one side of head to head (never the one on the other side)."""
        others = [name for name in self.people if name != self.pair[1 - which]]
        if not others:
            return
        index = others.index(self.pair[which]) if self.pair[which] in others else -step
        self.pair[which] = others[(index + step) % len(others)]
        self.rebuild()

    def pick_chosen(self, step: int) -> None:
        """The next (or previous) person in the chart of results over time."""
        if self.people:
            index = self.people.index(self.chosen) if self.chosen in self.people else -step
            self.chosen = self.people[(index + step) % len(self.people)]
            self.rebuild()

    def scroll(self, step: int) -> None:
        """Scroll the table by ``step`` pages (a row a step for the wheel, see :meth:`handle_other`)."""
        self.scroll_rows(step * max(1, visible_rows(CARD) - 1))

    def scroll_rows(self, rows: int) -> None:
        """Scroll the table by ``rows`` rows, within its length."""
        most = max(0, len(self.rows()) - visible_rows(CARD))
        self.top = max(0, min(most, self.top + rows))

    def say(self, text: str, seconds: float = 3.0) -> None:
        """A short line at the foot of the screen, for ``seconds``."""
        self.message, self.message_time = text, seconds

    def handle(self, event: pygame.event.Event) -> None:
        """No key from the screen before; then the focus ring, views, scrolling, and a hint for other keys."""
        if not self.keys.fresh(event, self.app.frames):
            return
        super().handle(event)

    def handle_other(self, event: pygame.event.Event) -> None:
        """Headings clicked, the wheel, the view and scroll keys; any other key is told which keys work."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for item in self.focus.items:
                if item.key.startswith("sort:") and item.rect.collidepoint(event.pos):
                    self.focus.focus_key(item.key)
                    self.sort(item.key.partition(":")[2])
                    self.app.sounds.play("click")
                    return
            self.click_row(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_rows(-3 * event.y)
        elif event.type == pygame.KEYDOWN:
            if event.key in VIEW_KEYS:
                self.show(VIEWS[VIEW_KEYS[event.key]][0])
            elif event.key in SCROLL_KEYS:
                self.scroll(SCROLL_KEYS[event.key])
            else:
                self.say(KEY_HINT)

    def click_row(self, position: tuple[int, int]) -> None:
        """A click on a person's row of the players' table shows their results over time."""
        if self.view != "players":
            return
        tallies = self.tallies()
        for shown in range(visible_rows(CARD)):
            index = self.top + shown
            if index < len(tallies) and row_rect(CARD, shown).collidepoint(position):
                if tallies[index].computer:
                    self.say("The chart over time is for people; the Computers view counts the computer seats.")
                else:
                    self.chosen = tallies[index].name
                    self.show("history")
                return

    def update(self, dt: float) -> None:
        """Waves, and the message fades."""
        super().update(dt)
        self.message_time = max(0.0, self.message_time - dt)

    # what is shown -----------------------------------------------------------------
    def title(self, game_id: str) -> str:
        """A game's title (its id for a game this version does not know)."""
        return self.titles.get(game_id, game_id)

    def tallies(self) -> list[Tally]:
        """The rows of the players' or the computers' view, sorted as chosen."""
        if self._totals is None:  # added up once: the screen draws a dozen times a second
            self._totals = (player_tallies(self.games), level_tallies(self.games))
        found = self._totals[0] if self.view == "players" else self._totals[1]
        return sort_tallies(found, self.sorted_by[self.view], self.reverse[self.view])

    def meetings(self) -> list[Meeting]:
        """Head to head of the two people chosen, per game (worked out once a pair)."""
        pair = (self.pair[0], self.pair[1])
        if pair not in self._meetings:
            self._meetings[pair] = head_to_head(self.games, *pair)
        return self._meetings[pair]

    def outcomes(self) -> list[Outcome]:
        """The chosen person's games, the earliest first (worked out once a person)."""
        if self.chosen not in self._histories:
            self._histories[self.chosen] = history(self.games, self.chosen).outcomes
        return self._histories[self.chosen]

    def rows(self) -> list[list[str]]:
        """The cells of the table of the view shown."""
        if self.view in ("players", "computers"):
            return [[t.name + (" (computer)" if t.computer and self.view == "players" else ""), self.title(t.game),
                     str(t.played), str(t.won), str(t.shared), percent(t.win_rate),
                     "-" if t.best is None else str(t.best), f"{t.average:.1f}", played_when(t.last_played),
                     str(t.hints)]
                    for t in self.tallies()]
        if self.view == "rivals":
            return [[self.title(m.game), str(m.met), str(m.first_ahead), str(m.second_ahead), str(m.level)]
                    for m in self.meetings()]
        return best_time_rows(self.best_times)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Title, the view's table, its empty line, the message or the key hint."""
        blit_text(surface, "Players' records", 40, palette.SAND, ("midtop", (640, 14)), bold=True, shadow=True)
        current = next(i for i, (key, _) in enumerate(VIEWS) if key == self.view)
        pen.rect(surface, palette.GLOW, (view_left(current) + 10, 124, VIEW_WIDTH - 20, 5), border_radius=3)
        if self.view in ("players", "computers"):
            self._draw_tallies(surface)
        elif self.view == "rivals":
            self._draw_rivals(surface)
        elif self.view == "history":
            self._draw_history(surface)
        else:
            columns = [Column(BEST_COLUMNS[0], 160, left=True)] + [Column(h, 170) for h in BEST_COLUMNS[1:]]
            draw_table(surface, pygame.Rect(200, 170, 880, 200), columns, self.rows())
            blit_text(surface, "Paradisio solitaire: the best time of each level, solved without a hint", 20,
                      palette.PAPER, ("midtop", (640, 390)))
            if not self.best_times:
                draw_notice(surface, NO_BEST_TIMES, 450)
        said = self.message_time > 0
        blit_text(surface, fit_text(self.message if said else KEY_HINT, 18, 960), 18,
                  palette.GLOW if said else palette.PAPER, ("midleft", (290, 664)), bold=said)

    def _draw_tallies(self, surface: pygame.Surface) -> None:
        tallies = self.tallies()
        colours = [self.colours.get(t.name) if self.view == "players" else None for t in tallies]
        columns = TALLY_COLUMNS if self.view == "players" else (replace(TALLY_COLUMNS[0], heading="Level"),
                                                                 *TALLY_COLUMNS[1:])
        draw_table(surface, CARD, columns, self.rows(), self.top, self.sorted_by[self.view],
                   self.reverse[self.view], colours=colours)
        if not tallies:
            draw_notice(surface, NO_GAMES if self.view == "players" else "No computer seat has finished a game yet.",
                        CARD.centery)

    def _draw_history(self, surface: pygame.Surface) -> None:
        if not self.people:
            draw_notice(surface, "The chart shows a person's games once they have finished one.", CARD.centery)
            return
        outcomes = self.outcomes()
        wins, rates = 0, []
        for number, outcome in enumerate(outcomes, start=1):
            wins += outcome.rank == 1
            rates.append(wins / number)
        shown = outcomes[-MOST_BARS:]
        draw_results_chart(surface, PAIR_CARD, [place_share(o.rank, o.seats) for o in shown],
                           [o.rank == 1 for o in shown], rates[-MOST_BARS:], played_when(shown[0].when),
                           played_when(shown[-1].when))
        games = f"{len(outcomes)} game{'' if len(outcomes) == 1 else 's'}"
        last = f", the last {len(shown)} shown" if len(shown) < len(outcomes) else ""
        blit_text(surface, f"{games}{last}, {wins} first place{'' if wins == 1 else 's'} ({percent(wins / len(outcomes))})",
                  18, palette.INK, ("midtop", (640, PAIR_CARD.y + 14)))

    def _draw_rivals(self, surface: pygame.Surface) -> None:
        if len(self.people) < 2:
            draw_notice(surface, "Head to head needs two people who have finished a game.", CARD.centery)
            return
        blit_text(surface, "vs", 28, palette.SAND, ("center", (640, 170)), bold=True, shadow=True)
        first, second = self.pair
        columns = [Column("Game", 330, left=True), Column("Played together", 200), Column(f"{first} ahead", 210),
                   Column(f"{second} ahead", 210), Column("Same rank", 190)]
        rows = self.rows()
        draw_table(surface, PAIR_CARD, columns, rows)
        if not rows:
            draw_notice(surface, f"{first} and {second} have not finished a game together yet.", PAIR_CARD.centery)
