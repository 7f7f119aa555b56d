"""What a game *is*, declared once: its menu entry, its options, what is secret and what is chance.

After OpenSpiel's ``GameType``: every game's :class:`GameSpec` carries a
:class:`GameType` that says whether information is perfect, whether some steps
are simultaneous secret choices, whether chance acts, and which parts of the
state are hidden from whom (:class:`Secret`).  That one declaration is what a
view may not show (each game's view asks :meth:`Secret.shows`), what
``State.resample`` redraws, what makes an undo barrier
(:func:`game.barriers.is_barrier`) and what ``tests/test_contract.py`` checks
for every game.

The sentences a player reads about moves and events come whole from each game's
``narrate`` module, bundled here as a :class:`Narration`.

Pure Python; never imports pygame.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from game.core import Action, ActionDecoder, CorruptSave, Event, SeatKind, State

Information = Literal["perfect", "imperfect"]
"""Perfect: every seat may see the whole state but what chance has not yet decided."""

Dynamics = Literal["sequential", "simultaneous"]
"""Sequential: one seat acts at a time.  Simultaneous: at some steps several seats choose at once, in
secret (``State.simultaneous`` says when), and the choices are revealed together."""

Chance = Literal["deterministic", "sampled"]
"""Sampled: chance acts through the state's own random generator (a shuffle, a deal, a random pick);
its future draws are hidden from everyone."""

Audience = Literal["owner", "nobody"]
"""Who may see a secret: only the seat it belongs to, or nobody at the table (a pile's order)."""


@dataclass(frozen=True)
class Secret:
    """One part of a state hidden from some seats, after the pieces of an OpenSpiel observer.

    ``unseen(state, seat)`` lists what of this part ``seat`` cannot see now, item by item, as JSON-safe
    values (for other seats' hands: each card with its holder; for a pile: its cards in order; for a
    sealed choice: each other seat's choice, until the reveal).  ``resample`` redraws these items;
    undo may not cross a move that takes an item out of the mover's unseen list (a card drawn, a counter
    turned up, choices revealed), see :mod:`game.barriers`.

    ``shown_at`` names where the part appears in the view of a seat allowed to see it, as paths of keys
    with ``*`` for any list index or dict key ("hand", "seats/*/advert"); a view of a resampled state
    may differ from the real one only there.
    """

    name: str
    """What the part is, in a player's words ("the other players' hands")."""
    audience: Audience
    unseen: Callable[[Any, int | None], list[Any]]
    shown_at: tuple[str, ...] = ()
    sealed: bool = False
    """True for a simultaneous secret choice before its reveal (a sealed bid, an Advert)."""
    redrawn: bool = True
    """False when what is public determines the part, so a resample keeps it (The Last Paradise's money:
    private on screen, yet every payment is announced)."""

    def shows(self, owner: int | None, viewer: int | None) -> bool:
        """True when ``viewer`` may see this part of ``owner``'s (owner None: a part of nobody's)."""
        return self.audience == "owner" and owner is not None and owner == viewer


@dataclass(frozen=True)
class GameType:
    """The declared shape of a game (after OpenSpiel's ``GameType``)."""

    information: Information
    dynamics: Dynamics
    chance: Chance
    secrets: tuple[Secret, ...] = ()

    def secret(self, name: str) -> Secret:
        """The declared secret called ``name`` (KeyError if there is none)."""
        for secret in self.secrets:
            if secret.name == name:
                return secret
        raise KeyError(name)


@dataclass(frozen=True)
class Narration:
    """Every sentence a game says about its moves and events, whole, from its ``narrate`` module.

    Given the seat names, each function returns one sentence that needs no conjugating or
    lower-casing of code names, so a translation could replace the module in one place.
    """

    event: Callable[[Event, Sequence[str]], str | None]
    """A public event ("Ana pays 12 Paras for the villa."), or None for one the log does not tell."""
    move: Callable[[int, Action, Sequence[str]], str]
    """What a seat did ("Ana ends her turn.", "Ana bids 12 Paras in secret.")."""
    sealed: Callable[[int, Action, Sequence[str]], str]
    """What the table saw of a secret move, without its content ("Ana chooses an Advert in secret.")."""
    hint: Callable[[Any, Sequence[str]], str] | None = None
    """A hint to a seat in one sentence, from what the search weighed (a :class:`game.advice.Weighed`)."""


@dataclass(frozen=True)
class Option:
    """A game option, shown on the setup screen unless ``shown`` is False."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    labels: Mapping[Any, str] = field(default_factory=dict, hash=False)
    """How a choice reads on the setup screen when its value alone says too little (saves keep the value)."""
    missing: Any = None
    """What a record without this option means (one made before the option existed); None: the default."""
    least_players: Mapping[Any, int] = field(default_factory=dict, hash=False)
    """Choices that need a table of at least so many players (a seat to start); the others fit any table."""
    seat_choices: bool = False
    """True when the whole-number choices are seats, from 1 (the setup screen shows the players' names)."""
    shown: bool = True
    """False for an option the setup screen does not show: new games take its default (a ruling kept for
    records made before it, through ``missing``)."""

    def offered(self, players: int) -> tuple[Any, ...]:
        """The choices that fit a table of ``players``."""
        return tuple(c for c in self.choices if self.least_players.get(c, 0) <= players)

    def accepts(self, value: Any) -> bool:
        """True when ``value`` is one of the choices (of the same type: 1 is not True)."""
        return any(value == c and type(value) is type(c) for c in self.choices)

    def text(self, value: Any) -> str:
        """How ``value`` reads on the setup screen: its label, or the value itself."""
        return self.labels.get(value, str(value)) if self.accepts(value) else str(value)


@dataclass(frozen=True)
class GameSpec:
    """What the app needs to know to offer a game in the menu, and what the game declares about itself."""

    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    new_game: Callable[..., State]
    make_bot: Callable[[SeatKind, int], Any]
    """``make_bot(level, seed)``: level is a computer seat's kind ("easy", "hard" or "expert"); an Expert is
    a :class:`game.bots.StateBot`, asked through :func:`game.bots.decide`."""
    rules_text: str
    """The rules in our own words (pygame_gui HTML subset)."""
    load: Callable[[str], State]
    """Rebuild a state from ``to_json`` text (raises CorruptSave)."""
    action_from_dict: ActionDecoder
    """Rebuild an action from ``Action.to_dict`` data (raises CorruptSave)."""
    game_type: GameType
    """What is secret, what is simultaneous, where chance acts."""
    narration: Narration
    """Every sentence about a move or an event."""
    options: tuple[Option, ...] = ()
    package: str = ""
    """The rules package (``game.last_resort``), where its optional modules live (its tutorial); empty: none."""

    @property
    def shown_options(self) -> tuple[Option, ...]:
        """The options the setup screen shows."""
        return tuple(option for option in self.options if option.shown)

    @property
    def player_range(self) -> str:
        """"2 players" or "2–5 players"."""
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}\u2013{self.max_players} players"

    def narrate(self, event: Event, names: Sequence[str]) -> str | None:
        """One whole sentence for a public event, given the seat names (None: not logged)."""
        return self.narration.event(event, names)

    def check_options(self, options: Any) -> dict[str, Any]:
        """Every option of this game, from ``options`` or, when absent, its ``missing`` value or default; CorruptSave if
        one is unknown or off the list."""
        if not isinstance(options, dict):
            raise CorruptSave("the game's options are damaged")
        known = {option.key: option for option in self.options}
        for key in options:
            if key not in known:
                raise CorruptSave(f"{self.title} has no option {str(key)[:40]!r}")
        checked = {}
        for key, option in known.items():
            value = options.get(key, option.default if option.missing is None else option.missing)
            if not option.accepts(value):
                raise CorruptSave(f"{option.label} cannot be {str(value)[:40]!r} in {self.title}")
            checked[key] = value
        return checked


def declare(package: str, state: type[Any], *, id: str, title: str, blurb: str, players: tuple[int, int],
            options: tuple[Option, ...] = ()) -> GameSpec:
    """The ``SPEC`` of the game in ``package``, whose state class is ``state``, read from the modules every
    game package has (ARCHITECTURE.md): ``state.new_game``, ``bot.make_bot``, ``help_text.RULES_TEXT``,
    ``actions.action_from_dict``, ``hidden.GAME_TYPE`` and ``narrate``'s ``event``, ``move`` and ``sealed``."""

    def part(name: str) -> Any:
        return importlib.import_module(f"{package}.{name}")

    narrate = part("narrate")
    return GameSpec(id=id, title=title, blurb=blurb, min_players=players[0], max_players=players[1],
                    new_game=part("state").new_game, make_bot=part("bot").make_bot,
                    rules_text=part("help_text").RULES_TEXT, load=state.from_json,
                    action_from_dict=part("actions").action_from_dict, game_type=part("hidden").GAME_TYPE,
                    narration=Narration(narrate.event, narrate.move, narrate.sealed, getattr(narrate, "hint", None)),
                    options=options, package=package)
