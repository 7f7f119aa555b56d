"""Adding up the records: per player and game, head to head, computer seats by level, a player's games.

Pure: lists of :class:`~scenes.records.rows.GameLine` in, plain values out.
"Won" counts every first place, a shared one too; "shared" counts the first
places shared with someone else; the win rate is won over played.  A higher
score is better in every game of the app.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from scenes.records.rows import GameLine

COMPUTER_WORDS = {"easy": "Computer: easy", "hard": "Computer: hard", "expert": "Computer: expert"}


@dataclass
class Tally:
    """Games played, won and shared, the scores and the last game, of one player (or one level) at one game."""

    name: str
    game: str
    computer: bool = False
    played: int = 0
    won: int = 0
    shared: int = 0
    best: int | None = None
    total: int = 0
    last_played: float = 0.0
    hints: int = 0
    """Hints taken over these games (seats whose hints were not counted add none)."""

    def add(self, rank: int, score: int, firsts: int, when: float, hints: int | None) -> None:
        """Count one more game."""
        self.played += 1
        self.won += rank == 1
        self.shared += rank == 1 and firsts > 1
        self.best = score if self.best is None else max(self.best, score)
        self.total += score
        self.last_played = max(self.last_played, when)
        self.hints += hints or 0

    @property
    def win_rate(self) -> float:
        """Won over played (0 before any game)."""
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        """The average score."""
        return self.total / self.played if self.played else 0.0


def player_tallies(games: Iterable[GameLine]) -> list[Tally]:
    """One tally per name and game (people and computer seats apart), most games first."""
    tallies: dict[tuple[str, bool, str], Tally] = {}
    for line in games:
        for seat in line.seats:
            key = (seat.name, not seat.is_human, line.game)
            tally = tallies.setdefault(key, Tally(seat.name, line.game, computer=not seat.is_human))
            tally.add(seat.rank, seat.score, line.firsts, line.finished_at, seat.hints)
    return sort_tallies(list(tallies.values()), "played")


def level_tallies(games: Iterable[GameLine]) -> list[Tally]:
    """One tally per game and computer level (``name`` is the level's words), in game then level order."""
    order = list(COMPUTER_WORDS)
    tallies: dict[tuple[str, str], Tally] = {}
    for line in games:
        for seat in line.seats:
            if not seat.is_human:
                tally = tallies.setdefault((line.game, seat.kind),
                                           Tally(COMPUTER_WORDS.get(seat.kind, seat.kind), line.game, computer=True))
                tally.add(seat.rank, seat.score, line.firsts, line.finished_at, seat.hints)
    return [tallies[key] for key in sorted(tallies, key=lambda k: (k[0], order.index(k[1]) if k[1] in order else 9))]


SORTS: dict[str, Callable[[Tally], Any]] = {
    "name": lambda t: (t.name.casefold(), t.game),
    "game": lambda t: (t.game, t.name.casefold()),
    "played": lambda t: (-t.played, -t.won, t.name.casefold()),
    "won": lambda t: (-t.won, -t.played, t.name.casefold()),
    "shared": lambda t: (-t.shared, -t.won, t.name.casefold()),
    "win rate": lambda t: (-t.win_rate, -t.played, t.name.casefold()),
    "best": lambda t: (-(t.best or 0), t.name.casefold()),
    "average": lambda t: (-t.average, t.name.casefold()),
    "last played": lambda t: (-t.last_played, t.name.casefold()),
    "hints": lambda t: (-t.hints, t.name.casefold()),
}
"""The columns the records can be sorted by, each with its order (names A to Z, figures highest first)."""


def sort_tallies(tallies: list[Tally], column: str, reverse: bool = False) -> list[Tally]:
    """``tallies`` sorted by ``column`` (one of :data:`SORTS`), the other way round with ``reverse``."""
    return sorted(tallies, key=SORTS[column], reverse=reverse)


@dataclass
class Meeting:
    """Two players at one game: how often they met and who finished ahead."""

    game: str
    met: int = 0
    first_ahead: int = 0
    second_ahead: int = 0
    level: int = 0
    """Games in which they finished at the same rank."""


def head_to_head(games: Iterable[GameLine], first: str, second: str) -> list[Meeting]:
    """Every game ``first`` and ``second`` both sat at, per game: who finished ahead of whom."""
    meetings: dict[str, Meeting] = {}
    for line in games:
        ranks = {seat.name: seat.rank for seat in line.seats}
        if first in ranks and second in ranks and first != second:
            meeting = meetings.setdefault(line.game, Meeting(line.game))
            meeting.met += 1
            meeting.first_ahead += ranks[first] < ranks[second]
            meeting.second_ahead += ranks[second] < ranks[first]
            meeting.level += ranks[first] == ranks[second]
    return [meetings[game] for game in sorted(meetings)]


def rivals(games: Iterable[GameLine]) -> list[tuple[str, str]]:
    """Every pair of people who sat at the same game, the pair that met most often first."""
    met: dict[tuple[str, str], int] = {}
    for line in games:
        people = sorted({seat.name for seat in line.seats if seat.is_human}, key=str.casefold)
        for pair in combinations(people, 2):
            met[pair] = met.get(pair, 0) + 1
    return sorted(met, key=lambda pair: (-met[pair], pair[0].casefold(), pair[1].casefold()))


def people(games: Iterable[GameLine]) -> list[str]:
    """Every name a person played under, A to Z."""
    return sorted({seat.name for line in games for seat in line.seats if seat.is_human}, key=str.casefold)


@dataclass(frozen=True)
class Outcome:
    """One game of one player, for the chart of their results over time."""

    when: float
    game: str
    rank: int
    seats: int
    score: int
    shared: bool = False


@dataclass
class History:
    """A player's games in the order played."""

    name: str
    outcomes: list[Outcome] = field(default_factory=list)


def history(games: Iterable[GameLine], name: str) -> History:
    """Every game ``name`` played (as a person or a computer seat), the earliest first."""
    found = History(name)
    for line in sorted(games, key=lambda g: (g.finished_at, g.save_id)):
        for seat in line.seats:
            if seat.name == name:
                found.outcomes.append(Outcome(line.finished_at, line.game, seat.rank, len(line.seats), seat.score,
                                              seat.rank == 1 and line.firsts > 1))
    return found
