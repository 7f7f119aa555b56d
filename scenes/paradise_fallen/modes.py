"""What a click on the table does for the player whose hand is open, read from the legal actions only.

One pending choice or held card at a time: :func:`spot_actions` says which
islands or gaps act now (they glow), :func:`mark_choices` which Aberrations may
be picked, :func:`seat_actions` which players' panels, :func:`token_actions`
which of the player's own Kanaloa tokens, and :func:`prompt` tells in a
sentence what the player may do.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Action
from game.paradise_fallen import prompts
from game.paradise_fallen.actions import Deal, Discard, Done, EndPlay, MoveAberration, RemoveAberration, Revive, SailTo, SwapSpots, TakeFrom, UsePower
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.trips import rations_in
from scenes.paradise_fallen.choices import TripPlan, card_targets

SEAT_KINDS = ("trickster", "lanai")


@dataclass
class Choosing:
    """What the player has picked so far on the way to an action."""

    held: int | None = None
    """A card of the hand picked up (its legal places glow)."""
    picked: int | None = None
    """Kauai: the Aberration picked; Kahoolawe: the first place picked."""
    plan: TripPlan | None = None
    chosen: list[int] = field(default_factory=list)
    """Cards chosen to pay the planned trip."""
    deal: dict[int, int] = field(default_factory=dict)
    """Lanai: card index in the deal -> the seat it goes to."""
    deal_focus: int = 0
    mark_focus: int = 0
    """Shaman, Kauai by keys: which of the Aberrations at the cursor Enter picks (Tab changes it)."""

    def clear(self) -> None:
        """Forget every choice under way."""
        self.held = self.picked = self.plan = None
        self.chosen = []
        self.deal = {}
        self.deal_focus = 0
        self.mark_focus = 0


def pending_kind(view: dict[str, Any], seat: int) -> str | None:
    """The seat's own pending choice, if one waits."""
    pending = view.get("pending")
    if pending and int(pending.get("seat", -1)) == seat:
        return str(pending["kind"])
    return None


def spot_actions(view: dict[str, Any], seat: int, legal: Sequence[Action], choosing: Choosing) -> dict[int, Action]:
    """Islands and gaps that act on a click now, with the action each sends."""
    if choosing.held is not None:
        return card_targets(legal, choosing.held, view, seat)
    found: dict[int, Action] = {}
    for action in legal:
        if isinstance(action, SailTo):
            found[action.position] = action
        elif isinstance(action, MoveAberration) and action.card == choosing.picked:
            found[action.spot] = action
        elif isinstance(action, SwapSpots) and choosing.picked in (action.first, action.second):
            found[action.second if action.first == choosing.picked else action.first] = action
    return found


def spot_picks(legal: Sequence[Action], choosing: Choosing) -> set[int]:
    """Kahoolawe: the places that may be picked first (before the second one)."""
    if choosing.picked is not None:
        return set()
    return {spot for a in legal if isinstance(a, SwapSpots) for spot in (a.first, a.second)}


def mark_choices(legal: Sequence[Action], choosing: Choosing) -> dict[int, Action | None]:
    """Aberrations that may be clicked: Shaman's removal (the action), or Kauai's pick (None: pick it first)."""
    found: dict[int, Action | None] = {}
    for action in legal:
        if isinstance(action, RemoveAberration):
            found[action.card] = action
        elif isinstance(action, MoveAberration):
            found.setdefault(action.card, None)
    return found


def marks_at(view: dict[str, Any], legal: Sequence[Action], choosing: Choosing, spot: int) -> list[int]:
    """The Aberrations at ``spot`` that may be picked now (Shaman, Kauai), bottom first."""
    if choosing.held is not None or choosing.picked is not None:
        return []
    marks = mark_choices(legal, choosing)
    return [int(card) for card in (view.get("aberrations") or {}).get(str(spot), []) if int(card) in marks]


def focused_mark(view: dict[str, Any], legal: Sequence[Action], choosing: Choosing, spot: int) -> int | None:
    """The Aberration at ``spot`` that Enter picks: the one Tab has focused among those that may be picked."""
    here = marks_at(view, legal, choosing, spot)
    return here[choosing.mark_focus % len(here)] if here else None


def seat_actions(legal: Sequence[Action]) -> dict[int, Action]:
    """Players whose panel acts on a click: the Trickster's victims."""
    return {a.seat: a for a in legal if isinstance(a, TakeFrom)}


def token_actions(legal: Sequence[Action]) -> dict[str, Action]:
    """The player's own explored islands whose token acts on a click: a power to use, or a token to revive."""
    return {a.island: a for a in legal if isinstance(a, (UsePower, Revive))}


def numbered_tokens(view: dict[str, Any], seat: int, legal: Sequence[Action]) -> list[tuple[int, str]]:
    """The tokens whose power may be used now, numbered 1, 2, ... in the order explored as their labels and keys
    show: each one's place in the seat's explored row and its island."""
    tokens = token_actions(legal)
    return [(index, str(item["island"])) for index, item in enumerate(view["explored"][seat])
            if str(item["island"]) in tokens]


def discard_action(legal: Sequence[Action], card: int) -> Action | None:
    """Discarding ``card`` now (the end phase, Nihoa), if legal."""
    return next((a for a in legal if isinstance(a, Discard) and a.card == card), None)


def deal_action(legal: Sequence[Action], choosing: Choosing, cards: int) -> Action | None:
    """Lanai: the deal once every card has a player (it must be a legal one)."""
    if len(choosing.deal) != cards:
        return None
    wanted = tuple(choosing.deal[i] for i in range(cards))
    return next((a for a in legal if isinstance(a, Deal) and a.seats == wanted), None)


def simple(legal: Sequence[Action], kind: type) -> Action | None:
    """The legal action of a kind without arguments (EndPlay, Done), if any."""
    return next((a for a in legal if isinstance(a, kind)), None)


def prompt(view: dict[str, Any], seat: int, legal: Sequence[Action], choosing: Choosing, names: Sequence[str]) -> str:
    """What the player may do now, in a sentence."""
    kind = pending_kind(view, seat)
    if choosing.plan is not None:
        plan = choosing.plan
        paid = rations_in(choosing.chosen)
        more = " P: another way." if len(plan.paths) > 1 else ""
        return (f"Trip to {view['grid'][plan.dest]} for {plan.cost}: click cards to pay (chosen {paid}), "
                f"then Pay; or Enter pays the cheapest way. Esc cancels.{more}")
    if choosing.held is not None:
        face = CARDS[choosing.held]
        if face.kind == "aptitude":
            return f"{face.name}: click your canoe, or press Enter, to play it. Esc puts it back."
        return f"{face.name}: click a glowing place (or move the cursor with the arrows, then Enter). Esc puts it back."
    key = kind if kind in CONTROLS else ("end" if view["phase"] == "end" else None)
    if key is not None:
        return f"{prompts.choice_rule(key, view)}: {CONTROLS[key].format(players=view.get('players', 4))}"
    return ("Drag your canoe to an island (or click one); drag a card onto a glowing place; "
            "click a gold token for its power; E ends the play phase.")


CONTROLS = {
    "oahu": "click it (or arrows, then Enter).",
    "sea_turtle": "click it (or arrows, then Enter).",
    "molokai": "drag the card onto its island, or Tab and Space pick the card, arrows and Enter lay it.",
    "kauai": "click an Aberration, then a glowing place. D when done.",
    "kahoolawe": "click the two places.",
    "lanai": "click a card, then a player's panel (or press 1-{players}).",
    "nihoa": "click cards to discard them; D draws.",
    "trickster": "click the player (or press their number).",
    "shaman": "click the Aberration.",
    "blessing": "click the token.",
    "end": "click cards to discard them, then D (Done).",
}
"""How the hand's controls make each choice (what the choice is comes from the rules' words)."""


def keys_hint(view: dict[str, Any], seat: int) -> str:
    """The keyboard's way, under the prompt."""
    if view["phase"] == "end" or pending_kind(view, seat) in ("nihoa",):
        return "Keys: Tab chooses a card, Space discards it, D done · R reads a card · H hides your hand · Esc pauses"
    if pending_kind(view, seat) in ("shaman", "kauai"):
        done = " · D done" if pending_kind(view, seat) == "kauai" else ""
        return ("Keys: arrows move the cursor to an Aberration, Tab chooses among several there, Enter picks it"
                f"{done} · H hides · Esc pauses")
    return ("Keys: arrows move the cursor, Enter sails there or plays · Tab/Space pick a card · 1-9 token powers · "
            "R reads · E ends play · H hides · Ctrl+Z undo")


__all__ = ["Choosing", "Done", "EndPlay", "deal_action", "discard_action", "focused_mark", "keys_hint",
           "mark_choices", "marks_at", "pending_kind", "prompt", "seat_actions", "simple", "spot_actions", "spot_picks",
           "token_actions"]
