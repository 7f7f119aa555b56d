"""The words of the Saved games screen: a save's line in the list, the delete question, the key hint, and what
the screen says when it has nothing to load.

A :class:`SaveRow` is one save's header and whether another window of the app holds it; the screen
(:mod:`scenes.saved_games`) lists them and asks before deleting one.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from game.saves import SaveSummary
from game.spec import GameSpec
from scenes.games import game_title, players_line, saved_when
from sprites.save_list import TITLE_SIZE, SaveLine, SaveStatus, with_seed, words_width
from sprites.text import fit_text, font

NO_SAVES_LINE = ("No saved games yet. A game you start is saved here as soon as it is dealt and again after every "
                 "move, so closing the window never loses it. Solitaire and lessons are not listed here.")
"""What the empty list says (true to :meth:`scenes.play.GameScene.autosave`: a new game is saved on its first frame
and after each move; solitaire keeps only best times, a lesson its own file)."""

EnterDoes = Literal["load", "replay", "nothing", "back"]
"""What Enter does on the list: load the chosen save, watch its replay, nothing (the chosen file cannot be loaded:
Enter only says why, and the hint offers no Enter), or, with no saves at all, go back."""


@dataclass(frozen=True)
class SaveRow:
    """One line of the list: a save's header and whether another window holds it."""

    summary: SaveSummary
    in_use: bool

    @property
    def path_name(self) -> str:
        """The file's name."""
        return self.summary.path.name


def save_line(row: SaveRow, games: dict[str, GameSpec], row_width: int) -> SaveLine:
    """What the list says about ``row``, in a line ``row_width`` pixels wide: every player is named, long
    names cut short just enough that all of them fit beside the game's title."""
    summary = row.summary
    when = saved_when(summary.saved_at)
    if summary.problem is not None:
        return SaveLine(summary.game, f"Damaged file: {row.path_name}", summary.problem, when, "damaged")
    status: SaveStatus = "in use" if row.in_use else "finished" if summary.finished else "in progress"
    game = f"{game_title(games, summary.game)} \u00b7 "
    room = words_width(row_width, when, status) - font(TITLE_SIZE, True).size(game)[0]
    return SaveLine(summary.game, game + fitted_players(summary.players, room), detail_of(summary), when, status)


def computer_levels(players: Sequence[str], kinds: Sequence[str]) -> str:
    """Which seats a computer plays, and at what level ("computer: Mango (hard)", "computers: Mango (hard),
    Lime (expert)"); "" when people play every seat."""
    computers = [f"{name} ({kind})" for name, kind in zip(players, kinds) if kind != "human"]
    if not computers:
        return ""
    return f"computer{'s' if len(computers) > 1 else ''}: {', '.join(computers)}"


def detail_of(summary: SaveSummary) -> str:
    """A save's second line: how far it came, its seed, its computer seats' levels (last: the part a narrow line
    may cut)."""
    parts = [with_seed(summary.progress, summary.seed), computer_levels(summary.players, summary.kinds)]
    line = " \u00b7 ".join(part for part in parts if part)
    return line[:1].upper() + line[1:]


def fitted_players(players: Sequence[str], width: int) -> str:
    """"Ana vs Ben" (:func:`players_line`), each name shortened alike until the whole fits ``width`` pixels
    in the line's bold title size, so a fourth player is never cut off by the first three's long names."""
    face = font(TITLE_SIZE, True)
    line = players_line(players)
    share = max((face.size(name)[0] for name in players), default=0)
    while face.size(line)[0] > width and share > 40:
        share -= 6
        line = players_line([fit_text(name, TITLE_SIZE, share, bold=True) for name in players])
    return line


def question_lines(row: SaveRow, games: dict[str, GameSpec], width: int) -> list[str]:
    """The lines under "Delete this saved game?", ``width`` pixels wide (every player named)."""
    summary = row.summary
    when = f"saved {saved_when(summary.saved_at)}"
    if summary.problem is not None:
        return [f"Damaged file {row.path_name}", when, "It cannot be brought back."]
    game = f"{game_title(games, summary.game)} \u00b7 "
    return [game + fitted_players(summary.players, width - font(TITLE_SIZE, True).size(game)[0]),
            f"{detail_of(summary)} \u00b7 {when}", "It cannot be brought back."]


def key_hint(enter: EnterDoes) -> str:
    """The keys of the screen, Enter saying what it does for the chosen save (with no saves: Enter goes back)."""
    if enter == "back":
        return "Enter or Esc goes back to the menu"
    does = {"load": " \u00b7 Enter loads", "replay": " \u00b7 Enter watches its replay", "nothing": ""}[enter]
    return f"Up/Down choose{does} \u00b7 Delete deletes \u00b7 Esc goes back"


def count_line(count: int, loadable: int) -> str:
    """The line under the heading: how many saves there are, or that none of the files listed can be loaded."""
    if count == 0:
        return "Your games are saved here as you play"
    if loadable == 0:
        return "1 file, and it cannot be loaded" if count == 1 else f"{count} files, and none of them can be loaded"
    return f"{count} saved game{'s' if count != 1 else ''}, the newest first"
