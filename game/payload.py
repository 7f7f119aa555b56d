"""Reading a state's saved payload back, each value checked, for every game's ``rebuild``.

Each reader returns the value when it is what the save should hold, and raises
:class:`~game.core.CorruptSave` with a sentence naming ``what`` otherwise.  Pure Python.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from game.core import CorruptSave, Seat, is_whole

T = TypeVar("T")


def whole(value: Any, low: int, high: int, what: str) -> int:
    """A whole number from ``low`` to ``high``."""
    if not is_whole(value) or not low <= value <= high:
        raise CorruptSave(f"the save holds a strange {what}")
    return int(value)


def wholes(values: Any, low: int, high: int, what: str) -> list[int]:
    """A list of whole numbers from ``low`` to ``high``."""
    if not isinstance(values, list):
        raise CorruptSave(f"the save's {what} is damaged")
    return [whole(v, low, high, what) for v in values]


def flag(value: Any, what: str = "yes-or-no") -> bool:
    """True or False."""
    if not isinstance(value, bool):
        raise CorruptSave(f"the save holds a strange {what}")
    return value


def one_of(value: Any, choices: Sequence[T], what: str) -> T:
    """One of ``choices`` (compared by value and type, so 1 is not True)."""
    for choice in choices:
        if value == choice and type(value) is type(choice):
            return choice
    raise CorruptSave(f"the save holds an unknown {what}")


def seats(data: Any, low: int, high: int) -> list[Seat]:
    """The seats of a save, ``low`` to ``high`` of them, in order."""
    if not isinstance(data, list) or not low <= len(data) <= high:
        raise CorruptSave(f"the save does not have {low} to {high} seats")
    found = [Seat.from_dict(s) for s in data]
    if [s.index for s in found] != list(range(len(found))):
        raise CorruptSave("the save's seats are out of order")
    return found
