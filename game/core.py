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
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

SEAT_KINDS: tuple[str, ...] = ("human", "easy", "hard")
"""The kinds a seat can be: a person at the table, or a computer player."""


@dataclass(frozen=True)
class Seat:
    """One place at the table: who sits there and how they play."""

    index: int
    name: str
    colour: str = "#d9534f"
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        """True when a person plays this seat."""
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the seat."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Seat":
        """Rebuild a seat from :meth:`to_dict` output."""
        return cls(int(data["index"]), str(data["name"]), str(data["colour"]), str(data["kind"]))


def make_seats(names: Sequence[str], kinds: Sequence[str] | None = None,
               colours: Sequence[str] | None = None) -> list[Seat]:
    """Build seats 0..n-1 from names (and optionally kinds and colours)."""
    kinds = list(kinds) if kinds is not None else ["human"] * len(names)
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


@dataclass(frozen=True)
class Event:
    """Something that happened, for the scene to animate and sound.

    Events carry no secret of any seat other than the one they are about,
    and only when every seat may know it (e.g. a public payment).
    """

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: the class name plus the fields."""
        return {"type": type(self).__name__, **_jsonable(dataclasses.asdict(self))}


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    return value


@dataclass
class Standing:
    """One seat's line in the final standings."""

    seat: int
    rank: int
    score: int
    breakdown: dict[str, int] = field(default_factory=dict)
    note: str = ""


@dataclass
class Result:
    """How a finished game ended: standings (best first) and a summary line."""

    standings: list[Standing]
    summary: str

    @property
    def winners(self) -> list[int]:
        """Seats ranked first (several on a shared win, none if all lost)."""
        return [s.seat for s in self.standings if s.rank == 1]

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form of the result."""
        return dataclasses.asdict(self)


class GameRng:
    """A seeded random generator that lives in the state and saves with it."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def randrange(self, n: int) -> int:
        """A whole number in ``range(n)``."""
        return self._random.randrange(n)

    def choice(self, items: Sequence[Any]) -> Any:
        """One item of a non-empty sequence."""
        return items[self._random.randrange(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place."""
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
        except (TypeError, ValueError, IndexError) as exc:
            raise CorruptSave("the random generator's state is damaged") from exc
        return rng

    def clone(self) -> "GameRng":
        """An independent copy that will draw the same numbers."""
        other = GameRng()
        other._random.setstate(self._random.getstate())
        return other


def encode_state(game: str, version: int, payload: dict[str, Any]) -> str:
    """Wrap a state's payload as versioned JSON text."""
    return json.dumps({"game": game, "version": version, "state": payload}, separators=(",", ":"))


def decode_state(text: str | bytes, game: str, version: int) -> dict[str, Any]:
    """Unwrap :func:`encode_state` text, checking the game and version.

    Raises :class:`CorruptSave` with a readable sentence on any problem.
    """
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise CorruptSave("the save is not readable JSON") from exc
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise CorruptSave("the save has no game state in it")
    if data.get("game") != game:
        raise CorruptSave(f"the save is for {data.get('game')!r}, not {game!r}")
    if data.get("version") != version:
        raise CorruptSave(f"the save has version {data.get('version')!r}; this app reads version {version}")
    return data["state"]


@runtime_checkable
class State(Protocol):
    """The rules contract every game's state follows."""

    GAME_ID: ClassVar[str]

    @property
    def seats(self) -> list[Seat]:
        """The seats at the table, in seat order."""

    @property
    def to_move(self) -> tuple[int, ...]:
        """Seats that must act now (several: a simultaneous secret choice)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty if it need not act)."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action; raise IllegalAction and change nothing if illegal."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-safe picture of the game as ``seat`` may see it (None: public)."""

    def clone(self) -> "State":
        """An independent deep copy."""

    def to_json(self) -> str:
        """Versioned JSON text of the whole state."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""

    def result(self) -> Result:
        """Final standings; only valid when :attr:`is_over`."""


@runtime_checkable
class Bot(Protocol):
    """A computer player. It sees only what its seat may see."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` given ``view(seat)``."""


@dataclass(frozen=True)
class Option:
    """A game option shown on the setup screen."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any


@dataclass(frozen=True)
class GameSpec:
    """What the app needs to know to offer a game in the menu."""

    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    new_game: Callable[..., State]
    make_bot: Callable[[str, int], Bot]
    """``make_bot(level, seed)``: level is "easy" or "hard"."""
    rules_text: str
    """The rules in our own words (pygame_gui HTML subset)."""
    options: tuple[Option, ...] = ()
    load: Callable[[str], State] | None = None
    """Rebuild a state from ``to_json`` text (raises CorruptSave)."""
