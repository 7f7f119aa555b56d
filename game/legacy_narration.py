"""TRANSITIONAL (issue 15): the replay's old glued sentences, until each game's ``narrate`` says its moves whole.

To be deleted once every game's Narration has its own ``move`` and ``sealed``.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Action


def _third_person(phrase: str) -> str:
    verb, space, rest = phrase.partition(" ")
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        verb += "es"
    elif verb.endswith("y") and len(verb) > 1 and verb[-2] not in "aeiou":
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return verb + space + rest


def glued_move(seat: int, action: Action, names: Sequence[str]) -> str:
    """The old replay line of a move: the name and the action's ``str`` conjugated."""
    return f"{names[seat]} {_third_person(str(action))}"


def glued_sealed(seat: int, action: Action, names: Sequence[str]) -> str:
    """The old replay line of a sealed move: the name and the action's class name in lower case."""
    return f"{names[seat]} enters a sealed {type(action).__name__.lower()}"
