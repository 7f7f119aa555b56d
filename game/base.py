"""The shared base of every game's state: what each state would otherwise repeat.

:class:`GameState` keeps the seats and the random generator, turns ``apply``
into "refuse with ``problem`` or carry out", saves and loads through a
versioned payload, guards ``result`` until the game is over, and makes
``resample`` out of a clone, a fresh generator and the game's own
:meth:`GameState.redraw`.  Each game fills in the rules.

Pure Python; never imports pygame.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from game.codec import decode_state, encode_state
from game.core import Action, CorruptSave, Event, GameRng, Happenings, IllegalAction, Result, Seat, derived_seed

StateT = TypeVar("StateT", bound="GameState")


class Legality(Protocol):
    """A game's ``legal`` module: the legal actions and the one ``problem`` they agree with."""

    def legal_actions(self, state: Any, seat: int, /) -> list[Action]:
        """Every action ``seat`` may take now (empty when it need not act)."""

    def problem(self, state: Any, seat: int, action: Action, /) -> str | None:
        """Why ``seat`` may not take ``action`` now, in a player's words (None if it may)."""


class Pictures(Protocol):
    """A game's ``snapshot`` module: the views of a state, and its save payload both ways."""

    def view(self, state: Any, seat: int | None, /) -> dict[str, Any]:
        """JSON-safe picture of ``state`` as ``seat`` may see it (None: the public table)."""

    def payload(self, state: Any, /) -> dict[str, Any]:
        """The whole state as JSON-safe data."""

    def rebuild(self, cls: Any, data: dict[str, Any], /) -> Any:
        """A state of class ``cls`` from payload data, checked."""


class Hiding(Protocol):
    """A game's ``hidden`` module: what its declaration hides, drawn again for a resample."""

    def redraw(self, state: Any, seat: int | None, rng: GameRng, /) -> None:
        """Draw again, with ``rng``, everything hidden from ``seat`` (None: from anyone)."""

DAMAGE = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError)
"""What reading a damaged payload may raise before a check names the damage."""


class GameState(Happenings):
    """Base of every game's state (follows :class:`game.core.State`)."""

    GAME_ID: ClassVar[str]
    VERSION: ClassVar[int] = 1
    TITLE: ClassVar[str]
    """The game's name, for the sentences of a refused save."""
    LEGAL: ClassVar[Legality]
    """The game's ``legal`` module."""
    PICTURES: ClassVar[Pictures]
    """The game's ``snapshot`` module."""
    HIDDEN: ClassVar[Hiding]
    """The game's ``hidden`` module."""

    def __init__(self, seats: Sequence[Seat], rng: GameRng) -> None:
        self._seats = list(seats)
        self.rng = rng

    # --- seats ------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The seats at the table, in seat order."""
        return list(self._seats)

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self._seats)

    @property
    def simultaneous(self) -> bool:
        """True while the seats to move choose at once and in secret (none do, unless a game says so)."""
        return False

    # --- moves --------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it need not act); see the game's ``legal``."""
        return self.LEGAL.legal_actions(self, seat)

    def problem(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not take ``action`` now, in a player's words (None if it may)."""
        return self.LEGAL.problem(self, seat, action)

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action and return its events (only called once ``problem`` said None)."""
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out ``action`` for ``seat``; raise IllegalAction (changing nothing) if not allowed."""
        why = self.problem(seat, action)
        if why is not None:
            raise IllegalAction(why)
        return self.carry_out(seat, action)

    # --- the end --------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        raise NotImplementedError

    def standings(self) -> Result:
        """The final standings of a finished game."""
        raise NotImplementedError

    def result(self) -> Result:
        """Final standings; ValueError before the game is over."""
        if not self.is_over:
            raise ValueError("the game is not over yet")
        return self.standings()

    # --- copies ------------------------------------------------------------------------
    def clone(self: StateT) -> StateT:
        """An independent deep copy (a game may do it faster)."""
        return copy.deepcopy(self)

    def resample(self: StateT, seat: int | None, seed: int) -> StateT:
        """A state ``seat`` cannot tell from this one: a clone, everything hidden from ``seat`` redrawn
        by :meth:`redraw`, and a fresh random generator (see :meth:`game.core.State.resample`)."""
        twin = self.clone()
        twin.redraw(seat, GameRng(derived_seed("resample", seed)))
        twin.rng = GameRng(derived_seed("chance", seed))
        return twin

    def redraw(self, seat: int | None, rng: GameRng) -> None:
        """Draw again, with ``rng``, everything the declaration hides from ``seat`` (None: from anyone); see
        the game's ``hidden``."""
        self.HIDDEN.redraw(self, seat, rng)

    # --- views and saves ---------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-safe picture of the game as ``seat`` may see it (None: the public table); see the game's
        ``snapshot``."""
        return self.PICTURES.view(self, seat)

    def payload(self) -> dict[str, Any]:
        """The whole state as JSON-safe data (secrets included: it is a save)."""
        return self.PICTURES.payload(self)

    @classmethod
    def rebuild(cls: type[StateT], data: dict[str, Any]) -> StateT:
        """A state from :meth:`payload` data; CorruptSave (or a KeyError, TypeError, ...) if it is damaged."""
        state: StateT = cls.PICTURES.rebuild(cls, data)
        return state

    def to_json(self) -> str:
        """Versioned JSON text of the whole state."""
        return encode_state(self.GAME_ID, self.VERSION, self.payload())

    @classmethod
    def from_json(cls: type[StateT], text: str | bytes) -> StateT:
        """Rebuild a state from :meth:`to_json` text; CorruptSave with a sentence on any damage."""
        data = decode_state(text, cls.GAME_ID, cls.VERSION)
        try:
            return cls.rebuild(data)
        except CorruptSave:
            raise
        except DAMAGE as exc:
            raise CorruptSave(f"the {cls.TITLE} save is damaged") from exc
