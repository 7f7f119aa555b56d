"""The records as plain text, for ``main.py --records``: players, head to head, computer levels, best times."""
from __future__ import annotations

import time
import unicodedata
from collections.abc import Mapping, Sequence

from game.paradisio.solitaire import DIFFICULTIES, LEVELS
from game.paradisio.solitaire_words import clock_text
from game.spec import GameSpec
from scenes.paradisio.best_times import record_key
from scenes.records.rows import GameLine
from scenes.records.tally import Tally, head_to_head, level_tallies, player_tallies, rivals

NO_GAMES = "No finished games yet: the records fill up as games end."
COLUMNS = ("Player", "Game", "Played", "Won", "Shared", "Win rate", "Best", "Average", "Last played", "Hints")


def width(text: str) -> int:
    """How many terminal columns ``text`` takes (wide scripts take two a character)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def padded(text: str, columns: int, right: bool = False) -> str:
    """``text`` filled with spaces to ``columns`` terminal columns (on the left with ``right``)."""
    room = " " * max(0, columns - width(text))
    return room + text if right else text + room


def table(header: Sequence[str], rows: Sequence[Sequence[str]], left: int = 2) -> list[str]:
    """Rows under a header, each column as wide as its widest cell; the first ``left`` columns flush left."""
    widths = [max(width(row[i]) for row in (header, *rows)) for i in range(len(header))]
    return ["  ".join(padded(cell, widths[i], right=i >= left) for i, cell in enumerate(row)).rstrip()
            for row in (header, *rows)]


def day(moment: float) -> str:
    """A date and time in local time ("2026-12-02 16:05"), or "-" for none."""
    if moment <= 0:
        return "-"
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(moment))


def percent(share: float) -> str:
    """A share as a whole percentage ("67%")."""
    return f"{round(share * 100)}%"


def tally_cells(tally: Tally, title: str, name: str | None = None) -> list[str]:
    """One row of the players' table."""
    return [name if name is not None else tally.name + (" (computer)" if tally.computer else ""), title,
            str(tally.played), str(tally.won), str(tally.shared), percent(tally.win_rate),
            "-" if tally.best is None else str(tally.best), f"{tally.average:.1f}", day(tally.last_played),
            str(tally.hints)]


def records_text(games: Sequence[GameLine], titles: Mapping[str, GameSpec], best_times: Mapping[str, float],
                 kept_in_memory: bool = False) -> str:
    """The whole records as text: each section under its heading."""
    def title(game_id: str) -> str:
        spec = titles.get(game_id)
        return spec.title if spec is not None else game_id

    lines = [f"Players' records: {len(games)} finished game{'' if len(games) == 1 else 's'}"]
    if kept_in_memory:
        lines.append("(counted from the saved games: the records file could not be used this time)")
    lines.append("")
    if not games:
        lines += [NO_GAMES, ""]
    else:
        lines += table(COLUMNS, [tally_cells(t, title(t.game)) for t in player_tallies(games)])
        pairs = rivals(games)
        if pairs:
            lines += ["", "Head to head"]
            rows = [[f"{a} vs {b}", title(m.game), str(m.met), f"{a} {m.first_ahead}", f"{b} {m.second_ahead}",
                     str(m.level)] for a, b in pairs for m in head_to_head(games, a, b)]
            lines += table(("Players", "Game", "Met", "Ahead", "Ahead", "Level"), rows, left=5)
        levels = level_tallies(games)
        if levels:
            lines += ["", "Computer seats by level"]
            lines += table(("Level", *COLUMNS[1:]), [tally_cells(t, title(t.game), t.name) for t in levels])
        lines.append("")
    lines.append("Paradisio solitaire best times (no hints)")
    if best_times:
        lines += table(BEST_COLUMNS, best_time_rows(best_times), left=1)
    else:
        lines.append(NO_BEST_TIMES)
    return "\n".join(lines) + "\n"


BEST_COLUMNS = ("Level", "Free play", *(f"{d.capitalize()} puzzle" for d in DIFFICULTIES))
NO_BEST_TIMES = "No solitaire level solved yet."


def best_time_rows(best_times: Mapping[str, float]) -> list[list[str]]:
    """A row per solitaire level: its best time in free play and at each difficulty ("-" for none yet)."""
    return [[str(level)] + [clock_text(best_times[key]) if (key := record_key(level, kind)) in best_times else "-"
                            for kind in ("free", *DIFFICULTIES)] for level in LEVELS]
