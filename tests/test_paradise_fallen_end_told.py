"""Paradise Fallen: the end of the game names who reached the goal and who still plays, in the status line (while
it fits) and in the log."""
from __future__ import annotations

import pygame

from game.paradise_fallen import events as ev
from game.paradise_fallen import narrate, prompts
from scenes.paradise_fallen.view import status_line
from sprites.paradise_fallen.layout import STATUS_RECT
from sprites.text import font

FOUR = ["Ana", "Ben", "Cy", "Dee"]
LONG = ["Wilhelmina-Grace", "Bartholomew Oxx", "Ἀλέξανδρος Παπαδ", "Dmitri Kowalsky"]


def ended_view(turn: int, turns_left: int, ender: int = 1) -> dict[str, object]:
    """The public view's parts the status reads, some turns after ``ender`` reached the goal."""
    return {"phase": "play", "turn": turn, "turn_number": 20, "target": 6, "players": 4,
            "end_triggered_by": ender, "turns_left": turns_left}


def test_the_status_names_who_still_plays_after_this_turn() -> None:
    assert prompts.status(ended_view(1, 4), FOUR).endswith("Ben reached 6: still to play after this turn: Cy, Dee and Ana")
    assert prompts.status(ended_view(3, 2), FOUR).endswith("Ben reached 6: still to play after this turn: Ana")
    assert prompts.status(ended_view(0, 1), FOUR).endswith("Ben reached 6: this is the last turn")


def test_the_short_status_counts_the_turns_instead() -> None:
    """The turns counted are those after this one, as the named status and the log tell them (it said "4 more
    turns" on the ender's own turn, with three players still to play)."""
    assert prompts.status(ended_view(1, 4), LONG, named=False).endswith("Bartholomew Oxx reached 6: 3 more turns after this one")
    assert prompts.status(ended_view(3, 2), LONG, named=False).endswith("reached 6: 1 more turn after this one")
    assert prompts.status(ended_view(0, 1), LONG, named=False).endswith("reached 6: this is the last turn")


def test_the_log_tells_the_trigger_and_the_last_turns_in_turn_order() -> None:
    assert narrate.event(ev.EndTriggered(2, 6), FOUR) == \
        "Cy has explored 6 islands, the goal, and ends the game: Dee, Ana and Ben each play one more turn."
    over = narrate.event(ev.GameOver((0,), (6, 5, 6, 4), (3, 2, 1, 0), 2), FOUR)
    assert over is not None and over.endswith("Cy reached the goal first; Dee, Ana and Ben played their last turns.")
    two = narrate.event(ev.GameOver((0,), (8, 5), (3, 2), 0), FOUR[:2])
    assert two is not None and two.endswith("Ana reached the goal first; Ben played a last turn.")


def test_the_status_of_the_last_turns_fits_with_two_long_names() -> None:
    """山田太郎… reached the goal: in every last turn, the end phase's too, the status line the table draws fits its
    place whole (it ran 60 to 270 pixels past it, and was cut)."""
    names = ["山田太郎山田太郎山田太郎山田太郎", "Wilhelmina-Grace", "محمدمحمدمحمدمحمد", "Bartholomew Oxxx"]
    pygame.font.init()
    for phase in ("play", "end"):
        for turn in range(4):
            view = ended_view(turn, 4 - turn, ender=0) | {"phase": phase}
            line = status_line(view, names)
            assert font(19, True).size(line)[0] <= STATUS_RECT.w, line
            assert "reached 6" in line and names[turn] in line
