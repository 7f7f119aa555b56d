"""Undo and redo for the Paradisio solitaire: the square as it was before each placement or removal.

Every change to the square (a tile laid, moved to another cell, or taken back
to the tray, a hint's tile too) keeps the square as it was; undo goes back one
change and keeps the undone square for redo; a new change forgets what redo
could bring back.  A new puzzle, free play or another level starts a fresh history.
"""
from __future__ import annotations

Cell = tuple[int, int]
Square = dict[Cell, tuple[int, int]]


class SquareHistory:
    """The squares before each change (for undo) and the squares undone (for redo)."""

    def __init__(self) -> None:
        self.past: list[Square] = []
        self.future: list[Square] = []

    @property
    def can_undo(self) -> bool:
        """True when a change can be taken back."""
        return bool(self.past)

    @property
    def can_redo(self) -> bool:
        """True when an undone change can be made again."""
        return bool(self.future)

    def changed(self, before: Square) -> None:
        """The square was ``before`` and has just changed: keep it, and forget the redo list."""
        self.past.append(dict(before))
        self.future.clear()

    def undo(self, now: Square) -> Square | None:
        """The square before the last change (``now`` is kept for redo); None when there is none."""
        if not self.past:
            return None
        self.future.append(dict(now))
        return self.past.pop()

    def redo(self, now: Square) -> Square | None:
        """The square the last undo took back (``now`` is kept for undo); None when there is none."""
        if not self.future:
            return None
        self.past.append(dict(now))
        return self.future.pop()

    def clear(self) -> None:
        """Forget everything (a new puzzle, free play, another level)."""
        self.past.clear()
        self.future.clear()
