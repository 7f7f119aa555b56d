"""What every game's computer players share: a seeded random generator, the choice of a level, and the
Expert, which searches states its seat cannot tell from the real one.

Each game's ``bot`` module defines its players as :class:`SeededBot` subclasses and offers
``make_bot = bot_maker({"easy": EasyBot, "hard": HardBot, "expert": expert_maker("game.<game>.expert")})``.  A
:class:`SeededBot` sees only ``view(seat)``; a :class:`StateBot` (the Expert) is handed
:func:`sight`, a state drawn by ``resample(seat, seed)``, never the real one.  :func:`decide` asks
either kind.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from game.core import Action, Bot, State, derived_seed
from game.search import Plan, search


class SeededBot:
    """Base of a computer player (the :class:`game.core.Bot` protocol), deterministic for its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` given ``view(seat)``."""
        raise NotImplementedError


@runtime_checkable
class StateBot(Protocol):
    """A computer player that searches: it is handed a state its seat cannot tell from the real one."""

    def choose_in(self, state: State, seat: int) -> Action:
        """Pick one of ``state.legal_actions(seat)``; ``state`` is :func:`sight`, never the real state."""


def sight(state: State, seat: int, seed: int) -> State:
    """What a searching bot is given: ``state.resample(seat, ...)``, everything hidden from ``seat``
    drawn again, so the same ``view(seat)`` gives the same decision whatever lies hidden."""
    return state.resample(seat, derived_seed("sight", seed))


def decide(bot: Bot | StateBot, state: State, seat: int, seed: int) -> Action:
    """``bot``'s move for ``seat``: from :func:`sight` for a :class:`StateBot`, from ``view(seat)`` and the
    legal moves otherwise (``seed`` is the one the bot was made with)."""
    if isinstance(bot, StateBot):
        return bot.choose_in(sight(state, seat, seed), seat)
    return bot.choose(state.view(seat), state.legal_actions(seat), seat)


class ExpertBot:
    """The Expert: :func:`game.search.search` with its game's :class:`~game.search.Plan`, seeded."""

    def __init__(self, plan: Plan, seed: int = 0) -> None:
        self.plan = plan
        self.rng = random.Random(seed)

    def choose_in(self, state: State, seat: int) -> Action:
        """The searched move (the only one at once, when there is one)."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        return search(state, seat, self.plan, self.rng).action

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """An Expert needs a state to search (:func:`decide` hands it one); a view alone is refused."""
        raise TypeError("the Expert searches states: ask it through game.bots.decide")


def expert_maker(module: str) -> Callable[[int], ExpertBot]:
    """The ``expert`` entry of a game's ``make_bot`` levels: the ``plan()`` in ``module`` (the game's
    ``expert``, read when first asked: it rolls out with the game's own bots), searched by the module's
    ``EXPERT_BOT`` class if it has its own (an :class:`ExpertBot` subclass), else by :class:`ExpertBot`."""

    def make(seed: int) -> ExpertBot:
        found = importlib.import_module(module)
        maker: type[ExpertBot] = getattr(found, "EXPERT_BOT", ExpertBot)
        return maker(found.plan(), seed)

    return make


def bot_maker(levels: Mapping[str, Callable[[int], Bot | StateBot]]) -> Callable[[str, int], Any]:
    """A game's ``make_bot(level, seed)``: the player of ``level`` from ``levels``, seeded; ValueError for
    a level the game has no player for."""

    def make_bot(level: str, seed: int) -> Any:
        maker = levels.get(level)
        if maker is None:
            raise ValueError(f"unknown bot level {level!r}")
        return maker(seed)

    return make_bot
