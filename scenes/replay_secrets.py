"""What the table hid at a moment of a replay, in words, for "Show everything" (no pygame here).

The parts come from what each game declares secret (:class:`game.spec.Secret`): for every part a seat
owns and may see (a hand, a sealed bid, an Advert, money kept behind a screen), the values its owner's
view holds at the part's ``shown_at`` paths and the public view does not.  So a hand shows as it was at
that move, a sealed choice as entered before the reveal, and a part a game adds later shows up too
(its words must be added here: a test checks that every declared part has them).

Each part's sentence is this module's, with the game's own names for what it holds (``narrate``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import State
from game.last_paradise import hidden as lp_hidden
from game.last_paradise import narrate as lp_narrate
from game.last_resort import hidden as lr_hidden
from game.last_resort import narrate as lr_narrate
from game.paradise_fallen import hidden as pf_hidden
from game.paradise_fallen import narrate as pf_narrate
from game.spec import GameSpec, Secret


@dataclass(frozen=True)
class SecretWords:
    """How the replay tells one declared secret part."""

    what: str
    """What the switch reveals of it, for its tip ("every hand")."""
    sentence: str
    """One seat's part: ``{name}`` and ``{items}`` ("Ana's hand: a Maui card and Green Mist.")."""
    item: Callable[[Any], str]
    """The game's name for one value held there."""
    nothing: str = "nothing"
    """``{items}`` when the part is empty."""


def _cards(card: Any) -> str:
    return pf_narrate.card_name(int(card))


def _paras(amount: Any) -> str:
    return lp_narrate.paras(int(amount))


def _advert(kind: Any) -> str:
    return lr_narrate.advert_name(str(kind))


WORDS: dict[str, SecretWords] = {
    pf_hidden.HANDS.name: SecretWords("every hand", "{name}'s hand: {items}.", _cards, "no cards"),
    pf_hidden.LANAI.name: SecretWords("the cards Lanai's power drew", "Lanai's power drew for {name}: {items}.",
                                      _cards),
    lp_hidden.MONEY.name: SecretWords("everyone's money", "{name} has {items}.", _paras),
    lp_hidden.BIDS.name: SecretWords("every sealed bid", "{name}'s sealed bid: {items}.", _paras),
    lr_hidden.ADVERTS.name: SecretWords("every Advert chosen", "{name} chose the {items} Advert.", _advert),
}
"""By the declared secret's name (:attr:`game.spec.Secret.name`)."""


def shown_parts(spec: GameSpec) -> list[Secret]:
    """The parts of ``spec`` that a seat's own view shows and the table's does not."""
    return [s for s in spec.game_type.secrets if s.audience == "owner" and s.shown_at]


def everything_note(spec: GameSpec, sealed_moves: bool) -> str:
    """What the switch shows in this game: its secret parts, the sealed choices, and the moves ahead."""
    parts = [WORDS[s.name].what for s in shown_parts(spec) if s.name in WORDS]
    if not parts and not sealed_moves:
        return f"{spec.title} has no secrets: this shows the moves ahead"
    if sealed_moves and not any(s.sealed for s in shown_parts(spec)):
        parts.append("the sealed choices")
    return "Shows " + _listed(parts + ["the moves ahead"]) + ", as they were"


def _listed(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def values_at(view: Any, path: str) -> dict[str, Any]:
    """The values of ``view`` at ``path`` ("seats/*/advert"), by their concrete path ("seats/2/advert")."""
    found: dict[str, Any] = {"": view}
    for key in path.split("/"):
        step: dict[str, Any] = {}
        for where, value in found.items():
            if isinstance(value, dict):
                keys = list(value) if key == "*" else [key] if key in value else []
                step.update({f"{where}/{k}": value[k] for k in keys})
            elif isinstance(value, list):
                indices = range(len(value)) if key == "*" else [int(key)] if key.isdigit() and int(key) < len(value) else []
                step.update({f"{where}/{i}": value[i] for i in indices})
        found = step
    return found


def owned_values(state: State, seat: int, secret: Secret) -> list[Any] | None:
    """What ``seat``'s view holds of ``secret`` that the table's does not (None: nothing of it now)."""
    own, table = state.view(seat), state.view(None)
    held: list[Any] = []
    seen = False
    for path in secret.shown_at:
        public = values_at(table, path)
        for where, value in values_at(own, path).items():
            if value is None or public.get(where) == value:
                continue
            seen = True
            held.extend(value if isinstance(value, list) else [value])
    return held if seen else None


def secrets_by_seat(spec: GameSpec, state: State, names: Sequence[str]) -> list[list[str]]:
    """Each seat's hidden parts at this moment, one sentence each (an empty list: that seat hides nothing)."""
    seats: list[list[str]] = []
    for seat, name in enumerate(names):
        lines: list[str] = []
        for secret in shown_parts(spec):
            words = WORDS.get(secret.name)
            held = owned_values(state, seat, secret)
            if words is None or held is None:
                continue
            items = _listed([words.item(v) for v in held]) if held else words.nothing
            lines.append(words.sentence.format(name=name, items=items))
        seats.append(lines)
    return seats

