"""The words of the Saved games screen: a save's line in the list, the delete question, the key hint.

A :class:`SaveRow` is one save's header and whether another window of the app holds it; the screen
(:mod:`scenes.saved_games`) lists them and asks before deleting one.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.saves import SaveSummary
from game.spec import GameSpec
from scenes.games import game_title, players_line, saved_when
from sprites.save_list import SaveLine, SaveStatus, with_seed

NO_SAVES_LINE = "No saved games yet. Every game you start is saved after each move, so nothing is lost."


@dataclass(frozen=True)
class SaveRow:
    """One line of the list: a save's header and whether another window holds it."""

    summary: SaveSummary
    in_use: bool

    @property
    def path_name(self) -> str:
        """The file's name."""
        return self.summary.path.name


def save_line(row: SaveRow, games: dict[str, GameSpec]) -> SaveLine:
    """What the list says about ``row``."""
    summary = row.summary
    when = saved_when(summary.saved_at)
    if summary.problem is not None:
        return SaveLine(summary.game, f"Damaged file: {row.path_name}", summary.problem, when, "damaged")
    status: SaveStatus = "in use" if row.in_use else "finished" if summary.finished else "in progress"
    return SaveLine(summary.game, f"{game_title(games, summary.game)} \u00b7 {players_line(summary.players)}",
                    with_seed(summary.progress, summary.seed), when, status)


def question_lines(row: SaveRow, games: dict[str, GameSpec]) -> list[str]:
    """The lines under "Delete this saved game?"."""
    summary = row.summary
    when = f"saved {saved_when(summary.saved_at)}"
    if summary.problem is not None:
        return [f"Damaged file {row.path_name}", when, "It cannot be brought back."]
    return [f"{game_title(games, summary.game)} \u00b7 {players_line(summary.players)}",
            f"{with_seed(summary.progress, summary.seed)} \u00b7 {when}", "It cannot be brought back."]


def key_hint(watches_replay: bool) -> str:
    """The keys of the list, Enter saying what it does for the chosen save."""
    enter = "Enter watches its replay" if watches_replay else "Enter loads"
    return f"Up/Down choose \u00b7 {enter} \u00b7 Delete deletes \u00b7 Esc goes back"
