"""What every game of Paradise Table shares: the rules contract.

Every game package offers ``new_game(seats, seed, **options) -> State`` and a
``State`` that follows the :class:`State` protocol below.  Actions are small
frozen dataclasses with a readable ``str()``; ``apply`` returns a list of
:class:`Event` objects for the scenes to animate, or raises
:class:`IllegalAction` and leaves the state untouched.

This module never imports pygame and does no I/O.
"""
from __future__ import annotations

import dataclasses
import hashlib
import random
import re
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol, get_args, runtime_checkable

from game.names import is_name

SeatKind = Literal["human", "easy", "hard", "expert"]
"""What sits at a seat: a person at the table, or a computer player of a strength."""

SEAT_KINDS: tuple[SeatKind, ...] = get_args(SeatKind)
"""The kinds a seat can be, in the order the setup screen cycles them."""

NAME_LIMIT = 40
"""The longest seat name a save may hold."""

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Seat:
    """One place at the table: who sits there and how they play."""

    index: int
    name: str
    colour: str = "#d9534f"
    kind: SeatKind = "human"

    @property
    def is_human(self) -> bool:
        """True when a person plays this seat."""
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the seat."""
        return {"index": self.index, "name": self.name, "colour": self.colour, "kind": self.kind}

    @classmethod
    def from_dict(cls, data: Any) -> "Seat":
        """Rebuild a seat from :meth:`to_dict` output; CorruptSave names what is wrong."""
        if not isinstance(data, dict) or set(data) != {"index", "name", "colour", "kind"}:
            raise CorruptSave("a seat is damaged")
        index, name, colour, kind = data["index"], data["name"], data["colour"], data["kind"]
        if not is_whole(index) or index < 0:
            raise CorruptSave("a seat has no proper number")
        if not isinstance(name, str) or not is_name(name, NAME_LIMIT):
            raise CorruptSave(f"seat {index + 1} has no proper name")
        if not isinstance(colour, str) or not _COLOUR.fullmatch(colour):
            raise CorruptSave(f"seat {index + 1} has a strange colour")
        if kind not in SEAT_KINDS:
            raise CorruptSave(f"seat {index + 1} is neither a person nor a computer player")
        return cls(index, name, colour, kind)


def is_whole(value: object) -> bool:
    """True for an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def make_seats(names: Sequence[str], kinds: Sequence[SeatKind] | None = None,
               colours: Sequence[str] | None = None) -> list[Seat]:
    """Build seats 0..n-1 from names (and optionally kinds and colours)."""
    kinds = list(kinds) if kinds is not None else ["human" for _ in names]
    colours = list(colours) if colours is not None else list(DEFAULT_COLOURS)
    return [Seat(i, n, colours[i % len(colours)], kinds[i]) for i, n in enumerate(names)]


DEFAULT_COLOURS: tuple[str, ...] = ("#d9534f", "#3a7bd5", "#f0ad4e", "#5cb85c", "#9b59b6")
"""Default seat colours, in seat order (red, blue, amber, green, purple)."""


class IllegalAction(ValueError):
    """An action the rules do not allow, with a sentence a player understands."""


class CorruptSave(ValueError):
    """A saved game that cannot be read back (wrong game, version or bytes)."""


@dataclass(frozen=True)
class Action:
    """Base class of every game's actions (frozen, comparable, hashable)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: the class name plus the fields."""
        return {"type": type(self).__name__, **_jsonable(dataclasses.asdict(self))}


ActionDecoder = Callable[[Any], Action]
"""A game's ``action_from_dict``: JSON data back to an action, CorruptSave if it is not one."""


@dataclass(frozen=True)
class Event:
    """Something that happened, for the scene to animate and sound.

    Events carry no secret of any seat other than the one they are about,
    and only when every seat may know it (e.g. a public payment).
    """

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: the class name plus the fields."""
        return {"type": type(self).__name__, **_jsonable(dataclasses.asdict(self))}


class Happenings:
    """Mixin for a state: each event it makes passes :meth:`happened`, which can
    note the public view at that moment, so a scene shows the table as of each event.
    """

    _noting: "list[tuple[Event, dict[str, Any]]] | None" = None

    def happened(self, event: "EventT") -> "EventT":
        """Call on every event as it is made, after the change it reports; returns it."""
        if self._noting is not None:
            self._noting.append((event, self.view(None)))
        return event

    def view(self, seat: int | None) -> dict[str, Any]:
        """Overridden by the state."""
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Overridden by the state."""
        raise NotImplementedError

    def apply_noted(self, seat: int, action: Action) -> list[tuple[Event, dict[str, Any]]]:
        """Apply ``action`` and return each event with the public view as of that event."""
        self._noting = []
        try:
            events = self.apply(seat, action)
            noted = self._noting
        finally:
            self._noting = None
        if [e for e, _ in noted] != events:
            raise AssertionError(f"{type(self).__name__} made events without noting them")
        return noted


EventT = typing.TypeVar("EventT", bound=Event)


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    return value


@dataclass(frozen=True)
class TieBreak:
    """One figure that ordered seats with equal scores ("face-up tokens": 3)."""

    label: str
    value: int


@dataclass
class Standing:
    """One seat's line in the final standings.

    ``breakdown`` holds only parts that add up to ``score`` (start money, each kind of income, bonuses,
    minus what was paid: negative parts are allowed); the figures that broke ties go in ``tie_breaks``,
    in the order they were used.
    """

    seat: int
    rank: int
    score: int
    breakdown: dict[str, int] = field(default_factory=dict)
    note: str = ""
    tie_breaks: list[TieBreak] = field(default_factory=list)
    name: str = ""
    """The name of a line that is no seat (see :attr:`Result.rivals`); a seat's line leaves it empty."""


@dataclass
class Result:
    """How a finished game ended: standings (best first), a summary line, and what the score counts."""

    standings: list[Standing]
    summary: str
    score_label: str = "Score"
    """What the score is, in a player's words ("Final money", "Islands explored"), for the results' column."""
    rivals: list[Standing] = field(default_factory=list)
    """Lines of opponents that are no seat (solo: the game's own opponent), ranked with the seats and shown
    beside them on the score sheet, never among the winners; each has its ``name``."""

    @property
    def winners(self) -> list[int]:
        """Seats ranked first (several on a shared win, none if all lost)."""
        return [s.seat for s in self.standings if s.rank == 1]

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the result."""
        return dataclasses.asdict(self)


def derived_seed(*parts: object) -> int:
    """A seed made from ``parts`` that is the same on every machine and every run."""
    digest = hashlib.sha256("/".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big")


class GameRng:
    """A seeded random generator that lives in the state and saves with it.

    ``draws`` counts the calls made on it since it was made (not saved): a move that draws is an undo
    barrier (:mod:`game.barriers`).
    """

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)
        self.draws = 0

    def randrange(self, n: int) -> int:
        """A whole number in ``range(n)``."""
        self.draws += 1
        return self._random.randrange(n)

    def choice(self, items: Sequence[Any]) -> Any:
        """One item of a non-empty sequence."""
        self.draws += 1
        return items[self._random.randrange(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place."""
        self.draws += 1
        self._random.shuffle(items)

    def to_json(self) -> list[Any]:
        """JSON-safe state of the generator."""
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list[Any]) -> "GameRng":
        """Rebuild a generator from :meth:`to_json` output."""
        rng = cls()
        try:
            rng._random.setstate((int(data[0]), tuple(int(x) for x in data[1]), data[2]))
        except (TypeError, ValueError, IndexError, OverflowError) as exc:
            raise CorruptSave("the random generator's state is damaged") from exc
        return rng

    def clone(self) -> "GameRng":
        """An independent copy that will draw the same numbers."""
        other = GameRng()
        other._random.setstate(self._random.getstate())
        other.draws = self.draws
        return other


@runtime_checkable
class State(Protocol):
    """The rules contract every game's state follows."""

    GAME_ID: ClassVar[str]
    rng: "GameRng"
    """The state's own random generator (chance acts through it alone)."""

    @property
    def seats(self) -> list[Seat]:
        """The seats at the table, in seat order."""

    @property
    def to_move(self) -> tuple[int, ...]:
        """Seats that must act now (several: a simultaneous secret choice)."""

    @property
    def simultaneous(self) -> bool:
        """True while the seats to move choose at once and in secret (a sealed bid, an Advert), even when
        only one of them is still to choose; their choices are revealed together."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty if it need not act)."""

    def problem(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not take ``action`` now, in a player's words; None if it may.

        Changes nothing; :meth:`apply` raises IllegalAction with this sentence.
        """

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action; raise IllegalAction and change nothing if illegal."""

    def apply_noted(self, seat: int, action: Action) -> list[tuple[Event, dict[str, Any]]]:
        """Like :meth:`apply`, with the public view as of each event (see :class:`Happenings`)."""

    def progress(self) -> str:
        """How far the game has come, in a few words ("Round 4 of 12")."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-safe picture of the game as ``seat`` may see it (None: public)."""

    def clone(self) -> "State":
        """An independent deep copy."""

    def resample(self, seat: int | None, seed: int) -> "State":
        """A full state ``seat`` cannot tell from this one, with everything hidden from it redrawn
        (``seat`` None: everything hidden from anyone, for the public table).

        The same ``view(seat)``, ``to_move`` and ``legal_actions(seat)``; every declared
        :class:`~game.spec.Secret` that ``seat`` may not see is drawn again from what it could be (other
        hands and the deck dealt again from the unseen cards, a pile's order shuffled, another seat's
        sealed choice drawn from its legal ones), and the random generator is seeded afresh (chance's
        future is hidden from everyone).  Deterministic for ``seed``; a perfect-information game
        returns a copy with a fresh generator.
        """

    def to_json(self) -> str:
        """Versioned JSON text of the whole state."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""

    def result(self) -> Result:
        """Final standings; only valid when :attr:`is_over`."""


@runtime_checkable
class Bot(Protocol):
    """A computer player. It sees only what its seat may see.

    The app makes a fresh bot for every decision, seeded from the game's seed,
    the seat and the number of moves so far (:meth:`game.record.GameRecord.bot_seed`),
    so a resumed game plays on exactly as it would have.
    """

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` given ``view(seat)``."""
